import { IDEMPOTENCY_KEY_HEADER } from '@berufswahl/contracts/shared/idempotency';
import { apiRequest, isApiError } from '../api-client';
import type { Draft, DraftBody, DraftState, DraftsStore } from './drafts-store';

/** What became of one try to send a draft. */
export type SendOutcome =
  | { kind: 'sent' }
  /** Kept on the draft for the student: a refusal or a conflict. */
  | { kind: 'kept'; state: DraftState }
  /** Not now (no network, signed out, server busy): the draft waits, and so do the ones after it. */
  | { kind: 'later' };

/**
 * Sorts an error of one try: a network failure, a missing sign-in or a busy server means "later"
 * (the order of the drafts is kept, so nothing later overtakes it); 409 ANSWER_CHANGED is a
 * conflict for the student; any other refusal lands on the draft with the server's German message.
 */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'later' };
  const body = error.errorBody;
  if (body?.code === 'ANSWER_CHANGED') return { kind: 'kept', state: { kind: 'conflict', message: body.message, current: body.current } };
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500 || body?.code === 'REQUEST_IN_PROGRESS') {
    return { kind: 'later' };
  }
  return { kind: 'kept', state: { kind: 'refused', message: body?.message ?? error.message } };
}

function requestBodyOf(body: DraftBody): unknown {
  if (body.type === 'json') return body.value;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  if (body.file) form.append(body.file.field, body.file.blob, body.file.name);
  return form;
}

/** Sends one draft with its key: a retry of a write that already arrived gets the first answer. */
export async function sendDraft(draft: Draft): Promise<SendOutcome> {
  try {
    await apiRequest(draft.path, { method: draft.method, body: requestBodyOf(draft.body), headers: { [IDEMPOTENCY_KEY_HEADER]: draft.key } });
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/**
 * Sends the waiting drafts oldest first, each once per call; stops at the first "later" so the
 * order holds. Drafts the student must look at (refused, conflict) are skipped until changed.
 * Returns how many arrived.
 */
export async function sendWaitingDrafts(store: DraftsStore, send: (draft: Draft) => Promise<SendOutcome> = sendDraft): Promise<number> {
  let sent = 0;
  for (const draft of await store.list()) {
    if (draft.state.kind !== 'waiting') continue;
    const outcome = await send(draft);
    if (outcome.kind === 'later') break;
    if (outcome.kind === 'sent') {
      await store.remove(draft.key);
      sent += 1;
    } else {
      await store.setState(draft.key, outcome.state);
    }
  }
  return sent;
}
