import { describe, expect, it } from 'vitest';
import '../index';
import { PINBOARD_FEEDBACK_MAX, pinboardClassName, pinboardFeedbackInputSchema, pinItemSchema } from './pinboard';

const UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';

describe('pinItemSchema', () => {
  it('takes the three kinds of items', () => {
    for (const kind of ['story', 'task_answer', 'statement']) {
      expect(pinItemSchema.safeParse({ kind, item_uuid: UUID }).success).toBe(true);
    }
  });

  it('refuses another kind and a malformed uuid', () => {
    expect(pinItemSchema.safeParse({ kind: 'file', item_uuid: UUID }).success).toBe(false);
    expect(pinItemSchema.safeParse({ kind: 'story', item_uuid: 'abc' }).success).toBe(false);
  });
});

describe('pinboardFeedbackInputSchema', () => {
  it('requires a text of at most the maximum length, with German messages', () => {
    expect(pinboardFeedbackInputSchema.parse({ text: ' Gut gemacht! ' })).toEqual({ text: 'Gut gemacht!' });
    expect(pinboardFeedbackInputSchema.safeParse({ text: ' ' }).error?.issues[0]?.message).toBe('Rückmeldung ist ein Pflichtfeld');
    expect(pinboardFeedbackInputSchema.safeParse({ text: 'a'.repeat(PINBOARD_FEEDBACK_MAX + 1) }).error?.issues[0]?.message).toBe(
      `Rückmeldung darf nicht länger als ${PINBOARD_FEEDBACK_MAX} Zeichen sein`,
    );
  });
});

describe('pinboardClassName', () => {
  it('joins grade and addition', () => {
    expect(pinboardClassName({ grade: 8, addition: 'a' })).toBe('8a');
    expect(pinboardClassName({ grade: 11, addition: '' })).toBe('11');
  });
});
