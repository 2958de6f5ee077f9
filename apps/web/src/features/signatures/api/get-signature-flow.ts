import { useQuery } from '@tanstack/react-query';
import type { SignatureFlowDetail } from '@berufswahl/contracts';
import * as flowEndpoints from '@berufswahl/contracts/signatures/endpoints/flow';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getSignatureFlow(uuid: string): Promise<SignatureFlowDetail> {
  return callEndpoint(flowEndpoints.flow, { params: { flowUuid: uuid } });
}

/** The document, deadline and status the flow screen shows. */
export function useSignatureFlow(uuid: string) {
  return useQuery({ queryKey: signatureKeys.flow(uuid), queryFn: () => getSignatureFlow(uuid), retry: false });
}
