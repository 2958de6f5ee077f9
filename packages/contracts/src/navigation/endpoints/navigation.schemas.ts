// The run-time schemas of navigation's navigation endpoints (decision 227), for the server only.
import { navigationResponseSchema, quickNavigationResponseSchema } from '../navigation';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as navigationEndpoints from './navigation';

export const navigation = bindSchemas(navigationEndpoints.navigation, { answer: navigationResponseSchema });
export const quickNavigation = bindSchemas(navigationEndpoints.quickNavigation, { answer: quickNavigationResponseSchema });
