import { formatStoreError, isApiError } from '../../../lib/api-client';

/** The server's German message for a failed save or upload; the store format (spec 8) otherwise. */
export function answerErrorMessage(error: unknown): string {
  if (isApiError(error) && error.errorBody) return error.errorBody.message;
  return formatStoreError(error);
}

/** Whether an upload failed because the student's storage is full (spec 8). */
export function isStorageFull(error: unknown): boolean {
  return isApiError(error) && error.errorBody?.code === 'USER_STORAGE_FULL';
}
