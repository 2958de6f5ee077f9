import * as flowEndpoints from '@berufswahl/contracts/signatures/endpoints/flow';
import { callEndpoint } from '../../../../lib/endpoint-client';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The identifier of a pending signature flow, or '' when there is none (spec 7). Checked by hand
 * rather than with `nextFlowUuidSchema`: this runs at start-up, before zod is loaded (decision 007).
 */
export async function getNextFlowUuid(): Promise<string> {
  const answer = await callEndpoint(flowEndpoints.nextFlowUuid);
  if (answer === undefined || answer === null || answer === '') return '';
  if (typeof answer !== 'string' || !UUID_PATTERN.test(answer)) {
    throw new Error('next-uuid answered something that is not a flow identifier');
  }
  return answer;
}
