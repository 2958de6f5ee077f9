import { useMutation } from '@tanstack/react-query';
import type { SignatureSnooze } from '@berufswahl/contracts';
import * as flowEndpoints from '@berufswahl/contracts/signatures/endpoints/flow';
import { callEndpoint } from '../../../lib/endpoint-client';

export function snoozeSignatureFlow(uuid: string): Promise<SignatureSnooze> {
  return callEndpoint(flowEndpoints.snoozeFlow, { params: { flowUuid: uuid } });
}

/** "Später erinnern": start-up does not redirect again today (decision 111). */
export function useSnoozeSignatureFlow(uuid: string) {
  return useMutation({ mutationFn: () => snoozeSignatureFlow(uuid) });
}
