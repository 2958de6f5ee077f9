import { useQuery } from '@tanstack/react-query';
import { onboardingSchema, type Onboarding, type OnboardingId } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getOnboarding(id: OnboardingId): Promise<Onboarding> {
  return apiRequest(`/api/cms/v1/onboardings/${encodeURIComponent(id)}`, { schema: onboardingSchema });
}

export function useOnboarding(id: OnboardingId | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: ['cms', 'onboardings', id],
    queryFn: () => getOnboarding(id ?? 'COCKPIT'),
    enabled: isEnabled && id !== undefined,
    staleTime: Infinity,
  });
}
