import { questSchema } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CLASS_8A_SCHOOL_A } from '../testing/factories';

/**
 * A student joins a quest while finishing its task at the same moment (two tabs, a double tap, the
 * school-morning benchmark of issue 8). Both take the student's arcade lock and write the same
 * participation row; joining used to write the row before taking the lock, and on PostgreSQL the
 * two transactions deadlocked (one answered 500). Meaningful with TEST_DATABASE_URL (PostgreSQL,
 * several connections): without the fix, 30 rounds answered 500 there, 8 did not; on PGlite the
 * requests run one after another and it checks the outcome.
 */

// Sek I path (content/mein-weg/sek1.json): a checklist task of station "Stärken entdecken".
const TASK_CHECKLIST = '0186c20b-db13-5577-9c37-6fab69696edd';
const ROUNDS = 30;

let testApp: TestApp;

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('joining a quest while finishing its task', () => {
  it('answers 200 to both, however they interleave, and the student ends up done', async () => {
    const started = await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_CHECKLIST });
    expect(started.statusCode).toBe(201);
    const quest = questSchema.parse(started.json());
    const task = (await call('schueler', 'GET', `/api/bo/v1/tasks/${TASK_CHECKLIST}`)).json<{ task: { items: { id: string }[] } }>();
    const firstItem = task.task.items[0]?.id ?? '';

    const answers = await Promise.all(
      Array.from({ length: ROUNDS }, (_, round) => [
        call('schueler', 'POST', `/api/arcade/v1/quests/${quest.uuid}/participations`),
        call('schueler', 'PUT', `/api/bo/v1/tasks/${TASK_CHECKLIST}/answer`, { kind: 'checklist', checked: [firstItem], done: round % 2 === 0 }),
      ]).flat(),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    // The last answer may have reset "done"; finish the task once more and look at the quest.
    await call('schueler', 'PUT', `/api/bo/v1/tasks/${TASK_CHECKLIST}/answer`, { kind: 'checklist', checked: [firstItem], done: true });
    const listed = (await call('schueler', 'GET', '/api/arcade/v1/quests')).json<{ items: { uuid: string; my_state: string }[] }>();
    expect(listed.items.find((item) => item.uuid === quest.uuid)?.my_state).toBe('done');
    // Joined once, by whichever request came first: one participation, the points for it once.
    const { db } = testApp.database;
    const [counts] = (
      (await db.execute(sql`
        select (select count(*)::int from arcade_quest_participations p join users u on u.uuid = p.user_uuid
                where p.quest_uuid = ${quest.uuid}::uuid and u.username = 'schueler') as participations,
               (select count(*)::int from arcade_point_events e join users u on u.uuid = e.user_uuid
                where e.action = 'quest_joined' and e.subject_uuid = ${quest.uuid}::uuid and u.username = 'schueler') as joined_events`)) as unknown as { rows: { participations: number; joined_events: number }[] }
    ).rows;
    expect(counts).toEqual({ participations: 1, joined_events: 1 });
  });
});
