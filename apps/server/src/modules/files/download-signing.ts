import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import { loadGeneratedKey } from '../../platform/db/server-secrets';

/** The `server_secrets` row of the key that signs download URLs of the folder driver. */
export const DOWNLOAD_SIGNING_SECRET_NAME = 'files.download-signing-key';

/** How long a signed download URL works. Lists are refetched well within it (see the client). */
export const SIGNED_URL_SECONDS = 15 * 60;

export type Disposition = 'inline' | 'attachment';

/** The signing key, shared by all processes through the database (generated once). */
export function loadDownloadSigningKey(db: Database): Promise<Buffer> {
  return loadGeneratedKey(db, DOWNLOAD_SIGNING_SECRET_NAME);
}

function signatureOf(key: Buffer, fileUuid: string, expires: number, disposition: Disposition): string {
  return createHmac('sha256', key).update(`${fileUuid}.${expires}.${disposition}`).digest('base64url');
}

/** A path the app itself serves, valid until `expires` (unix seconds), for this file and disposition only. */
export function signDownloadPath(key: Buffer, fileUuid: string, disposition: Disposition, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  const signature = signatureOf(key, fileUuid, expires, disposition);
  return `/api/files/v1/downloads/${fileUuid}?expires=${expires}&disposition=${disposition}&signature=${signature}`;
}

/** Whether a download request carries a valid, unexpired signature (compared in constant time). */
export function isValidDownloadSignature(
  key: Buffer,
  request: { fileUuid: string; expires: number; disposition: Disposition; signature: string },
  now = Date.now(),
): boolean {
  if (request.expires * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(key, request.fileUuid, request.expires, request.disposition));
  const given = Buffer.from(request.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
