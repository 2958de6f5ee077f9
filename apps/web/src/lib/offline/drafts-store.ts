import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Writes a student made while offline, kept in IndexedDB until they reach the server (decision
 * 240). One database per person (by the token's subject), so a shared school PC never sends or
 * shows one student's drafts to the next; signing out deletes it.
 */

/** Where a draft will appear once sent. */
export type DraftKind = 'story' | 'answer' | 'statement';

/** A request body as it can be stored: JSON, or multipart fields with at most one file. */
export type DraftBody =
  | { type: 'json'; value: unknown }
  | { type: 'multipart'; fields: Record<string, string>; file: { field: string; name: string; blob: Blob } | null };

export type DraftState =
  | { kind: 'waiting' }
  /** The server refused it (quota, validation): its German message; kept until fixed or discarded. */
  | { kind: 'refused'; message: string }
  /** The answer was changed on another device meanwhile: the server's version, for the student to choose. */
  | { kind: 'conflict'; message: string; current: unknown };

export type Draft = {
  /** The Idempotency-Key: made once, sent with every try, so the server does the write once. */
  key: string;
  kind: DraftKind;
  /** What the draft belongs to (the task's uuid for an answer), for showing it in its place. */
  subject: string | null;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: DraftBody;
  /** A short text to show in place of the sent item (the story's text, the answer's text). */
  preview: string;
  createdAt: string;
  /** Sending order: drafts go out oldest first. */
  sequence: number;
  state: DraftState;
};

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: Draft; indexes: { sequence: number } };
}

const DATABASE_PREFIX = 'berufswahl-drafts-';

export function draftsDatabaseName(subject: string): string {
  return `${DATABASE_PREFIX}${subject}`;
}

/** Fired on window when any draft changed, so the places that show drafts read them again. */
export const DRAFTS_CHANGED_EVENT = 'berufswahl:drafts-changed';

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DRAFTS_CHANGED_EVENT));
}

export type DraftsStore = {
  add(draft: Omit<Draft, 'sequence' | 'createdAt' | 'state'>): Promise<Draft>;
  list(): Promise<Draft[]>;
  setState(key: string, state: DraftState): Promise<void>;
  /** Replaces the body (the student fixed a refused draft, or keeps their answer on a new base). */
  replaceBody(key: string, body: DraftBody, preview?: string): Promise<void>;
  remove(key: string): Promise<void>;
  close(): void;
};

const open = (subject: string): Promise<IDBPDatabase<DraftsSchema>> =>
  openDB<DraftsSchema>(draftsDatabaseName(subject), 1, {
    upgrade(database) {
      const drafts = database.createObjectStore('drafts', { keyPath: 'key' });
      drafts.createIndex('sequence', 'sequence');
    },
  });

export async function openDraftsStore(subject: string): Promise<DraftsStore> {
  const database = await open(subject);
  return {
    async add(draft) {
      const transaction = database.transaction('drafts', 'readwrite');
      const last = await transaction.store.index('sequence').openCursor(null, 'prev');
      const stored: Draft = { ...draft, sequence: (last?.value.sequence ?? 0) + 1, createdAt: new Date().toISOString(), state: { kind: 'waiting' } };
      await transaction.store.put(stored);
      await transaction.done;
      announceChange();
      return stored;
    },
    async list() {
      return database.getAllFromIndex('drafts', 'sequence');
    },
    async setState(key, state) {
      const draft = await database.get('drafts', key);
      if (!draft) return;
      await database.put('drafts', { ...draft, state });
      announceChange();
    },
    async replaceBody(key, body, preview) {
      const draft = await database.get('drafts', key);
      if (!draft) return;
      await database.put('drafts', { ...draft, body, preview: preview ?? draft.preview, state: { kind: 'waiting' } });
      announceChange();
    },
    async remove(key) {
      await database.delete('drafts', key);
      announceChange();
    },
    close() {
      database.close();
    },
  };
}

/** Deletes the person's drafts database (sign-out). Resolves once it is gone. */
export async function deleteDraftsDatabase(subject: string): Promise<void> {
  // No change is announced: a screen reading its drafts again would open (and so create) the database anew.
  await deleteDB(draftsDatabaseName(subject));
}
