import { eq, sql } from 'drizzle-orm';
import { STATEMENT_MESSAGES, STATEMENT_TEXT_MAX, STATEMENTS_PER_STUDENT_MAX, statementListSchema, statementSchema, type Statement } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { pinboardEntries } from '../pinboard/pinboard.schema';
import { statementsPersonalData } from './statements.personal-data';
import { statements } from './statements.schema';

const URL = '/api/bo/v1/statements';
const statementUrl = (uuid: string) => `${URL}/${uuid}`;

let testApp: TestApp;

async function call(username: string | null, request: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; json?: object }) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

async function write(username: string, text: string): Promise<Statement> {
  const response = await call(username, { method: 'POST', url: URL, json: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return statementSchema.parse(response.json());
}

async function pointEventsOf(statementUuid: string): Promise<number> {
  const result = await testApp.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from arcade_point_events where subject_uuid = ${statementUuid} and action = 'statement_written'`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('statements of a student', () => {
  it('writes, lists, edits and deletes a statement, and awards the points once', async () => {
    const statement = await write('schueler', '  Ich arbeite gern mit den Händen, weil ich dann sehe, was ich geschafft habe.  ');
    expect(statement.text).toBe('Ich arbeite gern mit den Händen, weil ich dann sehe, was ich geschafft habe.');
    expect(await pointEventsOf(statement.uuid)).toBe(1);

    const list = statementListSchema.parse((await call('schueler', { method: 'GET', url: URL })).json());
    expect(list.items[0]).toEqual(statement);

    const edited = await call('schueler', { method: 'PATCH', url: statementUrl(statement.uuid), json: { text: 'Ich kann gut erklären.' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ uuid: statement.uuid, text: 'Ich kann gut erklären.', created_date: statement.created_date });
    expect(await pointEventsOf(statement.uuid)).toBe(1);

    const deleted = await call('schueler', { method: 'DELETE', url: statementUrl(statement.uuid) });
    expect(deleted.statusCode).toBe(204);
    const after = statementListSchema.parse((await call('schueler', { method: 'GET', url: URL })).json());
    expect(after.items.map((item) => item.uuid)).not.toContain(statement.uuid);
    expect((await call('schueler', { method: 'DELETE', url: statementUrl(statement.uuid) })).statusCode).toBe(404);
  });

  it('deleting a statement removes its pin', async () => {
    const statement = await write('schueler', 'Ich bin geduldig.');
    const pinned = await call('schueler', { method: 'POST', url: '/api/bo/v1/pinboard/my/entries', json: { kind: 'statement', item_uuid: statement.uuid } });
    expect(pinned.statusCode, pinned.body).toBe(201);
    await call('schueler', { method: 'DELETE', url: statementUrl(statement.uuid) });
    const pins = await testApp.database.db.select().from(pinboardEntries).where(eq(pinboardEntries.itemUuid, statement.uuid));
    expect(pins).toHaveLength(0);
  });

  it('never shows or changes another student\'s statement (404)', async () => {
    const statement = await write('schueler', 'Ich mag Zahlen.');
    const list = statementListSchema.parse((await call('schueler2', { method: 'GET', url: URL })).json());
    expect(list.items.map((item) => item.uuid)).not.toContain(statement.uuid);
    const edit = await call('schueler2', { method: 'PATCH', url: statementUrl(statement.uuid), json: { text: 'Übernommen' } });
    expect(edit.statusCode).toBe(404);
    expect((await call('schueler2', { method: 'DELETE', url: statementUrl(statement.uuid) })).statusCode).toBe(404);
    const [row] = await testApp.database.db.select().from(statements).where(eq(statements.uuid, statement.uuid));
    expect(row?.text).toBe('Ich mag Zahlen.');
  });
});

describe('points for statements (decision 150)', () => {
  async function pointsOfStatement(statementUuid: string): Promise<number> {
    const result = await testApp.database.db.execute<{ points: number }>(
      sql`select coalesce(sum(points), 0)::int as points from arcade_point_events where subject_uuid = ${statementUuid} and action = 'statement_written'`,
    );
    return Number((result as unknown as { rows: { points: number }[] }).rows[0]?.points ?? 0);
  }

  it('gives nothing for a deleted statement written again, and at most 3 a day', async () => {
    // schueler2 starts without statements and without statement points.
    const ownerUuid = demoUser(testApp.world, 'schueler2').uuid;
    await testApp.database.db.delete(statements).where(eq(statements.ownerUuid, ownerUuid));
    await testApp.database.db.execute(sql`delete from arcade_point_events where user_uuid = ${ownerUuid} and action = 'statement_written'`);

    const first = await write('schueler2', 'Ich kann gut zuhören.');
    const second = await write('schueler2', 'Ich bastle gern.');
    expect([await pointsOfStatement(first.uuid), await pointsOfStatement(second.uuid)]).toEqual([5, 5]);

    // Deleted and written again: still two statements, and two have earned points already.
    expect((await call('schueler2', { method: 'DELETE', url: statementUrl(second.uuid) })).statusCode).toBe(204);
    const again = await write('schueler2', 'Ich bastle gern.');
    expect(await pointsOfStatement(again.uuid)).toBe(0);
    // Counted all the same (trophies count statements written), just without points.
    expect(await pointEventsOf(again.uuid)).toBe(1);

    // A really new one earns – the third of the day; the fourth is past the daily limit.
    const third = await write('schueler2', 'Ich rechne gern.');
    expect(await pointsOfStatement(third.uuid)).toBe(5);
    const fourth = await write('schueler2', 'Ich organisiere gern.');
    expect(await pointsOfStatement(fourth.uuid)).toBe(0);
  });
});

describe('sad paths', () => {
  it('answers 401 without a token and 403 for other roles', async () => {
    expect((await call(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await call(null, { method: 'POST', url: URL, json: { text: 'x' } })).statusCode).toBe(401);
    expect((await call('lehrer', { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await call('lehrer', { method: 'POST', url: URL, json: { text: 'Ich unterrichte gern.' } })).statusCode).toBe(403);
  });

  it('answers 400 with the German message for an empty or too long text and a bad uuid', async () => {
    const empty = await call('schueler', { method: 'POST', url: URL, json: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Aussage ist ein Pflichtfeld');
    const missing = await call('schueler', { method: 'POST', url: URL, json: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Aussage ist ein Pflichtfeld');
    const long = await call('schueler', { method: 'POST', url: URL, json: { text: 'a'.repeat(STATEMENT_TEXT_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(`Aussage darf nicht länger als ${STATEMENT_TEXT_MAX} Zeichen sein`);
    expect((await call('schueler', { method: 'PATCH', url: statementUrl('keine-uuid'), json: { text: 'x' } })).statusCode).toBe(400);
  });

  it('refuses more than the maximum number of statements', async () => {
    const ownerUuid = demoUser(testApp.world, 'schueler2').uuid;
    const existing = statementListSchema.parse((await call('schueler2', { method: 'GET', url: URL })).json()).items.length;
    const missing = STATEMENTS_PER_STUDENT_MAX - existing;
    await testApp.database.db.insert(statements).values(Array.from({ length: missing }, (_, index) => ({ ownerUuid, text: `Aussage ${index}` })));
    const response = await call('schueler2', { method: 'POST', url: URL, json: { text: 'Noch eine' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STATEMENT_MESSAGES.tooMany);
    await testApp.database.db.delete(statements).where(eq(statements.ownerUuid, ownerUuid));
  });
});

describe('personal data', () => {
  it('exports the statements of a student and erases them', async () => {
    const statement = await write('schueler', 'Ich bin hilfsbereit.');
    const owner = demoUser(testApp.world, 'schueler').uuid;
    const exported = await statementsPersonalData.collect(testApp.database.db, owner);
    expect(exported.records).toContainEqual(expect.objectContaining({ uuid: statement.uuid, text: 'Ich bin hilfsbereit.', deleted_date: null }));
    await testApp.database.db.transaction((tx) => statementsPersonalData.erase(tx, owner));
    expect(await testApp.database.db.select().from(statements).where(eq(statements.ownerUuid, owner))).toEqual([]);
  });
});
