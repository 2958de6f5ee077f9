import { useMutation } from '@tanstack/react-query';
import type { SignatureSnooze } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';

export function snoozeSignatureFlow(uuid: string): Promise<SignatureSnooze> {
  return apiRequest<SignatureSnooze>(`/api/signatures/v1/flow/${encodeURIComponent(uuid)}/snooze`, { method: 'POST' });
}

/** "Später erinnern": start-up does not redirect again today (decision 111). */
export function useSnoozeSignatureFlow(uuid: string) {
  return useMutation({ mutationFn: () => snoozeSignatureFlow(uuid) });
}
