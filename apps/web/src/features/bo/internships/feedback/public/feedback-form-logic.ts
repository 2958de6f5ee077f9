// From the contracts' front door, not `bo/feedback`: the module then stays in the contracts' chunk
// instead of becoming a chunk of its own that every screen's preload list would name.
import {
  FEEDBACK_FIELD_LABELS,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  type PublicFeedbackBody,
  type PublicFeedbackRequest,
} from '@berufswahl/contracts/bo/feedback';
import { validationMessages } from '@berufswahl/contracts/shared/validation';
import { isApiError } from '../../../../../lib/api-error';

/** One choice on the scale: 1 (trifft gar nicht zu) … 5 (trifft voll zu), or „kann ich nicht beurteilen“. */
export const RATING_CHOICES = ['1', '2', '3', '4', '5', 'none'] as const;
export type RatingChoice = (typeof RATING_CHOICES)[number];

/** What the rater has entered, as the fields hold it (the number field as typed). */
export interface FeedbackFormValues {
  daysPresent: string;
  /** Per competence item key; an item left out has no choice yet. */
  ratings: Partial<Record<string, RatingChoice>>;
  comment: string;
}

/** The form's problems in German, each next to its field; `form` holds what belongs to no field. */
export interface FeedbackFormErrors {
  daysPresent?: string;
  ratings: Partial<Record<string, string>>;
  comment?: string;
  form: string[];
}

export const EMPTY_FEEDBACK_FORM: FeedbackFormValues = { daysPresent: '', ratings: {}, comment: '' };

/** Only the supervisor's link asks for the days present (Praktikumsbescheinigung); a parent's does not. */
export function asksDaysPresent(request: Pick<PublicFeedbackRequest, 'max_days_present'>): request is { max_days_present: number } {
  return request.max_days_present !== null;
}

export function hasErrors(errors: FeedbackFormErrors): boolean {
  return errors.daysPresent !== undefined || errors.comment !== undefined || Object.keys(errors.ratings).length > 0 || errors.form.length > 0;
}

/**
 * Checks the form as the server will (same German messages, FEEDBACK_MESSAGES): the days present
 * from 0 to the placement's calendar days, every item rated or „kann ich nicht beurteilen“, the
 * comment at most 2,000 characters.
 */
export function validateFeedbackForm(values: FeedbackFormValues, request: Pick<PublicFeedbackRequest, 'max_days_present' | 'items'>): FeedbackFormErrors {
  const errors: FeedbackFormErrors = { ratings: {}, form: [] };
  if (asksDaysPresent(request)) {
    const days = values.daysPresent.trim();
    if (days === '') errors.daysPresent = FEEDBACK_MESSAGES.daysPresentRequired;
    else if (!/^\d+$/.test(days) || Number(days) > request.max_days_present) errors.daysPresent = FEEDBACK_MESSAGES.daysPresentRange(request.max_days_present);
  }
  for (const item of request.items) {
    if (values.ratings[item.key] === undefined) errors.ratings[item.key] = FEEDBACK_MESSAGES.ratingMissing;
  }
  if (values.comment.trim().length > FEEDBACK_LIMITS.commentMax) {
    errors.comment = validationMessages.max(FEEDBACK_FIELD_LABELS.comment, FEEDBACK_LIMITS.commentMax);
  }
  return errors;
}

/** The body of the one submission; call it only with values that passed {@link validateFeedbackForm}. */
export function toFeedbackBody(values: FeedbackFormValues, request: Pick<PublicFeedbackRequest, 'max_days_present' | 'items'>): PublicFeedbackBody {
  const comment = values.comment.trim();
  return {
    days_present: asksDaysPresent(request) ? Number(values.daysPresent.trim()) : null,
    // In the order of the items: a server message about `ratings.3` then names the fourth item.
    ratings: request.items.map((item) => {
      const choice = values.ratings[item.key];
      return { item: item.key, value: choice === undefined || choice === 'none' ? null : Number(choice) };
    }),
    comment: comment === '' ? null : comment,
  };
}

/**
 * Puts the field messages of a 400 answer where they belong: `days_present`, `comment`, a rating
 * named by its position (`ratings.2.value`, as the body was sent in item order) or its key
 * (`ratings.puenktlichkeit`); anything else goes to the summary.
 */
export function errorsFromAnswer(fields: readonly { field: string; message: string }[], items: readonly { key: string }[]): FeedbackFormErrors {
  const errors: FeedbackFormErrors = { ratings: {}, form: [] };
  for (const { field, message } of fields) {
    if (field === 'days_present') errors.daysPresent = message;
    else if (field === 'comment') errors.comment = message;
    else {
      const rating = /^ratings\.([^.]+)/.exec(field)?.[1];
      const key = rating === undefined ? undefined : /^\d+$/.test(rating) ? items[Number(rating)]?.key : items.find((item) => item.key === rating)?.key;
      if (key !== undefined) errors.ratings[key] = message;
      else if (!errors.form.includes(message)) errors.form.push(message);
    }
  }
  return errors;
}

