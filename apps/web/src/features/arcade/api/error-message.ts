import { formatStoreError, isApiError } from '../../../lib/api-client';

/** The server's German message for a form (e.g. "Für diese Aufgabe läuft … schon eine Quest."), else the store format of spec 8. */
export function messageOf(error: unknown): string {
  return (isApiError(error) && error.errorBody?.message) || formatStoreError(error);
}
