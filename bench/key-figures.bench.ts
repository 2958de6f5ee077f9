/**
 * Key-figures and class-statistics benchmark (decisions 095, 096, 098): seeds a Land of schools,
 * classes, teachers and students – each student with a story, a finished task, a statement and a
 * pin – in a throw-away PostgreSQL database (generate_series, seconds not minutes), then times the
 * key figures of each scope – one school, the Land, the whole system – and the statistics of one
 * class through the real services and repositories. Two sizes show how the time grows; the goal
 * is < 100 ms at 500 schools and 200,000 students, growing no faster than the number of schools.
 * For comparison it also times the pass over every account that decision 096 used before the
 * rollup.
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
import { createClassStatisticsRepository } from '../apps/server/src/modules/bo/class-statistics/class-statistics.repository';
import { createClassStatisticsService } from '../apps/server/src/modules/bo/class-statistics/class-statistics.service';
import type { Caller } from '../apps/server/src/platform/auth/access';
import { openDatabase } from '../apps/server/src/platform/db/client';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = [
  { schools: 100, students: 40_000 },
  { schools: 500, students: 200_000 },
];
const TEACHERS_PER_SCHOOL = 40;
/** Classes per school of the Land under test (grades 5–10, a–c): about 22 students each at 400 per school. */
const CLASSES_PER_SCHOOL = 18;
const LAND = '00000000-0000-4000-8000-00000000000a';
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
      (${LAND}::uuid, 'Bench-Land'), ('00000000-0000-4000-8000-00000000000b', 'Anderes Land')`);
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
    // Classes of the Land's schools; every student of the Land in one of them.
    await db.execute(sql`
      insert into classes (school_uuid, grade, addition)
      select s.uuid, 5 + (g % 6), chr(97 + g / 6) from schools s, generate_series(0, ${CLASSES_PER_SCHOOL - 1}) as g
      where s.client_uuid = ${LAND}::uuid`);
    await db.execute(sql`
      with numbered_classes as (
             select uuid, school_uuid, row_number() over (partition by school_uuid order by grade, addition) - 1 as k from classes),
           numbered_students as (
             select uuid, school_uuid, row_number() over (partition by school_uuid order by uuid) - 1 as k
             from users where client_uuid = ${LAND}::uuid and 'SCHUELER' = any(roles))
      insert into class_memberships (user_uuid, class_uuid)
      select st.uuid, c.uuid from numbered_students st
      join numbered_classes c on c.school_uuid = st.school_uuid and c.k = st.k % ${CLASSES_PER_SCHOOL}`);
    // Activity of every student of both Länder over the last 120 days: a story, a finished task, a statement, a pin.
    await db.execute(sql`
      insert into stories (owner_uuid, description, created_at)
      select uuid, 'Bench #praktikum', now() - (abs(hashtext(uuid::text)) % 120) * interval '1 day'
      from users where 'SCHUELER' = any(roles)`);
    await db.execute(sql`
      insert into bo_task_answers (user_uuid, task_uuid, station_uuid, kind, text, done_at, created_at)
      select uuid, '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff', '00000000-0000-4000-8000-000000000001', 'reflection', 'Bench',
             now() - (abs(hashtext(uuid::text)) % 120) * interval '1 day', now() - interval '120 days'
      from users where 'SCHUELER' = any(roles)`);
    await db.execute(sql`
      insert into statements (owner_uuid, text, created_at)
      select uuid, 'Ich arbeite gern mit den Händen', now() - (abs(hashtext(uuid::text || 's')) % 120) * interval '1 day'
      from users where 'SCHUELER' = any(roles)`);
    await db.execute(sql`
      insert into pinboard_entries (owner_uuid, class_uuid, kind, item_uuid, created_at)
      select s.owner_uuid, m.class_uuid, 'story', s.uuid, s.created_at
      from stories s join class_memberships m on m.user_uuid = s.owner_uuid`);
    await db.execute(sql`vacuum analyze`);
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
    // Before the rollup (decision 096): one grouped pass over every account of the Land.
    const passOverAccounts = await timeIt(() =>
      db.execute(sql`
        select date_trunc('month', u.created_at at time zone 'Europe/Berlin') as month, count(*)::int,
               count(*) filter (where 'LEHRER' = any(u.roles))::int, count(*) filter (where 'SCHUELER' = any(u.roles))::int
        from users u where u.client_uuid = ${LAND}::uuid group by 1`),
    );
    console.log(
      `  ${'Land, vorher (096)'.padEnd(24)} Median ${passOverAccounts.median.toFixed(1).padStart(6)} ms, p95 ${passOverAccounts.p95.toFixed(1).padStart(6)} ms  (Durchlauf über alle Konten)`,
    );

    // The hourly reconciliation of the rollup (identity.check-key-figure-rollup): reads every account.
    const drift = await createKeyFiguresRepository(db).rollupDrift();
    const check = await timeIt(() => createKeyFiguresRepository(db).rollupDrift());
    console.log(
      `  ${'Abgleich Rollup (Job)'.padEnd(24)} Median ${check.median.toFixed(1).padStart(6)} ms, p95 ${check.p95.toFixed(1).padStart(6)} ms  (${drift.length} abweichende Gruppen)`,
    );

    // Class statistics of one class of the first school, as its school coordinator.
    const [schoolClass] = ((await db.execute(
      sql`select uuid from classes where school_uuid = ${school!.uuid}::uuid order by grade, addition limit 1`,
    )) as unknown as { rows: { uuid: string }[] }).rows;
    const statistics = createClassStatisticsService(createClassStatisticsRepository(db));
    for (const days of [7, 90] as const) {
      const who = caller('ADMIN_SCHULE', school!.uuid);
      const answer = await statistics.forClass(who, schoolClass!.uuid, days);
      const { median, p95 } = await timeIt(() => statistics.forClass(who, schoolClass!.uuid, days));
      console.log(
        `  ${`Klasse, ${days} Tage`.padEnd(24)} Median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms  ` +
          `(${answer.figures.students} Schüler*innen, ${answer.figures.active_students} aktiv, ${answer.figures.stories} Geschichten)`,
      );
    }
  } finally {
    await database.close();
    await withAdmin((client) => client.query(`drop database if exists ${name}`));
  }
}
