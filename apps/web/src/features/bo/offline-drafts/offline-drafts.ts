import { useCallback, useEffect, useState } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '@berufswahl/contracts/shared/idempotency';
import { isApiError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import { outcomeOfError, sendWaitingDrafts } from '../../../lib/offline/draft-sync';
import {
  deleteDraftsDatabase,
  DRAFTS_CHANGED_EVENT,
  openDraftsStore,
  type Draft,
  type DraftBody,
  type DraftKind,
  type DraftsStore,
} from '../../../lib/offline/drafts-store';
import offlineTexts from '../../../locales/de-offline-drafts.json';
import simpleOfflineTexts from '../../../locales/de-offline-drafts.leicht.json';

addTexts(offlineTexts, simpleOfflineTexts);

/**
 * The student's offline drafts as screens use them (decision 240): send a write with its key and
 * keep it when the network is gone; list, discard and resolve drafts; send the waiting ones.
 * Loaded only with student screens and, from the shell, by a dynamic import.
 */

export type NewDraft = Pick<Draft, 'kind' | 'subject' | 'method' | 'path' | 'body' | 'preview'>;

/**
 * The signed-in person's subject: it names their drafts database in this browser. After an offline
 * start there is no session, but the drafts written then (and the ones already waiting) belong to
 * the person whose kept answers the app shows – without this, a draft written after an offline
 * start would be reported as kept and silently lost.
 */
async function currentSubject(): Promise<string | null> {
  // Imported as the API client and start-up import it (dynamically): a static import here makes the
  // bundler add a runtime chunk to every first screen (+0.6 KB gzip).
  const { readableSubjectNow } = await import('../../../lib/offline/offline-copy');
  return readableSubjectNow() ?? null;
}

/** Set by the sign-out: from then on nothing opens – and so re-creates – the drafts database. */
let isSigningOut = false;

async function withStore<T>(work: (store: DraftsStore) => Promise<T>): Promise<T | null> {
  const subject = await currentSubject();
  if (!subject || isSigningOut) return null;
  const store = await openDraftsStore(subject);
  try {
    return await work(store);
  } finally {
    store.close();
  }
}

/** A failed fetch (no network, connection lost), as opposed to an answer of the server. */
export function isNetworkFailure(error: unknown): boolean {
  return !isApiError(error) && error instanceof TypeError;
}

/**
 * Sends a write with a fresh Idempotency-Key; offline, or when the network fails on the way, keeps
 * it as a draft under the same key (the request may have arrived – a retry then gets its answer).
 * An answer changed on another device meanwhile becomes a draft in conflict, for the student to
 * choose. Any other refusal is thrown as before.
 */
export type SendOrKeepResult<T> = { kind: 'sent'; value: T } | { kind: 'kept'; conflictMessage: string | null };

export async function sendOrKeep<T>(draft: NewDraft, send: (headers: Record<string, string>) => Promise<T>): Promise<SendOrKeepResult<T>> {
  const key = crypto.randomUUID();
  const keep = async (state?: Extract<Draft['state'], { kind: 'conflict' }>): Promise<SendOrKeepResult<T>> => {
    await withStore(async (store) => {
      const stored = await store.add({ ...draft, key });
      if (state) await store.setState(stored.key, state);
    });
    return { kind: 'kept', conflictMessage: state?.message ?? null };
  };
  if (!navigator.onLine) return keep();
  try {
    return { kind: 'sent', value: await send({ [IDEMPOTENCY_KEY_HEADER]: key }) };
  } catch (error) {
    if (isNetworkFailure(error)) return keep();
    const outcome = outcomeOfError(error);
    if (outcome.kind === 'kept' && outcome.state.kind === 'conflict') return keep(outcome.state);
    throw error;
  }
}

let running: Promise<number> | null = null;

/** Sends the waiting drafts in order; one run at a time (the `online` event and start-up may meet). */
export function sendDrafts(): Promise<number> {
  running ??= withStore((store) => sendWaitingDrafts(store))
    .then((sent) => sent ?? 0)
    .finally(() => {
      running = null;
    });
  return running;
}

export async function discardDraft(key: string): Promise<void> {
  await withStore((store) => store.remove(key));
}

/** Keeps the student's version of a conflicting answer: sent again, based on the other device's answer. */
export async function keepMine(draft: Draft, basedOn: string | null): Promise<void> {
  if (draft.body.type !== 'json') return;
  const body: DraftBody = { type: 'json', value: { ...(draft.body.value as object), based_on: basedOn } };
  // A new key: the old one may be stored with the refused payload's fingerprint.
  await withStore(async (store) => {
    await store.remove(draft.key);
    await store.add({ kind: draft.kind, subject: draft.subject, method: draft.method, path: draft.path, body, preview: draft.preview, key: crypto.randomUUID() });
  });
  await sendDrafts();
}

export async function countDrafts(): Promise<number> {
  return (await withStore(async (store) => (await store.list()).length)) ?? 0;
}

/** Deletes this person's drafts database (sign-out on a shared computer). */
export async function deleteDrafts(): Promise<void> {
  isSigningOut = true;
  const subject = await currentSubject();
  if (subject) await deleteDraftsDatabase(subject);
}

/** The drafts of one kind (and subject, e.g. a task), read again whenever a draft changes. */
export function useDrafts(kind: DraftKind, subject: string | null = null): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const read = useCallback(() => {
    void withStore((store) => store.list()).then((all) =>
      setDrafts((all ?? []).filter((draft) => draft.kind === kind && (subject === null || draft.subject === subject))),
    );
  }, [kind, subject]);
  useEffect(() => {
    read();
    window.addEventListener(DRAFTS_CHANGED_EVENT, read);
    return () => window.removeEventListener(DRAFTS_CHANGED_EVENT, read);
  }, [read]);
  return drafts;
}
