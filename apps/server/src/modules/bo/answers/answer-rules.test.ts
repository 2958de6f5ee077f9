import { ANSWER_MESSAGES, levelOfClass, saveAnswerBodySchema, type Task } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/http/errors';
import { answerContentFor, statusOf } from './answer-rules';

const base = { uuid: '00000000-0000-4000-8000-000000000001', title: 'T', title_el: 'T', text: 'x', text_el: 'y' };
const checklist: Task = {
  ...base,
  kind: 'checklist',
  items: [
    { id: 'a', text: 'A', text_el: 'A' },
    { id: 'b', text: 'B', text_el: 'B' },
  ],
};
const now = new Date('2026-11-22T08:00:00Z');
const earlier = new Date('2026-11-20T08:00:00Z');
const body = (value: unknown) => saveAnswerBodySchema.parse(value);

function messageOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  return undefined;
}

describe('answerContentFor', () => {
  it('keeps ticks in the order of the task, each once', () => {
    const content = answerContentFor(checklist, body({ kind: 'checklist', checked: ['b', 'a', 'b'] }), undefined, now);
    expect(content.checkedItems).toEqual(['a', 'b']);
    expect(content.doneAt).toBeNull();
  });

  it('keeps the first done date when a finished answer is saved again', () => {
    const content = answerContentFor(checklist, body({ kind: 'checklist', checked: ['a'], done: true }), { doneAt: earlier, linkVisitedAt: null, fileUuid: null }, now);
    expect(content.doneAt).toEqual(earlier);
  });

  it('reopens a finished answer when done is false', () => {
    const content = answerContentFor(checklist, body({ kind: 'checklist', checked: ['a'] }), { doneAt: earlier, linkVisitedAt: null, fileUuid: null }, now);
    expect(content.doneAt).toBeNull();
  });

  it('refuses another kind, unknown items and done without a tick', () => {
    expect(messageOf(() => answerContentFor(checklist, body({ kind: 'reflection', text: 'x' }), undefined, now))).toBe(ANSWER_MESSAGES.kindMismatch);
    expect(messageOf(() => answerContentFor(checklist, body({ kind: 'checklist', checked: ['c'] }), undefined, now))).toBe(ANSWER_MESSAGES.unknownItem);
    expect(messageOf(() => answerContentFor(checklist, body({ kind: 'checklist', checked: [], done: true }), undefined, now))).toBe(
      ANSWER_MESSAGES.incompleteChecklist,
    );
  });

  it('counts an upload task as done only with a file', () => {
    const upload: Task = { ...base, kind: 'upload' };
    expect(messageOf(() => answerContentFor(upload, body({ kind: 'upload', done: true }), undefined, now))).toBe(ANSWER_MESSAGES.incompleteUpload);
    const content = answerContentFor(upload, body({ kind: 'upload', done: true }), { doneAt: null, linkVisitedAt: null, fileUuid: base.uuid }, now);
    expect(content.doneAt).toEqual(now);
  });
});

describe('statusOf', () => {
  it('is open without an answer, started with one and done when marked', () => {
    expect(statusOf(undefined)).toBe('open');
    expect(statusOf({ doneAt: null })).toBe('started');
    expect(statusOf({ doneAt: now })).toBe('done');
  });
});

describe('levelOfClass', () => {
  it('is Sek II from grade 11 only at a school with a Sekundarstufe II', () => {
    expect(levelOfClass(10, true)).toBe('sek1');
    expect(levelOfClass(11, true)).toBe('sek2');
    expect(levelOfClass(13, true)).toBe('sek2');
    expect(levelOfClass(11, false)).toBe('sek1');
  });
});
