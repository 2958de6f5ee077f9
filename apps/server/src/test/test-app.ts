import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/client';
import type { DemoWorld } from '../platform/db/seed/demo-seed';
import { seedDemo } from '../wiring/demo-seed';
import { signIn } from './sign-in';
import { openTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3999';

/** A complete operator configuration (decision 233) for tests that start as production. */
export const TEST_OPERATOR_FILE = new URL('./operator.test.json', import.meta.url).pathname;

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  world: DemoWorld;
  config: AppConfig;
  /** An access token of a demo account, signed in once through the real flow and then reused. */
  tokenOf: (username: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database seeded with the demo world – the bare one (accounts, schools,
 * classes) unless `withDemoLife` asks for the training instance's news, stories, station and quest
 * (decision 190), so tests that count from an empty start keep their start.
 */
export async function createTestApp(environment: NodeJS.ProcessEnv = {}, options: { withDemoLife?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const world = await seedDemo(database.db, { isProduction: false, withLife: options.withDemoLife ?? false });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests sign the same demo accounts in far more often than a person would; the limit of successful
    // sign-ins per account (decision 200) is tested on its own (sign-in-fairness.test.ts).
    LOGIN_SUCCESS_LIMIT: '100000/60',
    ...environment,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const tokens = new Map<string, Promise<string>>();
  return {
    app,
    database,
    world,
    config,
    tokenOf: (username) => {
      const known = tokens.get(username) ?? signIn(app, { username }).then((session) => session.accessToken);
      tokens.set(username, known);
      return known;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The demo user's uuid by username. */
export function demoUser(world: DemoWorld, username: string) {
  const user = world.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}
