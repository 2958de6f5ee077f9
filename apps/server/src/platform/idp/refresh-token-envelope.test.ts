import { describe, expect, it } from 'vitest';
import { unwrapRefreshToken, unwrapRefreshTokensInForm, wrapRefreshToken } from './refresh-token-envelope';

const claims = { iss: 'http://localhost/realms/berufswahl', azp: 'berufswahl-web', iat: 1000, exp: 2800 };

function decodePart(token: string, index: number): unknown {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'));
}

describe('refresh token envelope', () => {
  it('wraps the opaque value into an unsigned JWT keycloak-js can decode', () => {
    const envelope = wrapRefreshToken('opaque-value', claims);
    expect(envelope.endsWith('.')).toBe(true);
    expect(decodePart(envelope, 0)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decodePart(envelope, 1)).toEqual({ typ: 'Refresh', ...claims, rt: 'opaque-value' });
  });

  it('opens its own envelope again', () => {
    expect(unwrapRefreshToken(wrapRefreshToken('opaque-value', claims))).toBe('opaque-value');
  });

  it('leaves plain opaque tokens and signed JWTs alone', () => {
    expect(unwrapRefreshToken('opaque-value')).toBeUndefined();
    const header = Buffer.from(JSON.stringify({ alg: 'RS256' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ typ: 'Refresh', rt: 'x' })).toString('base64url');
    expect(unwrapRefreshToken(`${header}.${payload}.signature`)).toBeUndefined();
    expect(unwrapRefreshToken('a.b.')).toBeUndefined();
  });

  it('opens the refresh_token and token fields of a form body', () => {
    const envelope = wrapRefreshToken('opaque-value', claims);
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: envelope, client_id: 'c' }).toString();
    expect(new URLSearchParams(unwrapRefreshTokensInForm(body)).get('refresh_token')).toBe('opaque-value');
    const revoke = new URLSearchParams({ token: envelope }).toString();
    expect(new URLSearchParams(unwrapRefreshTokensInForm(revoke)).get('token')).toBe('opaque-value');
  });

  it('returns a body without envelopes unchanged, duplicates included', () => {
    const body = 'grant_type=authorization_code&code=abc&code=def';
    expect(unwrapRefreshTokensInForm(body)).toBe(body);
    const envelope = wrapRefreshToken('opaque-value', claims);
    const duplicated = `refresh_token=${envelope}&refresh_token=${envelope}`;
    expect(unwrapRefreshTokensInForm(duplicated)).toBe(duplicated);
  });
});
