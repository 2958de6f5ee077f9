import { filterRealmRoles } from '@berufswahl/contracts';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTHeaderParameters, type JWTPayload } from 'jose';

export type VerifiedToken = {
  subject: string;
  username: string | undefined;
  /** Realm roles of the token, filtered to upper-case names (spec 5). */
  realmRoles: string[];
  expiresAt: number;
};

export type TokenVerifier = (token: string) => Promise<VerifiedToken | null>;

type KeySource = { kind: 'local'; jwks: JSONWebKeySet } | { kind: 'remote'; jwksUrl: URL };

/**
 * Checks access tokens: signature against the issuer's keys (RS/ES/PS only, never `none` or HMAC),
 * issuer, audience or authorized party, expiry with a small clock tolerance, and a subject.
 * Returns null for any token that fails.
 */
export function createTokenVerifier(options: { issuer: string; clientId: string; keys: KeySource }): TokenVerifier {
  const keyResolver =
    options.keys.kind === 'local' ? createLocalJWKSet(options.keys.jwks) : createRemoteJWKSet(options.keys.jwksUrl);
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
function isAccessToken(headerType: string | undefined, payload: JWTPayload): boolean {
  if (payload.typ !== undefined) return payload.typ === 'Bearer';
  return headerType?.toLowerCase() === 'at+jwt';
}

// Keycloak puts the client into `azp` and, with an audience mapper, into `aud`; accept either.
function isForThisClient(payload: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  return audiences.includes(clientId) || payload.azp === clientId;
}
