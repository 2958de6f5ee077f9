import { sql } from 'drizzle-orm';
import type { Task } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { loadArcadeContent } from '../../arcade/testing';
import { tasksOfPath } from '../career-orientations/mein-weg-content';

/**
 * A student saving many answers at once (tabs, a double tap, a draft sent again while the next
 * answer goes out): the save takes the user's award lock in its own statement and before the
 * answer's row (decision 248), so saves of one student run their awards one after another and no
 * two saves deadlock. Meaningful with TEST_DATABASE_URL (PostgreSQL, several connections); on
 * PGlite the requests run one after another and it checks the outcome.
 */

let testApp: TestApp;

async function save(task: Task, body: object) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/bo/v1/tasks/${task.uuid}/answer`,
    headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
    payload: body,
  });
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await testApp.database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number | string }[];
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('saving many answers of one student at once', () => {
  it('answers 200 to every save and counts every task and reflection once, with the points they earn', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    const reflections = (await tasksOfPath('sek1')).map(({ task }) => task).filter((task) => task.kind === 'reflection');
    expect(reflections.length).toBeGreaterThanOrEqual(3);
    const text = 'Heute habe ich im Betrieb gesehen, wie eine Schicht beginnt.';
    // Each reflection four times at once, two of them "done": the same rows however they interleave.
    const answers = await Promise.all(
      reflections.flatMap((task) => [0, 1, 2, 3].map((round) => save(task, { kind: 'reflection', text: `${text} ${round}`, done: round % 2 === 0 }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const taskUuids = sql.join(
      reflections.map((task) => sql`${task.uuid}::uuid`),
      sql`, `,
    );
    expect(await countOf(sql`select count(*)::int as n from bo_task_answers where user_uuid = ${student} and deleted_at is null and task_uuid in (${taskUuids})`)).toBe(
      reflections.length,
    );
    const events = (action: string) =>
      countOf(sql`select count(*)::int as n from arcade_point_events where user_uuid = ${student} and action = ${action} and subject_uuid in (${taskUuids})`);
    expect(await events('reflection_written')).toBe(reflections.length);
    expect(await events('task_done')).toBe(reflections.length);
    // The totals the trigger keeps agree with the events: no award was lost between two saves.
    const content = await loadArcadeContent();
    expect(content.points_per_action.reflection_written).toBeGreaterThan(0);
    expect(await countOf(sql`select points as n from arcade_point_totals where user_uuid = ${student}`)).toBe(
      await countOf(sql`select coalesce(sum(points), 0)::int as n from arcade_point_events where user_uuid = ${student}`),
    );
  });
});
