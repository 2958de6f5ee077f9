import type { Explanation } from '@berufswahl/contracts';
import { notFound } from '../../../platform/http/errors';
import type { ExplanationsRepository } from './explanations.repository';

export function createExplanationsService(repository: ExplanationsRepository) {
  return {
    async loadExplanation(target: string): Promise<Explanation> {
      const explanation = await repository.findByTarget(target);
      if (!explanation) throw notFound();
      return explanation;
    },
  };
}

export type ExplanationsService = ReturnType<typeof createExplanationsService>;
