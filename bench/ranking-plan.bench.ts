/**
 * The query plan of `GET /rankings` over a school year (issue 20): a class of 30 students on a
 * fresh PostgreSQL database (the school-morning world), first with no point events, then with
 * RANKING_EVENTS events and a few trophies per student spread over a year. For each it prints
 * PostgreSQL's plan with times and buffers (`explain (analyze, buffers)`) of the ranking's one
 * query (`rankingSelect`) for one student, and the mean execution time over repeated runs of the
 * query as the server prepares it – so the cost that grows with the year is visible beside the
 * cost that does not.
 *
 * After the year it prints what each part of the query costs: the same statement, named and prepared
 * on one connection as the server's connections prepare it, once whole and once with one part left
 * out (the shown trophy, the points, the visibility join, the entries' JSON objects, everything but
 * counting the class), beside `select 1` – the share of the query that a route's throughput against
 * `/ready` cannot get below (docs/performance.md, 29 Nov 2026, night).
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
/** Executions per part in the comparison of the query's parts, measured in three interleaved rounds. */
const PART_RUNS = 2000;
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

    /**
     * The query whole and without one of its parts, each prepared once under its own name and run
     * PART_RUNS times per round; the parts are cut out of the statement's text, so a change of
     * `rankingSelect` that a cut no longer matches stops the bench instead of measuring the whole.
     */
    const measureParts = async ({ sql: whole, params }: { sql: string; params: unknown[] }) => {
      const shownTrophy = /\(\s*select t\.trophy_uuid[\s\S]*?limit 1\s*\)/;
      const entryObject = "json_build_object(\n          'uuid', k.uuid, 'first_name', k.first_name, 'surname', k.surname,";
      const cut = (label: string, text: string) => {
        if (text === whole) throw new Error(`Teil „${label}“ nicht gefunden: rankingSelect hat sich geändert`);
        return text;
      };
      const parts: [string, string][] = [
        ['ganze Abfrage', whole],
        ['ohne gezeigte Trophäe', cut('Trophäe', whole.replace(shownTrophy, 'null::uuid'))],
        ['ohne Punkte', cut('Punkte', whole.replace(/coalesce\(\(select p\.points[^)]*\), 0\)/, '0'))],
        ['ohne Sichtbarkeit (arcade_settings)', cut('Sichtbarkeit', whole.replace('left join arcade_settings st on st.user_uuid = u.uuid', '').replace('coalesce(st.visible_to_class, true) or', 'true or'))],
        [
          'Einträge als JSON-Arrays statt Objekten',
          cut('Einträge', whole.replace(entryObject, 'json_build_array(k.uuid, k.first_name, k.surname,').replace("'points', coalesce", 'coalesce').replace("'shown_trophy_uuid', (", '(')),
        ],
        ['nur die Klasse zählen (kein JSON, keine Punkte, keine Trophäen)', cut('Zählen', whole.replace(/select json_agg\(json_build_object\([\s\S]*?from counted k/, 'select count(*) from counted k'))],
        ['select 1 (wie /ready)', 'select 1 where $1::text is not null'],
      ];
      const parameterCount = (text: string) => new Set(text.match(/\$\d+/g) ?? []).size;
      // A cut that removes the trophy order leaves the subject as the only parameter: renumbered.
      const prepared = parts.map(([label, text], index) => {
        const statement = parameterCount(text) === 1 && text.includes('$3') ? text.replace('$3', '$1') : text;
        const values = parameterCount(statement) === params.length ? params : [params.at(-1)];
        return { label, name: `ranking_part_${index}`, text: statement, values };
      });
      const totals = new Map<string, number>();
      for (let round = 0; round < 3; round += 1) {
        for (const part of prepared) {
          for (let run = 0; run < 50; run += 1) await plans.query(part);
          const started = performance.now();
          for (let run = 0; run < PART_RUNS; run += 1) await plans.query(part);
          totals.set(part.label, (totals.get(part.label) ?? 0) + (performance.now() - started) / PART_RUNS);
        }
      }
      const plansOfWhole = await plans.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [prepared[0]!.name],
      );
      console.log(`\nDie Teile der Abfrage (je ${PART_RUNS} Ausführungen in 3 Runden, eine Verbindung, benannt vorbereitet; Mittel je Rundreise):`);
      for (const part of prepared) console.log(`  ${(totals.get(part.label)! / 3).toFixed(3)} ms  ${part.label}`);
      const { generic_plans: generic, custom_plans: custom } = plansOfWhole.rows[0]!;
      console.log(`  Pläne der ganzen Abfrage: ${generic} allgemein, ${custom} eigens (PostgreSQL plant sie nicht bei jedem Aufruf neu)`);
    };

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
    await measureParts(rankingSelect(db, student, trophyOrder).toSQL());
  } finally {
    await database.close();
  }
} finally {
  await plans.end().catch(() => undefined);
  await scratch.drop();
}
