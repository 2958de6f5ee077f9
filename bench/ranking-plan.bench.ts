/**
 * The query plan of `GET /rankings` over a school year (issue 20): a class of 30 students on a
 * fresh PostgreSQL database (the school-morning world), first with no point events, then with
 * RANKING_EVENTS events and a few trophies per student spread over a year. For each it prints
 * PostgreSQL's plan with times and buffers (`explain (analyze, buffers)`) of the ranking's one
 * query (`rankingSelect`) for one student, and the mean execution time over repeated runs of the
 * query as the server prepares it – so the cost that grows with the year is visible beside the
 * cost that does not.
 *
 *   npx tsx bench/ranking-plan.bench.ts          (or: npm run bench -- ranking-plan)
 *   RANKING_EVENTS=1000 npx tsx bench/ranking-plan.bench.ts
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, PLANNER_SETTINGS } from '../apps/server/src/platform/db/client';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { createRankingsRepository, rankingSelect } from '../apps/server/src/modules/arcade/rankings/rankings.repository';
import { loadArcadeContent } from '../apps/server/src/modules/arcade/points/arcade-content';
import { seedMorningWorld } from './support/morning-world';

/** Point events per student in the second round: about one action per school day, twice. */
const EVENTS_PER_STUDENT = Number(process.env.RANKING_EVENTS ?? 400);
const RUNS = 500;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scratch = await createScratchDatabase(adminUrl, 'berufswahl_bench_ranking');
const plans = new pg.Client({ connectionString: scratch.url });
try {
  await seedMorningWorld(scratch.url, { classes: 1, studentsPerClass: 30 });
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: ':memory:' });
  await plans.connect();
  // The plan the server's connections get (decision 255).
  await plans.query(PLANNER_SETTINGS);
  try {
    const { db } = database;
    // The route finds the caller by the token's subject (decision 253).
    const student = (await plans.query<{ subject: string }>(`select idp_subject as subject from users where username = 'bench-s1'`)).rows[0]!.subject;
    const repository = createRankingsRepository(db);
    const trophyOrder = (await loadArcadeContent()).trophies.map((trophy) => trophy.uuid);

    const measure = async (label: string) => {
      await plans.query('vacuum analyze');
      const { sql: text, params } = rankingSelect(db, student, trophyOrder).toSQL();
      const plan = await plans.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params as unknown[]);
      console.log(`\n${label}: Plan (explain analyze, buffers)`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      for (let run = 0; run < 50; run += 1) await repository.rankingBySubject(student, trophyOrder);
      const started = performance.now();
      for (let run = 0; run < RUNS; run += 1) await repository.rankingBySubject(student, trophyOrder);
      const perQuery = (performance.now() - started) / RUNS;
      const data = await repository.rankingBySubject(student, trophyOrder);
      console.log(
        `${label}: ${perQuery.toFixed(2)} ms je Abfrage (Rundreise und Dekodieren, Mittel über ${RUNS}), ${data?.data.counted.length ?? 0} gezählte Schüler*innen`,
      );
    };

    await measure('Ohne Punkte');
    // A year of actions: unique (user, action, subject) as the award writes them, spread over 365 days.
    await db.execute(sql`
      insert into arcade_point_events (user_uuid, action, subject_uuid, points, created_at)
      select u.uuid, (array['story_created','task_done','reflection_written','statement_written','quest_joined'])[1 + n % 5],
             gen_random_uuid(), 10, now() - (n % 365) * interval '1 day'
      from users u cross join generate_series(1, ${EVENTS_PER_STUDENT}) as n
      where u.username like 'bench-s%'`);
    // Five of the content's trophies (one the content no longer knows would never be shown).
    const trophies = trophyOrder.slice(0, 5);
    await db.execute(sql`
      insert into arcade_user_trophies (user_uuid, trophy_uuid, awarded_at)
      select u.uuid, t, date_trunc('milliseconds', now() - random() * interval '300 days')
      from users u cross join unnest(${`{${trophies.join(',')}}`}::uuid[]) as t
      where u.username like 'bench-s%'`);
    await measure(`Nach einem Jahr (${EVENTS_PER_STUDENT} Punkte-Ereignisse und 5 Trophäen je Schüler*in)`);
  } finally {
    await database.close();
  }
} finally {
  await plans.end().catch(() => undefined);
  await scratch.drop();
}
