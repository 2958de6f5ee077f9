/**
 * What the school-morning and 8:00-spike benchmarks share: a throw-away PostgreSQL database, a
 * school of many classes of students with real password hashes (seeded through SQL, since the demo
 * seed is refused when NODE_ENV=production), the real server as a child process against it, and
 * the embedded provider's sign-in over HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../../apps/server/src/test/test-database';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { openDatabase } from '../../apps/server/src/platform/db/client';
import { findFreePort, startServerProcess, type ServerProcess } from '../../apps/server/src/test/server-process';
import { overHttp, signIn, type SignInResult } from '../../apps/server/src/test/sign-in';

export const BENCH_PASSWORD = 'berufswahl';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type MorningWorld = {
  studentUsernames: string[];
  teacherUsername: string;
  classUuids: string[];
};

export type MorningServer = {
  /** The first server process; its address is the public URL of all of them. */
  server: ServerProcess;
  /** Every server process (more than one with `processes`, e.g. one per core). */
  servers: ServerProcess[];
  /** The bench's own database (for the CPU split of its PostgreSQL backends). */
  databaseUrl: string;
  world: MorningWorld;
  /** Stops the server, drops the database and removes the data folder. */
  close: () => Promise<void>;
};

/** Six grades (5–10) with as many parallel classes (a, b, …) as needed: unique per school. */
function classLabel(index: number): { grade: number; addition: string } {
  return { grade: 5 + (index % 6), addition: String.fromCharCode(97 + Math.floor(index / 6)) };
}

/**
 * Seeds one Land with one school of `classes` × `studentsPerClass` students (`bench-s1` …), one
 * teacher of every class (`bench-lehrer`) and 20 school news for the students. Every account has
 * the same password; the one scrypt hash is computed once (the sign-in still verifies it per
 * request at full cost).
 */
export async function seedMorningWorld(databaseUrl: string, size: { classes: number; studentsPerClass: number }): Promise<MorningWorld> {
  const database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
  try {
    await database.migrate();
    const { db } = database;
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [client] = rows<{ uuid: string }>(await db.execute(sql`insert into clients (name) values ('Bench-Land') returning uuid`));
    const [school] = rows<{ uuid: string }>(
      await db.execute(sql`insert into schools (client_uuid, name) values (${client!.uuid}::uuid, 'Bench-Schule am Morgen') returning uuid`),
    );
    const classUuids: string[] = [];
    for (let index = 0; index < size.classes; index += 1) {
      const { grade, addition } = classLabel(index);
      const [row] = rows<{ uuid: string }>(
        await db.execute(sql`insert into classes (school_uuid, grade, addition) values (${school!.uuid}::uuid, ${grade}, ${addition}) returning uuid`),
      );
      classUuids.push(row!.uuid);
    }
    // A Postgres array literal: drizzle would spread a JS array into a list of parameters.
    const classArray = `{${classUuids.join(',')}}`;
    const total = size.classes * size.studentsPerClass;
    await db.execute(sql`
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, password_hash)
      select 'bench-s' || n, 'bench-s' || n, ${client!.uuid}::uuid, ${school!.uuid}::uuid, 'Schüler', 'Nummer ' || n,
             array['SCHUELER'], 'SCHUELER', ${passwordHash}
      from generate_series(1, ${total}) as n`);
    // Student n sits in class (n - 1) / studentsPerClass.
    await db.execute(sql`
      insert into class_memberships (user_uuid, class_uuid)
      select u.uuid, (${classArray}::uuid[])[1 + (substring(u.username from 8)::int - 1) / ${size.studentsPerClass}]
      from users u where u.username like 'bench-s%'`);
    const [teacher] = rows<{ uuid: string }>(
      await db.execute(sql`
        insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, password_hash)
        values ('bench-lehrer', 'bench-lehrer', ${client!.uuid}::uuid, ${school!.uuid}::uuid, 'Lehrerin', 'Bench',
                array['LEHRER'], 'LEHRER', ${passwordHash})
        returning uuid`),
    );
    await db.execute(sql`
      insert into teacher_assignments (teacher_uuid, class_uuid)
      select ${teacher!.uuid}::uuid, c from unnest(${classArray}::uuid[]) as c`);
    await db.execute(sql`
      insert into news_items (kind, school_uuid, author_uuid, author_name, title, text, audiences, created_at)
      select 'news', ${school!.uuid}::uuid, ${teacher!.uuid}::uuid, 'Lehrerin Bench', 'Neuigkeit ' || n,
             '<p>Am Freitag stellt sich der <strong>Handwerksbetrieb ' || n || '</strong> in der Aula vor.</p>',
             array['SCHUELER'], now() - n * interval '1 day'
      from generate_series(1, 20) as n`);
    await db.execute(sql`vacuum analyze`);
    return {
      studentUsernames: Array.from({ length: total }, (_, index) => `bench-s${index + 1}`),
      teacherUsername: 'bench-lehrer',
      classUuids,
    };
  } finally {
    await database.close();
  }
}

