import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { outcomeOfError, sendWaitingDrafts, type SendOutcome } from './draft-sync';
import { deleteDraftsDatabase, openDraftsStore, type Draft, type DraftsStore } from './drafts-store';

const SUBJECT = 'schueler-subject';
const opened: DraftsStore[] = [];

async function storeOf(subject = SUBJECT): Promise<DraftsStore> {
  const store = await openDraftsStore(subject);
  opened.push(store);
  return store;
}

function story(text: string, key = crypto.randomUUID()) {
  return {
    key,
    kind: 'story' as const,
    subject: null,
    method: 'POST' as const,
    path: '/api/bo/v1/artefacts/story',
    body: { type: 'json' as const, value: { description: text } },
    preview: text,
  };
}

afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await deleteDraftsDatabase(SUBJECT);
  await deleteDraftsDatabase('other-subject');
});

describe('the drafts store', () => {
  it('keeps drafts in the order they were written, across a reopening (a reload)', async () => {
    const first = await storeOf();
    await first.add(story('eins'));
    await first.add(story('zwei'));
    first.close();
    const again = await storeOf();
    expect((await again.list()).map((draft) => draft.preview)).toEqual(['eins', 'zwei']);
    expect((await again.list()).every((draft) => draft.state.kind === 'waiting')).toBe(true);
  });

  it('keeps a photo as a Blob with its name', async () => {
    const store = await storeOf();
    const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await store.add({
      ...story('mit Foto'),
      body: { type: 'multipart', fields: { description: 'mit Foto' }, file: { field: 'attachment', name: 'foto.png', blob: photo } },
    });
    const [draft] = await store.list();
    expect(draft?.body.type === 'multipart' && draft.body.file?.name).toBe('foto.png');
    expect(draft?.body.type === 'multipart' && draft.body.file?.blob.size).toBe(4);
  });

  it('keeps the drafts of each person apart and deletes one person’s database whole', async () => {
    const mine = await storeOf();
    const theirs = await storeOf('other-subject');
    await mine.add(story('meins'));
    await theirs.add(story('deins'));
    mine.close();
    await deleteDraftsDatabase(SUBJECT);
    expect(await (await storeOf()).list()).toEqual([]);
    expect((await theirs.list()).map((draft) => draft.preview)).toEqual(['deins']);
  });
});

describe('sending the waiting drafts', () => {
  const sendAll = (store: DraftsStore, outcomes: Record<string, SendOutcome>, sent: string[]) =>
    sendWaitingDrafts(store, async (draft: Draft) => {
      sent.push(draft.preview);
      return outcomes[draft.preview] ?? { kind: 'sent' };
    });

  it('sends oldest first and removes what arrived', async () => {
    const store = await storeOf();
    await store.add(story('eins'));
    await store.add(story('zwei'));
    const sent: string[] = [];
    expect(await sendAll(store, {}, sent)).toBe(2);
    expect(sent).toEqual(['eins', 'zwei']);
    expect(await store.list()).toEqual([]);
  });

  it('stops at the first that must wait, so none overtakes it, and sends it with the same key later', async () => {
    const store = await storeOf();
    const key = crypto.randomUUID();
    await store.add(story('eins', key));
    await store.add(story('zwei'));
    const sent: string[] = [];
    expect(await sendAll(store, { eins: { kind: 'later' } }, sent)).toBe(0);
    expect(sent).toEqual(['eins']);
    expect((await store.list()).map((draft) => draft.key)[0]).toBe(key);
  });

  it('keeps a refused draft with the server message and goes on with the next', async () => {
    const store = await storeOf();
    await store.add(story('zu groß'));
    await store.add(story('zwei'));
    const refused: SendOutcome = { kind: 'kept', state: { kind: 'refused', message: 'Dein Speicher ist voll.' } };
    const sent: string[] = [];
    expect(await sendAll(store, { 'zu groß': refused }, sent)).toBe(1);
    const [left] = await store.list();
    expect(left?.state).toEqual({ kind: 'refused', message: 'Dein Speicher ist voll.' });
    // Not sent again until the student changes or discards it.
    expect(await sendAll(store, {}, [])).toBe(0);
  });
});

describe('what an error of one try means', () => {
  it('waits after a network failure, a missing sign-in and a busy server', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(401, '', { code: 'UNAUTHENTICATED', message: 'x' }))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(503, '', { code: 'SERVICE_UNAVAILABLE', message: 'x' }))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(409, '', { code: 'REQUEST_IN_PROGRESS', message: 'x' }))).toEqual({ kind: 'later' });
  });

  it('lands a quota or validation refusal on the draft with the server message', () => {
    const message = 'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll.';
    expect(outcomeOfError(new ApiError(413, '', { code: 'USER_STORAGE_FULL', message }))).toEqual({
      kind: 'kept',
      state: { kind: 'refused', message },
    });
  });

  it('turns a changed answer into a conflict with the other version', () => {
    const current = { answer: { text: 'Am PC geändert.' } };
    expect(outcomeOfError(new ApiError(409, '', { code: 'ANSWER_CHANGED', message: 'Geändert.', current }))).toEqual({
      kind: 'kept',
      state: { kind: 'conflict', message: 'Geändert.', current },
    });
  });
});
