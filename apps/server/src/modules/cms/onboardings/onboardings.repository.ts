import { z } from 'zod';
import { onboardingSchema, type Onboarding } from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';

const onboardingsFileSchema = z.object({ onboardings: z.array(onboardingSchema) });

/** Tours as authored in `content/onboarding/onboardings.json`. */
export function createOnboardingsRepository() {
  const loadAll = cacheOnce(async () => {
    const { onboardings } = await readContentJson('onboarding/onboardings.json', onboardingsFileSchema);
    return new Map(onboardings.map((onboarding) => [onboarding.id, onboarding]));
  });
  return {
    async findById(id: string): Promise<Onboarding | undefined> {
      return (await loadAll()).get(id as Onboarding['id']);
    },
  };
}

export type OnboardingsRepository = ReturnType<typeof createOnboardingsRepository>;
