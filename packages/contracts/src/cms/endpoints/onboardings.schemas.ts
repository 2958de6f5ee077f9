// The run-time schemas of cms's onboardings endpoints (decision 227), for the server only.
import { onboardingParamsSchema, onboardingSchema } from '../onboardings';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as onboardingsEndpoints from './onboardings';

export const onboarding = bindSchemas(onboardingsEndpoints.onboarding, { params: onboardingParamsSchema, answer: onboardingSchema });
