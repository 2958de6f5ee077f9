import type { Onboarding } from '@berufswahl/contracts';
import { notFound } from '../../../platform/http/errors';
import type { OnboardingsRepository } from './onboardings.repository';

export function createOnboardingsService(repository: OnboardingsRepository) {
  return {
    async loadOnboarding(id: string): Promise<Onboarding> {
      const onboarding = await repository.findById(id);
      if (!onboarding) throw notFound();
      return onboarding;
    },
  };
}

export type OnboardingsService = ReturnType<typeof createOnboardingsService>;
