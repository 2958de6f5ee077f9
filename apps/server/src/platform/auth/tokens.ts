import { filterRealmRoles } from '@berufswahl/contracts';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type FlattenedJWSInput,
  type JSONWebKeySet,
  type JWSHeaderParameters,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';

export type VerifiedToken = {
  subject: string;
  username: string | undefined;
  /** Realm roles of the token, filtered to upper-case names (spec 5). */
  realmRoles: string[];
  expiresAt: number;
};

export type TokenVerifier = (token: string) => Promise<VerifiedToken | null>;

type RemoteKeyOptions = {
  /** How long fetched keys count as fresh before they are fetched again (jose's default: 10 min). */
  cacheMaxAgeMs?: number;
  /** Least time between two fetches for an unknown key id (jose's default: 30 s). */
  cooldownMs?: number;
  /** How long a fetch may take before the issuer counts as unreachable (jose's default: 5 s). */
  timeoutMs?: number;
  /** After a failed fetch, how long the last fetched keys answer without asking the issuer again (30 s). */
  retryAfterFailureMs?: number;
  /** Called when the issuer could not be reached and the last fetched keys were used instead. */
  onUnreachable?: (error: unknown) => void;
};

type KeySource = { kind: 'local'; jwks: JSONWebKeySet } | ({ kind: 'remote'; jwksUrl: URL } & RemoteKeyOptions);

type KeyResolver = (protectedHeader: JWSHeaderParameters, token: FlattenedJWSInput) => ReturnType<ReturnType<typeof createLocalJWKSet>>;

/**
 * The issuer's keys, fetched and cached by jose – and kept when the issuer cannot be reached (issue 8,
 * "identity provider unreachable: valid tokens keep working until they expire"). jose fetches again
 * once its cache is older than `cacheMaxAgeMs` and fails the check when that fetch fails; here the
 * last fetched key set answers instead. Only for a failed fetch: a key the issuer no longer
 * publishes (rotated out while it *is* reachable) or an unknown key id stays refused.
 *
 * jose has no back-off after a failed fetch: with the issuer gone silent (no answer rather than a
 * refused connection) every check of a new token would wait for the fetch's timeout again. So
 * after a failure the last keys answer alone for `retryAfterFailureMs` before the issuer is asked
 * again (decision 120).
 */
export function createResilientRemoteKeys(jwksUrl: URL, options: RemoteKeyOptions = {}): KeyResolver {
  const remote = createRemoteJWKSet(jwksUrl, {
    ...(options.cacheMaxAgeMs !== undefined && { cacheMaxAge: options.cacheMaxAgeMs }),
    ...(options.cooldownMs !== undefined && { cooldownDuration: options.cooldownMs }),
    ...(options.timeoutMs !== undefined && { timeoutDuration: options.timeoutMs }),
  });
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 30_000;
  let lastFailedFetchAt = Number.NEGATIVE_INFINITY;
  // jose hands out a copy of its key set on every call; one local set per distinct copy keeps the
  // imported keys instead of importing them again for every token during an outage.
  let fallback: { json: string; keys: KeyResolver } | null = null;
  const lastFetchedKeys = (): KeyResolver | null => {
    const lastFetched = remote.jwks();
    if (!lastFetched) return null;
    const json = JSON.stringify(lastFetched);
    if (fallback?.json !== json) fallback = { json, keys: createLocalJWKSet(lastFetched) };
    return fallback.keys;
  };

  return async (protectedHeader, token) => {
    const lastKeys = Date.now() - lastFailedFetchAt < retryAfterFailureMs ? lastFetchedKeys() : null;
    if (lastKeys) return lastKeys(protectedHeader, token);
    try {
      return await remote(protectedHeader, token);
    } catch (error) {
      const keys = isKeyMatchError(error) ? null : lastFetchedKeys();
      if (!keys) throw error;
      lastFailedFetchAt = Date.now();
      options.onUnreachable?.(error);
      return keys(protectedHeader, token);
    }
  };
}

/** The key set answered, but has no (or no single) key for this token: not an outage. */
function isKeyMatchError(error: unknown): boolean {
  return error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys || error instanceof errors.JOSENotSupported;
}

/**
 * Checks access tokens: signature against the issuer's keys (RS/ES/PS only, never `none` or HMAC),
 * issuer, audience or authorized party, expiry with a small clock tolerance, and a subject.
 * Returns null for any token that fails.
 */
export function createTokenVerifier(options: { issuer: string; clientId: string; keys: KeySource }): TokenVerifier {
  const keyResolver: KeyResolver =
    options.keys.kind === 'local' ? createLocalJWKSet(options.keys.jwks) : createResilientRemoteKeys(options.keys.jwksUrl, options.keys);
  return async (token) => {
    let payload: JWTPayload;
    let protectedHeader: JWTHeaderParameters;
    try {
      ({ payload, protectedHeader } = await jwtVerify(token, keyResolver, {
        issuer: options.issuer,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      return null;
    }
    if (
      !isForThisClient(payload, options.clientId) ||
      !isAccessToken(protectedHeader.typ, payload) ||
      typeof payload.sub !== 'string' ||
      payload.sub === '' ||
      payload.exp === undefined
    ) {
      return null;
    }
    const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
    return {
      subject: payload.sub,
      username: typeof payload.preferred_username === 'string' ? payload.preferred_username : undefined,
      realmRoles: Array.isArray(realmAccess?.roles) ? filterRealmRoles(realmAccess.roles) : [],
      expiresAt: payload.exp,
    };
  };
}

/**
 * Only access tokens open the API, never an ID token or a logout token of the same issuer (they
 * are signed with the same key and name the client as audience). Keycloak marks access tokens
 * with the claim `typ: Bearer` (ID tokens `typ: ID`); the embedded provider also sets the header
 * `typ: at+jwt` (RFC 9068). An ID token carries neither.
 */
export function isAccessToken(headerType: string | undefined, payload: JWTPayload): boolean {
  if (payload.typ !== undefined) return payload.typ === 'Bearer';
  return headerType?.toLowerCase() === 'at+jwt';
}

// Keycloak puts the client into `azp` and, with an audience mapper, into `aud`; accept either.
function isForThisClient(payload: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  return audiences.includes(clientId) || payload.azp === clientId;
}
