import type { ArcadeContent, RankingResponse } from '@berufswahl/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../platform/auth/access';
import type { DatabaseHandle } from '../../../platform/db/client';
import { classMemberships, users } from '../../../platform/db/schema';
import type { DemoWorld } from '../../../platform/db/seed/demo-seed';
import { joinedCallerOf } from '../../../test/joined-caller';
import { openTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../../wiring/demo-seed';
import { createAccount } from '../../identity/testing';
import { createArcadeClassesRepository, classNameOf, isStudent } from '../arcade-classes.repository';
import { arcadePointEvents, arcadeSettings, arcadeUserTrophies } from '../arcade.schema';
import { loadArcadeContent, presentRank } from '../points/arcade-content';
import { buildStudent, CLASS_8A_SCHOOL_A, CLASS_8B_SCHOOL_A } from '../testing/factories';
import { createRankingsRepository, type RankingsRepository } from './rankings.repository';
import { createRankingsService } from './rankings.service';
import { displayNameOf, positionStandings } from './standings';

/**
 * The one-round-trip ranking (decision 243) against the queries it replaced: for every student of
 * the demo world and of the edge cases added here – no class, hidden students (the caller too),
 * equal points, no trophies, several trophies awarded the same moment, a trophy the content no
 * longer knows, a non-student in a class – `GET /rankings`'s answer is byte for byte the one the
 * four or five queries gave, in both languages. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/arcade/rankings
 */

let database: DatabaseHandle;
let world: DemoWorld;
let repository: RankingsRepository;

/** The standings query as it was before decision 243 (every student of the class, points, visibility). */
async function standingsBefore(classUuid: string) {
  const { db } = database;
  const members = db.select({ userUuid: classMemberships.userUuid }).from(classMemberships).where(eq(classMemberships.classUuid, classUuid));
  const points = db
    .select({ userUuid: arcadePointEvents.userUuid, points: sql<number>`sum(${arcadePointEvents.points})::int`.as('points') })
    .from(arcadePointEvents)
    .where(inArray(arcadePointEvents.userUuid, members))
    .groupBy(arcadePointEvents.userUuid)
    .as('points');
  const rows = await db
    .select({
      uuid: users.uuid,
      firstName: users.firstName,
      surname: users.surname,
      points: sql<number>`coalesce(${points.points}, 0)::int`,
      visibleToClass: sql<boolean>`coalesce(${arcadeSettings.visibleToClass}, true)`,
    })
    .from(classMemberships)
    .innerJoin(users, eq(users.uuid, classMemberships.userUuid))
    .leftJoin(points, eq(points.userUuid, users.uuid))
    .leftJoin(arcadeSettings, eq(arcadeSettings.userUuid, users.uuid))
    .where(and(eq(classMemberships.classUuid, classUuid), isStudent));
  return rows.map((row) => ({ ...row, points: Number(row.points), visibleToClass: Boolean(row.visibleToClass) }));
}

/** The trophy a student showed before decision 247, chosen in Node from every trophy they hold. */
function shownTrophyBefore(content: ArcadeContent, held: readonly { trophyUuid: string; awardedAt: Date }[], simpleLanguage: boolean) {
  const order = new Map(content.trophies.map((trophy, index) => [trophy.uuid, index]));
  const best = [...held]
    .filter((row) => order.has(row.trophyUuid))
    .sort((a, b) => b.awardedAt.getTime() - a.awardedAt.getTime() || (order.get(b.trophyUuid) ?? 0) - (order.get(a.trophyUuid) ?? 0))[0];
  const trophy = best ? content.trophies[order.get(best.trophyUuid) ?? -1] : undefined;
  return trophy ? { uuid: trophy.uuid, name: simpleLanguage ? trophy.name_el : trophy.name, icon: trophy.icon } : null;
}

/** `rankingOf` as it was before decision 243: four or five queries, put together in Node. */
async function rankingBefore(caller: Caller): Promise<RankingResponse> {
  const content = await loadArcadeContent();
  const simpleLanguage = caller.simpleLanguage;
  const schoolClass = await createArcadeClassesRepository(database.db).findClassOfStudent(caller.uuid);
  const standings = schoolClass ? await standingsBefore(schoolClass.uuid) : [];
  const visibleToClass = await repository.isVisibleToClass(caller.uuid);
  const counted = standings.filter((row) => row.visibleToClass || row.uuid === caller.uuid);
  if (!counted.some((row) => row.uuid === caller.uuid)) {
    counted.push({ uuid: caller.uuid, firstName: '', surname: '', points: await repository.pointsOf(caller.uuid), visibleToClass });
  }
  const trophies = await repository.trophiesOf(counted.map((row) => row.uuid));
  const positioned = positionStandings(counted.map((row) => ({ ...row, name: displayNameOf(row.firstName, row.surname) })));
  const entries = positioned.map((row) => {
    const trophy = shownTrophyBefore(
      content,
      trophies.filter((held) => held.userUuid === row.uuid),
      simpleLanguage,
    );
    return {
      position: row.position,
      points: row.points,
      rank: presentRank(content, row.points, simpleLanguage),
      display_name: row.name,
      is_me: row.uuid === caller.uuid,
      trophy: trophy ? { achievement: trophy } : null,
    };
  });
  const me = entries.find((entry) => entry.is_me);
  if (!me) throw new Error('the caller is missing from their own ranking');
  return {
    position: schoolClass ? me.position : null,
    points: me.points,
    rank: me.rank,
    class: schoolClass ? { uuid: schoolClass.uuid, name: classNameOf(schoolClass) } : null,
    trophy: me.trophy,
    visible_to_class: visibleToClass,
    entries: schoolClass ? entries : [me],
  };
}

async function givePoints(userUuid: string, points: number) {
  await database.db.insert(arcadePointEvents).values({ userUuid, action: 'story_created', subjectUuid: crypto.randomUUID(), points });
}

async function hide(userUuid: string) {
  await database.db.insert(arcadeSettings).values({ userUuid, visibleToClass: false });
}

beforeAll(async () => {
  database = await openTestDatabase();
  world = await seedDemo(database.db, { isProduction: false, withLife: true });
  repository = createRankingsRepository(database.db);
  const { db } = database;
  const trophyUuids = (await loadArcadeContent()).trophies.map((trophy) => trophy.uuid);
  const sameMoment = new Date('2026-11-20T09:30:00.123Z');

  // Equal points, equal first names, a hidden leader, no trophies and several at one moment.
  const tiedA = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Ada', surname: 'Gleich' });
  const tiedB = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Ada', surname: 'Anders' });
  const hiddenLeader = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Hanna', surname: 'Versteckt' });
  const noTrophies = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Nina', surname: '' });
  for (const student of [tiedA, tiedB]) await givePoints(student, 40);
  await givePoints(hiddenLeader, 500);
  await givePoints(noTrophies, 0);
  await hide(hiddenLeader);
  await db.insert(arcadeUserTrophies).values([
    ...trophyUuids.slice(0, 3).map((trophyUuid) => ({ userUuid: tiedA, trophyUuid, awardedAt: sameMoment })),
    ...trophyUuids.slice(1, 4).map((trophyUuid) => ({ userUuid: tiedB, trophyUuid, awardedAt: sameMoment })),
    { userUuid: tiedB, trophyUuid: trophyUuids[0] ?? '', awardedAt: new Date(sameMoment.getTime() + 1) },
    { userUuid: hiddenLeader, trophyUuid: trophyUuids[2] ?? '', awardedAt: sameMoment },
    // a trophy the content no longer knows is never shown
    { userUuid: tiedA, trophyUuid: crypto.randomUUID(), awardedAt: new Date(sameMoment.getTime() + 60_000) },
  ]);

  // Two trophies of one millisecond, the easier one written later: the harder one is shown.
  const sameMillisecond = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Mia', surname: 'Mikro' });
  await db.insert(arcadeUserTrophies).values({ userUuid: sameMillisecond, trophyUuid: trophyUuids[3] ?? '', awardedAt: sameMoment });
  await db.insert(arcadeUserTrophies).values({ userUuid: sameMillisecond, trophyUuid: trophyUuids[1] ?? '', awardedAt: sameMoment });

  // A class of hidden students only, the caller among them.
  const hiddenOnes = [
    await buildStudent(db, world, { classUuid: CLASS_8B_SCHOOL_A, firstName: 'Ole', surname: 'Leise' }),
    await buildStudent(db, world, { classUuid: CLASS_8B_SCHOOL_A, firstName: 'Pia', surname: 'Still' }),
  ];
  for (const student of hiddenOnes) {
    await givePoints(student, 15);
    await hide(student);
  }

  // Students without a class: with points and trophies, hidden, and with nothing at all.
  const classless = await buildStudent(db, world, { classUuid: null, firstName: 'Kai', surname: 'Ohneklasse' });
  await givePoints(classless, 25);
  await givePoints(classless, 5);
  await db.insert(arcadeUserTrophies).values(trophyUuids.slice(0, 2).map((trophyUuid) => ({ userUuid: classless, trophyUuid, awardedAt: sameMoment })));
  await hide(await buildStudent(db, world, { classUuid: null, firstName: 'Lea', surname: 'Versteckt' }));
  await buildStudent(db, world, { classUuid: null, firstName: 'Max', surname: 'Leer' });

  // A teacher listed in a class is no student of the ranking.
  const school = world.schools.find((candidate) => candidate.key === 'A');
  if (!school) throw new Error('demo school missing');
  const teacher = await createAccount(db, { role: 'LEHRER', school: { uuid: school.uuid, clientUuid: world.client.uuid } });
  await db.insert(classMemberships).values({ userUuid: teacher.uuid, classUuid: CLASS_8A_SCHOOL_A });
  await givePoints(teacher.uuid, 1000);
});
afterAll(() => database.close());

describe('ranking in one round trip (decisions 243 and 253)', () => {
  it('answers every student exactly as the four or five queries did, in both languages', async () => {
    const students = await database.db
      .select({ uuid: users.uuid, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid, roles: users.roles, subject: users.idpSubject })
      .from(users)
      .where(isStudent);
    const service = createRankingsService({ rankings: repository });
    let entries = 0;
    for (const { subject, ...student } of students) {
      for (const simpleLanguage of [false, true]) {
        const caller: Caller = { ...student, activeRole: 'SCHUELER', simpleLanguage };
        const before = await rankingBefore(caller);
        // The query reads the caller's own row by the subject; the language is the test's choice.
        const joined = joinedCallerOf(subject, { simpleLanguage });
        const now = await service.rankingOf(joined);
        expect(joined.admitted.map((row) => row && { ...row, simpleLanguage })).toEqual([caller]);
        expect(JSON.stringify(now), `${student.uuid} ${simpleLanguage}`).toBe(JSON.stringify(before));
        entries += before.entries.length;
      }
    }
    // The comparison must have had something to compare: classes with several entries, trophies.
    expect(students.length).toBeGreaterThan(10);
    expect(entries).toBeGreaterThan(students.length * 2);
  });

  it('keeps the moments of trophies in whole milliseconds, the order the shown trophy is read in (decision 255)', async () => {
    const { db } = database;
    const [trophy] = (await loadArcadeContent()).trophies;
    const student = await buildStudent(db, world, { classUuid: CLASS_8B_SCHOOL_A, firstName: 'Ute', surname: 'Genau' });
    // The default moment: now, in whole milliseconds.
    await db.insert(arcadeUserTrophies).values({ userUuid: student, trophyUuid: trophy?.uuid ?? '' });
    const [stored] = await db
      .select({ exact: sql<boolean>`${arcadeUserTrophies.awardedAt} = date_trunc('milliseconds', ${arcadeUserTrophies.awardedAt})` })
      .from(arcadeUserTrophies)
      .where(eq(arcadeUserTrophies.userUuid, student));
    expect(stored?.exact).toBe(true);
    // Finer moments – which two trophies within one millisecond would sort apart – are refused.
    await expect(
      db.execute(sql`insert into arcade_user_trophies (user_uuid, trophy_uuid, awarded_at) values (${student}, ${crypto.randomUUID()}, '2026-11-20T09:30:00.123400Z')`),
    ).rejects.toThrow();
  });

  it('gives an unknown account no ranking at all', async () => {
    expect(await repository.rankingBySubject('00000000-0000-4000-8000-000000000000', [])).toBeUndefined();
  });
});
