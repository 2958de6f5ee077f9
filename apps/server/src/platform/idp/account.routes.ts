import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { findAccountBySubject, type IdpAccount } from './accounts.repository';
import { isAccessToken } from '../auth/tokens';
import { SIGNING_ALGORITHM } from './idp-secrets';
import { toOidcClaims } from './oidc-provider';

/**
 * Keycloak's userinfo endpoint and account profile for bearer access tokens. oidc-provider's own
 * userinfo refuses the JWT access tokens issued for the API (they are meant for a resource server),
 * so both are answered here, after checking the JWT against the provider's own public keys – and
 * that it is an access token, not an ID token of the same issuer.
 */
export function registerAccountRoutes(
  scope: FastifyInstance,
  options: { config: AppConfig; db: Database; realmPath: string; publicJwks: { keys: JWK[] } },
): void {
  const { config, db, realmPath } = options;
  const keys = createLocalJWKSet(options.publicJwks);

  async function authenticate(request: FastifyRequest): Promise<IdpAccount | 'missing' | 'invalid'> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return 'missing';
    try {
      const { payload, protectedHeader } = await jwtVerify(match[1], keys, {
        issuer: config.oidcIssuer,
        audience: config.oidcClientId,
        algorithms: [SIGNING_ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      // The ID token is signed with the same key and names the client as audience too; it proves a
      // sign-in to the app, it does not authorize calls (issue 14) – only access tokens do.
      if (!isAccessToken(protectedHeader.typ, payload)) return 'invalid';
      if (typeof payload.sub !== 'string') return 'invalid';
      return (await findAccountBySubject(db, payload.sub)) ?? 'invalid';
    } catch {
      return 'invalid';
    }
  }

  function rejectUnauthenticated(reply: FastifyReply, reason: 'missing' | 'invalid') {
    const challenge =
      reason === 'missing'
        ? `Bearer realm="${config.realm}"`
        : `Bearer realm="${config.realm}", error="invalid_token"`;
    return reply
      .status(401)
      .header('WWW-Authenticate', challenge)
      .header('Cache-Control', 'no-store')
      .send({
        error: reason === 'missing' ? 'invalid_request' : 'invalid_token',
        error_description:
          reason === 'missing' ? 'Es wurde kein Zugangstoken gesendet.' : 'Das Zugangstoken ist ungültig oder abgelaufen.',
      });
  }

  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    const account = await authenticate(request);
    if (typeof account === 'string') return rejectUnauthenticated(reply, account);
    return reply.header('Cache-Control', 'no-store').send(toOidcClaims(account));
  }

  scope.get(`${realmPath}/protocol/openid-connect/userinfo`, userinfo);
  scope.post(`${realmPath}/protocol/openid-connect/userinfo`, userinfo);

  // The account REST API of Keycloak as keycloak-js's loadUserProfile() reads it.
  scope.get(`${realmPath}/account`, async (request, reply) => {
    const account = await authenticate(request);
    if (typeof account === 'string') return rejectUnauthenticated(reply, account);
    return reply.header('Cache-Control', 'no-store').send({
      id: account.subject,
      username: account.username,
      firstName: account.firstName,
      lastName: account.surname,
      ...(account.email ? { email: account.email } : {}),
    });
  });
}
