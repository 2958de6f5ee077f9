import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, publicFeedbackBodySchema, type PublicFeedbackRequest } from '@berufswahl/contracts/bo/feedback';
import { ApiError } from '../../../../../lib/api-error';
import {
  clearDraft,
  draftKeyOf,
  EMPTY_FEEDBACK_FORM,
  errorsFromAnswer,
  errorsInPageOrder,
  feedbackFailureOf,
  hasErrors,
  readDraft,
  summaryLines,
  toFeedbackBody,
  validateFeedbackForm,
  writeDraft,
  type FeedbackFormValues,
} from './feedback-form-logic';

function buildRequest(overrides: Partial<PublicFeedbackRequest> = {}): PublicFeedbackRequest {
  return {
    kind: 'supervisor',
    first_name: 'Mia',
    company_name: 'Zweirad Kettenblatt GmbH',
    start_date: '2027-03-01',
    end_date: '2027-03-12',
    max_days_present: 12,
    items: [
      { key: 'puenktlichkeit', text: 'Kommt pünktlich.' },
      { key: 'teamfaehigkeit', text: 'Arbeitet gut mit anderen zusammen.' },
    ],
    expires_at: '2027-04-01T10:00:00.000Z',
    ...overrides,
  };
}

const COMPLETE: FeedbackFormValues = { daysPresent: '10', ratings: { puenktlichkeit: '4', teamfaehigkeit: 'none' }, comment: '  Sehr engagiert.  ' };

