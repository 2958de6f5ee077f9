/**
 * Key-figures benchmark (decision 096): seeds a Land of schools, teachers and students in a
 * throw-away PostgreSQL database (generate_series, seconds not minutes), then times the key
 * figures of each scope – one school, the Land, the whole system – through the real service and
 * repository. Two sizes show how the time grows; the goal is < 100 ms at 500 schools and
 * 200,000 students.
 *
 *   npx tsx bench/key-figures.bench.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/key-figures.bench.ts
 *
 * The database named in the URL is only used to create and drop a database of its own.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createKeyFiguresRepository } from '../apps/server/src/modules/identity/key-figures/key-figures.repository';
import { createKeyFiguresService } from '../apps/server/src/modules/identity/key-figures/key-figures.service';
import type { Caller } from '../apps/server/src/platform/auth/access';
import { openDatabase } from '../apps/server/src/platform/db/client';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = [
  { schools: 100, students: 40_000 },
  { schools: 500, students: 200_000 },
];
const TEACHERS_PER_SCHOOL = 40;
const RUNS = 30;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function timeIt(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await run(); // warm caches and plans
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

for (const size of SIZES) {
  const name = `berufswahl_bench_kf_${process.pid}_${size.schools}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  try {
    await database.migrate();
    const { db } = database;
    const seedStarted = performance.now();
    // The Land under test and a second one (counted only for the federal admin).
    await db.execute(sql`insert into clients (uuid, name) values
      ('00000000-0000-4000-8000-00000000000a', 'Bench-Land'), ('00000000-0000-4000-8000-00000000000b', 'Anderes Land')`);
    await db.execute(sql`
      insert into schools (client_uuid, name)
      select case when n <= ${size.schools} then '00000000-0000-4000-8000-00000000000a'::uuid else '00000000-0000-4000-8000-00000000000b'::uuid end,
             'Schule ' || n
      from generate_series(1, ${size.schools + 50}) as n`);
    // Students spread evenly over the Land's schools, created over the last 18 months.
    await db.execute(sql`
      with numbered as (select uuid, client_uuid, row_number() over (order by id) as k from schools)
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, created_at)
      select 's' || n, 's' || n, s.client_uuid, s.uuid, 'S', 'N' || n, array['SCHUELER'], 'SCHUELER',
             now() - (n % 540) * interval '1 day'
      from generate_series(1, ${size.students}) as n
      join numbered s on s.k = 1 + (n % ${size.schools})`);
    await db.execute(sql`
      with numbered as (select uuid, client_uuid, row_number() over (order by id) as k from schools)
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, created_at)
      select 't' || n, 't' || n, s.client_uuid, s.uuid, 'L', 'N' || n, array['LEHRER'], 'LEHRER', now() - (n % 700) * interval '1 day'
      from generate_series(1, ${(size.schools + 50) * TEACHERS_PER_SCHOOL}) as n
      join numbered s on s.k = 1 + (n % ${size.schools + 50})`);
    await db.execute(sql`analyze`);
    const seededMs = performance.now() - seedStarted;

    const [school] = ((await db.execute(sql`select uuid from schools order by id limit 1`)) as unknown as { rows: { uuid: string }[] }).rows;
    const service = createKeyFiguresService(createKeyFiguresRepository(db));
    const caller = (activeRole: string, schoolUuid: string | null): Caller => ({
      uuid: '00000000-0000-4000-8000-0000000000ff',
      clientUuid: '00000000-0000-4000-8000-00000000000a',
      schoolUuid,
      roles: [activeRole],
      activeRole,
    });

    console.log(
      `\n${size.schools} Schulen, ${size.students.toLocaleString('de-DE')} Schüler*innen, ${(size.schools * TEACHERS_PER_SCHOOL).toLocaleString('de-DE')} Lehrkräfte im Land (+ 50 Schulen in einem zweiten Land); befüllt in ${(seededMs / 1000).toFixed(1)} s`,
    );
    // What a round trip costs on this machine right now: read the figures below against it.
    const baseline = await timeIt(() => db.execute(sql`select 1`));
    console.log(`  ${'Grundlinie (select 1)'.padEnd(24)} Median ${baseline.median.toFixed(1).padStart(6)} ms, p95 ${baseline.p95.toFixed(1).padStart(6)} ms`);
    for (const [label, who] of [
      ['Schule (ADMIN_SCHULE)', caller('ADMIN_SCHULE', school!.uuid)],
      ['Land (ADMIN_LAND)', caller('ADMIN_LAND', null)],
      ['System (SUPER_ADMIN)', caller('SUPER_ADMIN', null)],
    ] as const) {
      const figures = await service.forCaller(who);
      const { median, p95 } = await timeIt(() => service.forCaller(who));
      console.log(
        `  ${label.padEnd(24)} Median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms  ` +
          `(${figures.totals.accounts.toLocaleString('de-DE')} Konten, ${figures.totals.schools} Schulen)`,
      );
    }
  } finally {
    await database.close();
    await withAdmin((client) => client.query(`drop database if exists ${name}`));
  }
}
