import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../../test/test-database';
import { hashPassword } from '../../auth/passwords';
import { loadConfig, type AppConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { clients, users } from '../../db/schema';
import { registerEmbeddedIdp } from '../index';

export const IDP_TEST_PUBLIC_URL = 'http://localhost:3999';

export type IdpTestApp = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

export function buildIdpTestConfig(environment: NodeJS.ProcessEnv = {}): AppConfig {
  // Tests sign the same demo accounts in far more often than a person would; the limit of successful
  // sign-ins per account (decision 200) is tested on its own (sign-in-fairness.test.ts).
  return loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: IDP_TEST_PUBLIC_URL, LOGIN_SUCCESS_LIMIT: '100000/60', ...environment });
}

/** A bare Fastify app with only the embedded provider, on the given database. */
export async function createIdpTestApp(db: Database, environment: NodeJS.ProcessEnv = {}): Promise<IdpTestApp> {
  const config = buildIdpTestConfig(environment);
  const app = Fastify();
  await registerEmbeddedIdp(app, { config, db });
  await app.ready();
  return { app, config, close: () => app.close() };
}

export async function openIdpTestDatabase(): Promise<DatabaseHandle> {
  return openTestDatabase();
}

let cachedHash: Promise<string> | undefined;

/** Inserts an account (with its Land) that signs in with `berufswahl` unless told otherwise. */
export async function insertTestUser(
  db: Database,
  overrides: Partial<{ username: string; password: string; roles: string[]; email: string | null }> = {},
) {
  const [client] = await db.insert(clients).values({ name: 'Testland' }).returning({ uuid: clients.uuid });
  if (!client) throw new Error('client not inserted');
  const uuid = randomUUID();
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await (cachedHash ??= hashPassword('berufswahl'));
  const roles = overrides.roles ?? ['LEHRER'];
  const user = {
    uuid,
    idpSubject: uuid,
    username: overrides.username ?? `lehrkraft-${uuid.slice(0, 8)}`,
    passwordHash,
    clientUuid: client.uuid,
    firstName: 'Maria',
    surname: 'Muster',
    email: overrides.email === undefined ? 'maria.muster@example.org' : overrides.email,
    roles,
    activeRole: roles[0] ?? 'LEHRER',
  };
  await db.insert(users).values(user);
  return user;
}
