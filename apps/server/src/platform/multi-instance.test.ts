import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPkcePair, readForm } from '../test/sign-in';
import { findFreePort, startServerProcess, type ServerProcess } from '../test/server-process';
import { createJobRunner } from './jobs';
import { createScratchDatabase } from '../test/test-database';

/**
 * Two server processes on one PostgreSQL database (ARCHITECTURE.md 1: stateless apart from the
 * database): a sign-in started at one finishes at the other, tokens of one are served by the
 * other, and recurring jobs run once, not once per process. Needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('multi-instance tests skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run them');
}

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent', silent() {} };

const createDatabase = () => createScratchDatabase(serverUrl!, 'berufswahl_multi');

describe.skipIf(!serverUrl)('two processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: ServerProcess;
  let second: ServerProcess;
  let publicUrl: string;

  beforeAll(async () => {
    database = await createDatabase();
    const firstPort = await findFreePort();
    // One issuer for both: PUBLIC_URL names the first; each process is reached on its own port.
    publicUrl = `http://127.0.0.1:${firstPort}`;
    const environment = { DATABASE_URL: database.url, PUBLIC_URL: publicUrl };
    [first, second] = await Promise.all([
      startServerProcess({ ...environment, DEMO_SEED: 'true' }, { port: firstPort }),
      startServerProcess({ ...environment, DEMO_SEED: 'false' }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  /** Sends a request to the given process, the way a load balancer would route it. */
  async function send(target: ServerProcess, url: string, cookies: CookieJar, init: { method?: string; form?: Record<string, string> } = {}) {
    const parsed = new URL(url, publicUrl);
    const cookie = cookies.header(parsed.pathname);
    const response = await fetch(`${target.url}${parsed.pathname}${parsed.search}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    cookies.store(response.headers.getSetCookie());
    return response;
  }

  it('signs in across both processes and serves the tokens of one at the other', async () => {
    try {
      await signInAcrossProcesses();
    } catch (error) {
      // A process that died says why in its output.
      throw new Error(`${String(error)}\n--- first process:\n${first.output()}\n--- second process:\n${second.output()}`, { cause: error });
    }
  });

  async function signInAcrossProcesses() {
    const cookies = new CookieJar();
    const { verifier, challenge } = createPkcePair();
    const redirectUri = `${publicUrl}/`;
    const query = new URLSearchParams({
      client_id: 'berufswahl-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: 'state',
      nonce: 'nonce',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    // Authorization request at the first process, login form at the second …
    const start = await send(first, `/realms/berufswahl/protocol/openid-connect/auth?${query.toString()}`, cookies);
    expect(start.status).toBe(303);
    const loginPage = await send(second, start.headers.get('location')!, cookies);
    const form = readForm(await loginPage.text());
    expect(form).toBeDefined();
    let response = await send(second, form!.action, cookies, { method: 'POST', form: { username: 'lehrer', password: 'berufswahl' } });
    // … the redirects alternate between the processes until the code comes back.
    let code: string | null = null;
    for (let hop = 0; hop < 6 && !code; hop += 1) {
      const location = new URL(response.headers.get('location')!, publicUrl);
      code = location.searchParams.get('code');
      if (!code) response = await send(hop % 2 === 0 ? first : second, location.href, cookies);
    }
    expect(code).toBeTruthy();

    const tokens = await send(first, '/realms/berufswahl/protocol/openid-connect/token', new CookieJar(), {
      method: 'POST',
      form: { grant_type: 'authorization_code', client_id: 'berufswahl-web', code: code!, redirect_uri: redirectUri, code_verifier: verifier },
    });
    expect(tokens.status).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = (await tokens.json()) as { access_token: string; refresh_token: string };

    for (const target of [first, second]) {
      const me = await fetch(`${target.url}/api/identity/v1/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { roles: string[] }).roles).toEqual(['LEHRER']);
    }

    const refreshed = await send(second, '/realms/berufswahl/protocol/openid-connect/token', new CookieJar(), {
      method: 'POST',
      form: { grant_type: 'refresh_token', client_id: 'berufswahl-web', refresh_token: refreshToken },
    });
    expect(refreshed.status).toBe(200);
  }

  it('stores each recurring job’s schedule once, whatever the number of processes', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The processes start their jobs right after they listen; give them a moment.
      const scheduled = async () => {
        try {
          const { rows } = await client.query<{ name: string }>('select name from pgboss.schedule order by name');
          return rows.map((row) => row.name);
        } catch {
          return [];
        }
      };
      await expect
        .poll(scheduled, { timeout: 15_000, interval: 250 })
        .toEqual([
          'bo.purge-trash',
          'files.clean-up-orphans',
          'files.purge-trash',
          'identity.check-key-figure-rollup',
          'identity.delete-due-accounts',
          'identity.purge-audit-events',
          'identity.reconcile-personal-data',
          'idp.purge-expired-payloads',
          'platform.purge-expired-idempotency-keys',
          'platform.purge-rate-limit-counters',
        ]);
    } finally {
      await client.end();
    }
  });
});

describe.skipIf(!serverUrl)('jobs on PostgreSQL', () => {
  it('run once across two runners (two processes), not once per runner', async () => {
    const database = await createDatabase();
    let runs = 0;
    const job = { name: 'test.count', everyMinutes: 60, run: async () => (runs += 1) };
    const log = silentLog as never;
    const runners = [
      createJobRunner({ databaseUrl: database.url, jobs: [job], log, pollingIntervalSeconds: 0.5 }),
      createJobRunner({ databaseUrl: database.url, jobs: [job], log, pollingIntervalSeconds: 0.5 }),
    ];
    try {
      // Both at once on a fresh database: pg-boss installs its schema once, under a lock.
      await Promise.all(runners.map((runner) => runner.start()));
      expect(runners[0]!.kind).toBe('pg-boss');
      await runners[0]!.runNow('test.count');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(runs).toBe(1);
    } finally {
      for (const runner of runners) await runner.stop();
      await database.drop();
    }
  });
});

describe('jobs without PostgreSQL', () => {
  it('run in the one process and stop cleanly', async () => {
    let runs = 0;
    const runner = createJobRunner({
      databaseUrl: undefined,
      jobs: [{ name: 'test.local', everyMinutes: 15, run: async () => (runs += 1) }],
      log: silentLog as never,
    });
    await runner.start();
    expect(runner.kind).toBe('in-process');
    await runner.runNow('test.local');
    expect(runs).toBe(1);
    await runner.stop();
  });
});