/**
 * Creates a database of its own, seeds it and starts the real server on it as production runs it
 * (NODE_ENV=production, no demo seed, default request limits). With `processes` > 1 further
 * server processes run on the same database on ports of their own, all with the first one's
 * PUBLIC_URL (one issuer, as behind a proxy; `platform/multi-instance.test.ts` runs the same).
 */
export async function startMorningServer(
  name: string,
  size: { classes: number; studentsPerClass: number },
  options: { processes?: number } = {},
): Promise<MorningServer> {
  const scratch = await createScratchDatabase(adminUrl, `berufswahl_bench_${name}`);
  const url = new URL(scratch.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), `berufswahl-${name}-bench-`));
  const dropAll = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await scratch.drop();
  };
  try {
    const world = await seedMorningWorld(url.toString(), size);
    const port = await findFreePort();
    const environment = (processIndex: number) => ({
      NODE_ENV: 'production',
      // Production refuses to start without an operator configuration (decision 233).
      OPERATOR_CONFIG_FILE: fileURLToPath(new URL('./operator.bench.json', import.meta.url)),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      // Settings to compare, passed on: the sign-in gate's LOGIN_* (decision 130),
      // DATABASE_PREPARED_STATEMENTS (decision 132) and glibc's MALLOC_ARENA_MAX (deploy/Dockerfile).
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => key.startsWith('LOGIN_') || key === 'DATABASE_PREPARED_STATEMENTS' || key === 'MALLOC_ARENA_MAX',
        ),
      ),
      // BENCH_CPU_PROFILE=<file>: a CPU profile of the (first) server (see support/cpu-profile.mjs).
      ...(process.env.BENCH_CPU_PROFILE && processIndex === 0
        ? { NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'cpu-profile.mjs')}`, BENCH_CPU_PROFILE: process.env.BENCH_CPU_PROFILE }
        : {}),
    });
    const server = await startServerProcess(environment(0), { port });
    const servers = [server];
    try {
      for (let index = 1; index < (options.processes ?? 1); index += 1) servers.push(await startServerProcess(environment(index)));
    } catch (error) {
      await Promise.all(servers.map((started) => started.stop()));
      throw error;
    }
    return {
      server,
      servers,
      databaseUrl: url.toString(),
      world,
      close: async () => {
        await Promise.all(servers.map((started) => started.stop()));
        // Errors the server logged (LOG_LEVEL=error) explain the error counts of the run.
        const errorLines = servers
          .flatMap((started) => started.output().split('\n'))
          .filter((line) => line.includes('"level":50') || line.includes('"level":60'));
        for (const line of errorLines.slice(0, 3)) console.log(`  Server-Fehler: ${line.slice(0, 600)}`);
        if (errorLines.length > 3) console.log(`  … ${errorLines.length - 3} weitere Server-Fehler`);
        await dropAll();
      },
    };
  } catch (error) {
    await dropAll();
    throw error;
  }
}

/** Signs a seeded account in through the embedded provider (authorization code + PKCE over HTTP). */
export function signInOverHttp(
  base: string,
  username: string,
  onLoginPost?: (answer: { status: number; ms: number; retryAfterSeconds?: number }) => void,
): Promise<SignInResult> {
  return signIn(overHttp(base), { username, password: BENCH_PASSWORD, ...(onLoginPost && { onLoginPost }) });
}

/** Runs `work` over `items` with at most `concurrency` at a time, keeping the order of results. */
export async function mapConcurrently<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