/** A Storage stand-in: a map behind the three methods the draft uses. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('validateFeedbackForm', () => {
  it('accepts a complete supervisor form', () => {
    expect(hasErrors(validateFeedbackForm(COMPLETE, buildRequest()))).toBe(false);
  });

  it('asks the supervisor for the days present, in the server’s words', () => {
    expect(validateFeedbackForm({ ...COMPLETE, daysPresent: ' ' }, buildRequest()).daysPresent).toBe(FEEDBACK_MESSAGES.daysPresentRequired);
  });

  it('refuses days beyond the placement’s calendar days, negative and broken numbers', () => {
    for (const daysPresent of ['13', '-1', '2,5', 'zehn']) {
      expect(validateFeedbackForm({ ...COMPLETE, daysPresent }, buildRequest()).daysPresent, daysPresent).toBe(FEEDBACK_MESSAGES.daysPresentRange(12));
    }
  });

  it('accepts 0 and the last calendar day', () => {
    expect(validateFeedbackForm({ ...COMPLETE, daysPresent: '0' }, buildRequest()).daysPresent).toBeUndefined();
    expect(validateFeedbackForm({ ...COMPLETE, daysPresent: '12' }, buildRequest()).daysPresent).toBeUndefined();
  });

  it('does not ask a parent for days', () => {
    const errors = validateFeedbackForm({ ...COMPLETE, daysPresent: '' }, buildRequest({ kind: 'parent', max_days_present: null }));
    expect(hasErrors(errors)).toBe(false);
  });

  it('names every item without a choice', () => {
    const errors = validateFeedbackForm({ ...COMPLETE, ratings: { teamfaehigkeit: '2' } }, buildRequest());
    expect(errors.ratings).toEqual({ puenktlichkeit: FEEDBACK_MESSAGES.ratingMissing });
  });

  it('refuses a comment longer than 2000 characters, counting without the spaces around it', () => {
    expect(validateFeedbackForm({ ...COMPLETE, comment: ` ${'a'.repeat(2000)} ` }, buildRequest()).comment).toBeUndefined();
    expect(validateFeedbackForm({ ...COMPLETE, comment: 'a'.repeat(2001) }, buildRequest()).comment).toBe('Bemerkung darf nicht länger als 2000 Zeichen sein');
  });
});

describe('toFeedbackBody', () => {
  it('sends days, every item in order (null for „kann ich nicht beurteilen“) and the trimmed comment', () => {
    const body = toFeedbackBody(COMPLETE, buildRequest());
    expect(body).toEqual({
      days_present: 10,
      ratings: [
        { item: 'puenktlichkeit', value: 4 },
        { item: 'teamfaehigkeit', value: null },
      ],
      comment: 'Sehr engagiert.',
    });
    expect(publicFeedbackBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no days and no empty comment for a parent', () => {
    const body = toFeedbackBody({ ...COMPLETE, daysPresent: '7', comment: '   ' }, buildRequest({ kind: 'parent', max_days_present: null }));
    expect(body.days_present).toBeNull();
    expect(body.comment).toBeNull();
  });
});

describe('errorsFromAnswer', () => {
  const items = buildRequest().items;

  it('puts the days and the comment under their fields', () => {
    const errors = errorsFromAnswer(
      [
        { field: 'days_present', message: 'Tage falsch' },
        { field: 'comment', message: 'zu lang' },
      ],
      items,
    );
    expect(errors).toMatchObject({ daysPresent: 'Tage falsch', comment: 'zu lang' });
  });

  it('finds a rating by its position in the body and by its key', () => {
    const errors = errorsFromAnswer(
      [
        { field: 'ratings.1.value', message: 'Wert falsch' },
        { field: 'ratings.puenktlichkeit', message: 'fehlt' },
      ],
      items,
    );
    expect(errors.ratings).toEqual({ teamfaehigkeit: 'Wert falsch', puenktlichkeit: 'fehlt' });
  });

  it('keeps a message about no field (or an unknown item) for the summary, once', () => {
    const errors = errorsFromAnswer(
      [
        { field: 'ratings', message: FEEDBACK_MESSAGES.ratingTwice },
        { field: 'ratings.9.item', message: FEEDBACK_MESSAGES.ratingUnknownItem },
        { field: 'ratings', message: FEEDBACK_MESSAGES.ratingTwice },
      ],
      items,
    );
    expect(errors.form).toEqual([FEEDBACK_MESSAGES.ratingTwice, FEEDBACK_MESSAGES.ratingUnknownItem]);
  });
});

describe('errorsInPageOrder', () => {
  it('lists the days first, then the items as on the page, then the comment', () => {
    const items = buildRequest().items;
    const ordered = errorsInPageOrder({ comment: 'c', ratings: { teamfaehigkeit: 't', puenktlichkeit: 'p' }, daysPresent: 'd', form: [] }, items);
    expect(ordered.map((entry) => entry.field)).toEqual(['days_present', 'rating:puenktlichkeit', 'rating:teamfaehigkeit', 'comment']);
  });
});

describe('summaryLines', () => {
  it('gives fields with the same message one line, in the order of the page', () => {
    const lines = summaryLines([
      { field: 'days_present', message: 'd' },
      { field: 'rating:a', message: 'r' },
      { field: 'rating:b', message: 'r' },
      { field: 'comment', message: 'c' },
    ]);
    expect(lines).toEqual([
      { message: 'd', fields: ['days_present'] },
      { message: 'r', fields: ['rating:a', 'rating:b'] },
      { message: 'c', fields: ['comment'] },
    ]);
  });
});

describe('feedbackFailureOf', () => {
  const answer = (status: number, body?: unknown) => new ApiError(status, '', body);

  it('shows the server’s reason on a link that is gone', () => {
    expect(feedbackFailureOf(answer(410, { code: 'LINK_GONE', message: FEEDBACK_MESSAGES.linkExpired }))).toEqual({
      kind: 'gone',
      message: FEEDBACK_MESSAGES.linkExpired,
    });
  });

  it('falls back to the general message when a 410 has no body', () => {
    expect(feedbackFailureOf(answer(410))).toEqual({ kind: 'gone', message: FEEDBACK_MESSAGES.linkGone });
  });

  it('tells an unknown link, too many tries and a lost connection apart', () => {
    expect(feedbackFailureOf(answer(404, { code: 'NOT_FOUND', message: 'x' })).kind).toBe('unknown');
    expect(feedbackFailureOf(answer(429)).kind).toBe('rate-limited');
    expect(feedbackFailureOf(new TypeError('Failed to fetch')).kind).toBe('retry');
    expect(feedbackFailureOf(answer(503)).kind).toBe('retry');
  });

  it('maps a 400 answer’s fields, and keeps its message when it names none', () => {
    const withFields = feedbackFailureOf(
      answer(400, { code: 'VALIDATION_FAILED', message: 'x', fields: [{ field: 'days_present', message: 'Tage' }] }),
      buildRequest().items,
    );
    expect(withFields).toMatchObject({ kind: 'invalid', errors: { daysPresent: 'Tage' } });
    const withoutFields = feedbackFailureOf(answer(400, { code: 'VALIDATION_FAILED', message: FEEDBACK_MESSAGES.daysPresentNotAsked }));
    expect(withoutFields).toMatchObject({ kind: 'invalid', errors: { form: [FEEDBACK_MESSAGES.daysPresentNotAsked] } });
  });
});

describe('the draft in sessionStorage', () => {
  const token = 'k3Jf9_secret-token-value';

  it('keeps the draft under a key that does not contain the token', () => {
    const storage = memoryStorage();
    writeDraft(storage, token, COMPLETE);
    const [key] = [...storage.entries.keys()];
    expect(key).toBe(draftKeyOf(token));
    expect(key).not.toContain(token);
    expect(readDraft(storage, token)).toEqual(COMPLETE);
  });

  it('keeps the drafts of two links apart', () => {
    expect(draftKeyOf('link-a')).not.toBe(draftKeyOf('link-b'));
  });

  it('is gone after clearing', () => {
    const storage = memoryStorage();
    writeDraft(storage, token, COMPLETE);
    clearDraft(storage, token);
    expect(readDraft(storage, token)).toBeNull();
  });

  it('ignores what is not a draft and drops choices that are not on the scale', () => {
    const storage = memoryStorage();
    storage.setItem(draftKeyOf(token), '{kaputt');
    expect(readDraft(storage, token)).toBeNull();
    storage.setItem(draftKeyOf(token), JSON.stringify({ daysPresent: 3, ratings: { a: '7', b: '2' }, comment: 'ok' }));
    expect(readDraft(storage, token)).toEqual({ ...EMPTY_FEEDBACK_FORM, ratings: { b: '2' }, comment: 'ok' });
  });

  it('lets the form work when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(refusing, token, COMPLETE)).not.toThrow();
    expect(readDraft(refusing, token)).toBeNull();
    expect(() => clearDraft(refusing, token)).not.toThrow();
  });
});
