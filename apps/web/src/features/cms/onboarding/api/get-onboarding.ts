import { useQuery } from '@tanstack/react-query';
import { onboardingSchema, type Onboarding, type OnboardingId } from '@berufswahl/contracts/cms/onboardings';
import * as onboardingsEndpoints from '@berufswahl/contracts/cms/endpoints/onboardings';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function getOnboarding(id: OnboardingId): Promise<Onboarding> {
  return callEndpoint(onboardingsEndpoints.onboarding, { params: { id }, schema: onboardingSchema });
}

export function useOnboarding(id: OnboardingId | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: ['cms', 'onboardings', id],
    queryFn: () => getOnboarding(id ?? 'COCKPIT'),
    enabled: isEnabled && id !== undefined,
    staleTime: Infinity,
  });
}
