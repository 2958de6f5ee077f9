import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/** Names of the rows in `server_secrets` that belong to the embedded provider. */
export const SECRET_NAMES = { jwks: 'oidc.jwks', cookieKeys: 'oidc.cookie-keys' } as const;

/** The algorithm of the one signing key; keycloak-js and the API both expect RS256 from Keycloak. */
export const SIGNING_ALGORITHM = 'RS256';

const privateJwkSchema = z.looseObject({
  kty: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.literal('sig'),
});
const privateJwksSchema = z.object({ keys: z.array(privateJwkSchema).min(1) });
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export type PrivateJwks = { keys: JWK[] };

// Members of a JWK that only the private key has (RFC 7518 section 6).
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/**
 * Reads a secret, creating it when absent. Several processes may start at once: each inserts its
 * candidate with `on conflict do nothing`, then all read back the row that won, so every process
 * ends up with the same value.
 */
async function ensureSecret<T>(
  db: Database,
  name: string,
  schema: z.ZodType<T>,
  create: () => Promise<unknown>,
): Promise<T> {
  const existing = await readSecret(db, name);
  if (existing === undefined) {
    await db
      .insert(serverSecrets)
      .values({ name, value: await create() })
      .onConflictDoNothing({ target: serverSecrets.name });
  }
  const stored = existing ?? (await readSecret(db, name));
  if (stored === undefined) throw new Error(`Secret ${name} could not be stored.`);
  return schema.parse(stored);
}

async function readSecret(db: Database, name: string): Promise<unknown> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

async function generateSigningJwks(): Promise<PrivateJwks> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' }] };
}

async function generateCookieKeys(): Promise<string[]> {
  return [randomBytes(32).toString('base64url')];
}

/** The private signing keys of the provider (generated once, then always the stored ones). */
export async function loadSigningJwks(db: Database): Promise<PrivateJwks> {
  const jwks = await ensureSecret(db, SECRET_NAMES.jwks, privateJwksSchema, generateSigningJwks);
  // The schema checked the members jose and oidc-provider rely on; the rest is the key material.
  return { keys: jwks.keys.map((key) => ({ ...key }) as JWK) };
}

/**
 * Keys that sign the provider's cookies. The first signs, all verify: prepend a new key to
 * rotate without signing anybody out.
 */
export async function loadCookieKeys(db: Database): Promise<string[]> {
  return ensureSecret(db, SECRET_NAMES.cookieKeys, cookieKeysSchema, generateCookieKeys);
}

/** Strips every private member from a JWK. */
export function toPublicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member))) as JWK;
}

/** The public halves of the stored signing keys, generating them if absent. */
export async function loadPublicJwks(db: Database): Promise<{ keys: JWK[] }> {
  const { keys } = await loadSigningJwks(db);
  return { keys: keys.map(toPublicJwk) };
}
