import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ARCHIVE_LINK_SECONDS } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { loadGeneratedKey } from '../../../platform/db/server-secrets';

/** The `server_secrets` row of the key that signs export links (decision 160). */
export const EXPORT_LINK_SECRET_NAME = 'identity.export-link-signing-key';

export type ExportLink = { path: string; nonce: string; expiresAt: Date };
export type ExportLinkRequest = { nonce: string; userUuid: string; expires: number; signature: string };

function signatureOf(key: Buffer, request: Omit<ExportLinkRequest, 'signature'>): string {
  return createHmac('sha256', key).update(`export.${request.userUuid}.${request.expires}.${request.nonce}`).digest('base64url');
}

/**
 * Signs and checks the one-time export links: HMAC-SHA256 over account, expiry and a random nonce
 * with a key of its own (not the files' download key – a file link can never become an export
 * link). That the nonce is used once is checked by the route (a counter per nonce).
 */
export function createExportLinks(db: Database) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => (key ??= loadGeneratedKey(db, EXPORT_LINK_SECRET_NAME));

  return {
    async sign(userUuid: string, now = Date.now()): Promise<ExportLink> {
      const nonce = randomBytes(16).toString('base64url');
      const expires = Math.floor(now / 1000) + ARCHIVE_LINK_SECONDS;
      const signature = signatureOf(await keyOf(), { nonce, userUuid, expires });
      const query = new URLSearchParams({ user: userUuid, expires: String(expires), signature });
      return { path: `/api/identity/v1/archive/downloads/${nonce}?${query.toString()}`, nonce, expiresAt: new Date(expires * 1000) };
    },

    /** Whether the link is this server's, unaltered and not expired (compared in constant time). */
    async isValid(request: ExportLinkRequest, now = Date.now()): Promise<boolean> {
      if (request.expires * 1000 < now) return false;
      const expected = Buffer.from(signatureOf(await keyOf(), request));
      const given = Buffer.from(request.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ExportLinks = ReturnType<typeof createExportLinks>;
