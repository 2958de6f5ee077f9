import { differsEnough, type AssessmentItem, type UpdateAssessmentBody } from '@berufswahl/contracts/bo/assessments';

/**
 * The student's unsaved changes, per item key: a rating (null for "weiß ich nicht") and the text
 * of a reflection. Only what the student touched is kept, so the server's values show through for
 * the rest, and a failed save leaves every change in place.
 */
export interface SelfRatingDraft {
  ratings: Readonly<Record<string, number | null>>;
  reflections: Readonly<Record<string, string>>;
}

export const EMPTY_DRAFT: SelfRatingDraft = { ratings: {}, reflections: {} };

/** The radio button's value for "weiß ich nicht" (a radio's value is a string). */
export const NO_RATING = 'none';

/** The student's current rating of an item: the change if there is one, else the saved one. */
export function currentRating(item: AssessmentItem, draft: SelfRatingDraft): number | null {
  return item.key in draft.ratings ? (draft.ratings[item.key] ?? null) : item.self;
}

/**
 * The radio group's value: "weiß ich nicht" only once chosen – a rating the server has as null is
 * shown unchosen (the server keeps no difference between the two).
 */
export function choiceOf(item: AssessmentItem, draft: SelfRatingDraft): string | null {
  if (item.key in draft.ratings) {
    const value = draft.ratings[item.key] ?? null;
    return value === null ? NO_RATING : String(value);
  }
  return item.self === null ? null : String(item.self);
}

/** The radio's value as a rating. */
export function ratingOfChoice(choice: string): number | null {
  return choice === NO_RATING ? null : Number(choice);
}

export function currentReflection(item: AssessmentItem, draft: SelfRatingDraft): string {
  return draft.reflections[item.key] ?? item.reflection ?? '';
}

/**
 * Whether the item asks "Woran könnte das liegen?": when the current rating differs from another
 * source by 2 or more – as the student changes it, not only after saving – and whenever there is
 * a reflection already, so that it is never hidden from its author.
 */
export function isReflectionAsked(item: AssessmentItem, draft: SelfRatingDraft): boolean {
  return currentReflection(item, draft).trim() !== '' || differsNow(item, draft);
}

/**
 * Whether the current rating differs from another source's by 2 or more: the server's `differs`
 * while the rating is unchanged, the same rule (the contracts' differsEnough) for an unsaved one.
 */
export function differsNow(item: AssessmentItem, draft: SelfRatingDraft): boolean {
  if (!(item.key in draft.ratings)) return item.differs;
  return differsEnough(currentRating(item, draft), [item.others.teacher, item.others.supervisor, item.others.parent]);
}

/** The PATCH body for what changed, or null when nothing did. Reflections are sent trimmed, as the server stores them. */
export function changesOf(items: readonly AssessmentItem[], draft: SelfRatingDraft): UpdateAssessmentBody | null {
  const ratings = items
    .filter((item) => item.key in draft.ratings && currentRating(item, draft) !== item.self)
    .map((item) => ({ item: item.key, value: currentRating(item, draft) }));
  const reflections = items
    .filter((item) => item.key in draft.reflections && currentReflection(item, draft).trim() !== (item.reflection ?? '').trim())
    .map((item) => ({ item: item.key, text: currentReflection(item, draft).trim() }));
  if (ratings.length === 0 && reflections.length === 0) return null;
  return { ...(ratings.length > 0 && { ratings }), ...(reflections.length > 0 && { reflections }) };
}

/**
 * The draft after a save: changes the server now holds are dropped; a change made while the save
 * was on its way, or one the server did not take, stays.
 */
export function draftAfterSave(draft: SelfRatingDraft, saved: readonly AssessmentItem[]): SelfRatingDraft {
  const savedByKey = new Map(saved.map((item) => [item.key, item]));
  const ratings = Object.fromEntries(
    Object.entries(draft.ratings).filter(([key, value]) => {
      const item = savedByKey.get(key);
      // A "weiß ich nicht" the server holds as null stays chosen: the radio would otherwise jump back to empty.
      return item !== undefined && (item.self !== value || value === null);
    }),
  );
  const reflections = Object.fromEntries(
    Object.entries(draft.reflections).filter(([key, text]) => {
      const item = savedByKey.get(key);
      return item !== undefined && (item.reflection ?? '').trim() !== text.trim();
    }),
  );
  return { ratings, reflections };
}
