/**
 * keycloak-js decodes every refresh token as a JWT ("Unable to decode token, payload not found"),
 * but oidc-provider issues opaque ones. The token response therefore carries the opaque value
 * inside a JWT-shaped envelope, and the envelope is opened again before oidc-provider sees a
 * refresh, revocation or introspection request.
 *
 * Why an unsigned envelope (`alg: none`) is safe: nothing ever trusts it. The only credential is
 * the opaque value `rt` inside, which oidc-provider looks up in the database exactly as if it had
 * been sent bare; `exp`/`iat` are informational for the client. Changing the envelope gains
 * nothing, and forging one means guessing a 256-bit random token. Signing it would suggest a trust
 * that does not exist, so it stays unsigned.
 */

const ENVELOPE_HEADER = { alg: 'none', typ: 'JWT' } as const;
const ENVELOPE_TYPE = 'Refresh';

export type RefreshEnvelopeClaims = {
  iss: string;
  azp: string;
  iat: number;
  exp: number;
};

type EnvelopePayload = RefreshEnvelopeClaims & { typ: typeof ENVELOPE_TYPE; rt: string };

function encodeSegment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wraps an opaque refresh token into an unsigned JWT (`header.payload.` with an empty signature). */
export function wrapRefreshToken(opaque: string, claims: RefreshEnvelopeClaims): string {
  const payload: EnvelopePayload = { typ: ENVELOPE_TYPE, ...claims, rt: opaque };
  return `${encodeSegment(ENVELOPE_HEADER)}.${encodeSegment(payload)}.`;
}

/** The opaque value inside an envelope, or undefined when `value` is not one of our envelopes. */
export function unwrapRefreshToken(value: string): string | undefined {
  const parts = value.split('.');
  if (parts.length !== 3 || parts[2] !== '' || !parts[0] || !parts[1]) return undefined;
  const header = decodeSegment(parts[0]);
  if (!isRecord(header) || header.alg !== ENVELOPE_HEADER.alg) return undefined;
  const payload = decodeSegment(parts[1]);
  if (!isRecord(payload) || payload.typ !== ENVELOPE_TYPE || typeof payload.rt !== 'string' || !payload.rt) {
    return undefined;
  }
  return payload.rt;
}

/** Fields of an OAuth form body that may carry a refresh token. */
const TOKEN_FIELDS = ['refresh_token', 'token'] as const;

/**
 * Opens enveloped refresh tokens in a urlencoded request body (token, revocation and
 * introspection endpoints). Returns the body unchanged when nothing needed opening; plain opaque
 * tokens and real JWTs pass through untouched.
 */
export function unwrapRefreshTokensInForm(body: string): string {
  const form = new URLSearchParams(body);
  let changed = false;
  for (const field of TOKEN_FIELDS) {
    const values = form.getAll(field);
    if (values.length !== 1 || !values[0]) continue; // duplicates are oidc-provider's to reject
    const opaque = unwrapRefreshToken(values[0]);
    if (opaque !== undefined) {
      form.set(field, opaque);
      changed = true;
    }
  }
  return changed ? form.toString() : body;
}
