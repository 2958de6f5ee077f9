import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { serverSecrets } from '../../platform/db/schema';

/** The `server_secrets` row of the key that signs download URLs of the folder driver. */
export const DOWNLOAD_SIGNING_SECRET_NAME = 'files.download-signing-key';

/** How long a signed download URL works. Lists are refetched well within it (see the client). */
export const SIGNED_URL_SECONDS = 15 * 60;

export type Disposition = 'inline' | 'attachment';

/**
 * The signing key, shared by all processes through the database: generated once (the first
 * process to insert wins, the others read its row back), like the embedded provider's keys.
 */
export async function loadDownloadSigningKey(db: Database): Promise<Buffer> {
  const read = async () => {
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, DOWNLOAD_SIGNING_SECRET_NAME));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  let value = await read();
  if (value === undefined) {
    await db
      .insert(serverSecrets)
      .values({ name: DOWNLOAD_SIGNING_SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: serverSecrets.name });
    value = await read();
  }
  if (!value) throw new Error('The download signing key could not be stored.');
  return Buffer.from(value, 'base64url');
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