/** The fields with a problem in the order of the page: days, the items as listed, the comment. */
export function errorsInPageOrder(errors: FeedbackFormErrors, items: readonly { key: string }[]): { field: string; message: string }[] {
  const ordered: { field: string; message: string }[] = [];
  if (errors.daysPresent) ordered.push({ field: 'days_present', message: errors.daysPresent });
  for (const item of items) {
    const message = errors.ratings[item.key];
    if (message) ordered.push({ field: `rating:${item.key}`, message });
  }
  if (errors.comment) ordered.push({ field: 'comment', message: errors.comment });
  return ordered;
}

/**
 * The summary's lines: fields with the same message share one line (fifteen unrated items are one
 * „Bitte bewerten Sie jeden Punkt …“ with fifteen links, not fifteen times the sentence).
 */
export function summaryLines(ordered: readonly { field: string; message: string }[]): { message: string; fields: string[] }[] {
  const lines: { message: string; fields: string[] }[] = [];
  for (const { field, message } of ordered) {
    const line = lines.find((candidate) => candidate.message === message);
    if (line) line.fields.push(field);
    else lines.push({ message, fields: [field] });
  }
  return lines;
}

/** How a request of the page failed, which decides what the page shows. */
export type FeedbackFailure =
  /** 410: used, expired or revoked – the server's message says which. */
  | { kind: 'gone'; message: string }
  /** 404: no such link (mistyped or cut off when copied). */
  | { kind: 'unknown' }
  /** 429: too many tries; wait and try again. */
  | { kind: 'rate-limited' }
  /** 400 on sending: the fields say what to change. */
  | { kind: 'invalid'; errors: FeedbackFormErrors }
  /** No answer or a server error: try again, nothing typed is lost. */
  | { kind: 'retry' };

export function feedbackFailureOf(error: unknown, items: readonly { key: string }[] = []): FeedbackFailure {
  if (!isApiError(error)) return { kind: 'retry' };
  if (error.status === 410) return { kind: 'gone', message: error.errorBody?.message ?? FEEDBACK_MESSAGES.linkGone };
  if (error.status === 404) return { kind: 'unknown' };
  if (error.status === 429) return { kind: 'rate-limited' };
  if (error.status === 400) {
    const body = error.errorBody;
    const errors = errorsFromAnswer(body?.fields ?? [], items);
    if (!hasErrors(errors) && body) errors.form.push(body.message);
    return { kind: 'invalid', errors };
  }
  return { kind: 'retry' };
}

// A draft survives a reload of the tab (sessionStorage), so a supervisor who loses the connection
// or reloads loses nothing. Its key is a hash of the token, not the token: what lies in the
// browser's storage must not open the page to someone else at the same computer.
const DRAFT_KEY_PREFIX = 'berufswahl.feedback-draft.';

/** FNV-1a, 32 bit: enough to keep the drafts of two links apart in one tab, and it reveals nothing of a 256-bit token. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function draftKeyOf(token: string): string {
  return `${DRAFT_KEY_PREFIX}${hashOf(token)}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRatingChoice(value: unknown): value is RatingChoice {
  return typeof value === 'string' && (RATING_CHOICES as readonly string[]).includes(value);
}

/** The stored draft of this link, or null; whatever does not have the draft's shape is ignored. */
export function readDraft(storage: DraftStorage, token: string): FeedbackFormValues | null {
  let parsed: unknown;
  try {
    const stored = storage.getItem(draftKeyOf(token));
    if (stored === null) return null;
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const candidate = parsed as Record<string, unknown>;
  const ratings: Partial<Record<string, RatingChoice>> = {};
  if (typeof candidate.ratings === 'object' && candidate.ratings !== null) {
    for (const [key, value] of Object.entries(candidate.ratings)) if (isRatingChoice(value)) ratings[key] = value;
  }
  return {
    daysPresent: typeof candidate.daysPresent === 'string' ? candidate.daysPresent : '',
    ratings,
    comment: typeof candidate.comment === 'string' ? candidate.comment : '',
  };
}

/** Storage can be full or switched off (private windows): the draft is a convenience, the form works without it. */
export function writeDraft(storage: DraftStorage, token: string, values: FeedbackFormValues): void {
  try {
    storage.setItem(draftKeyOf(token), JSON.stringify(values));
  } catch {
    // see above
  }
}

export function clearDraft(storage: DraftStorage, token: string): void {
  try {
    storage.removeItem(draftKeyOf(token));
  } catch {
    // see writeDraft
  }
}
