import { z } from 'zod';
import { explanationSchema, type Explanation } from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';

const explanationsFileSchema = z.object({ explanations: z.array(explanationSchema) });

/** Explanations as authored in `content/cms/explanations.json`. */
export function createExplanationsRepository() {
  const loadAll = cacheOnce(async () => {
    const { explanations } = await readContentJson('cms/explanations.json', explanationsFileSchema);
    return new Map(explanations.map((explanation) => [explanation.target, explanation]));
  });
  return {
    async findByTarget(target: string): Promise<Explanation | undefined> {
      return (await loadAll()).get(target);
    },
  };
}

export type ExplanationsRepository = ReturnType<typeof createExplanationsRepository>;
