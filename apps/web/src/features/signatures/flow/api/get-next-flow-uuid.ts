import { nextFlowUuidSchema } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

/** The identifier of a pending signature flow, or '' when there is none (spec 7). */
export async function getNextFlowUuid(): Promise<string> {
  const answer = await apiRequest<unknown>('/api/signatures/v1/flow/next-uuid');
  return nextFlowUuidSchema.parse(answer ?? '');
}
