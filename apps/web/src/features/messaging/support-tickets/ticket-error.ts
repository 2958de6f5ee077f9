import { formatStoreError, isApiError } from '../../../lib/api-client';

/**
 * The one error line under a ticket form (spec 4, 8): the server's response body – its German
 * message when it sent the API's error body, else the text it sent – or the store error format.
 */
export function ticketErrorText(error: unknown): string {
  if (isApiError(error)) {
    const message = error.errorBody?.message;
    if (message) return message;
    if (typeof error.body === 'string' && error.body.trim() !== '') return error.body.trim();
  }
  return formatStoreError(error);
}
