import { COMPETENCE_GROUPS, FEEDBACK_MESSAGES, type Rating } from '@berufswahl/contracts';
import { z } from 'zod';
import { cacheOnce, readContentJson } from '../../../platform/content';
import { ApiError } from '../../../platform/http/errors';

const competenceSchema = z.object({
  key: z.string().min(1),
  group: z.enum(COMPETENCE_GROUPS),
  name: z.string().min(1),
  name_el: z.string().min(1),
  /** The statement the student rates about themselves (du). */
  self: z.string().min(1),
  self_el: z.string().min(1),
  /** The statement for the teacher, the supervisor and the parent (neutral, third person). */
  others: z.string().min(1),
});
export type Competence = z.infer<typeof competenceSchema>;

/** The competence items of content/internships/competences.json, read once per process. */
export const loadCompetences = cacheOnce(async (): Promise<Competence[]> => {
  const file = await readContentJson('internships/competences.json', z.object({ source: z.string(), items: z.array(competenceSchema).min(1) }));
  return file.items;
});

/** An item's name for an answer; a key that left the content shows as itself rather than failing. */
export function competenceNameOf(key: string, competences: readonly Competence[]): string {
  return competences.find((competence) => competence.key === key)?.name ?? key;
}

/**
 * A complete rating set – every item of the content exactly once (null allowed: „kann ich nicht
 * beurteilen“) – answered as field errors on `ratings` (400) otherwise. The contracts' schema has
 * already refused an item named twice and values outside 1..5.
 */
export function ensureCompleteRatings(ratings: readonly Rating[], competences: readonly Competence[]): void {
  const known = new Set(competences.map((competence) => competence.key));
  const unknown = ratings.find((rating) => !known.has(rating.item));
  if (unknown) throw new ApiError('VALIDATION_FAILED', FEEDBACK_MESSAGES.ratingUnknownItem, [{ field: 'ratings', message: FEEDBACK_MESSAGES.ratingUnknownItem }]);
  const named = new Set(ratings.map((rating) => rating.item));
  if (competences.some((competence) => !named.has(competence.key))) {
    throw new ApiError('VALIDATION_FAILED', FEEDBACK_MESSAGES.ratingMissing, [{ field: 'ratings', message: FEEDBACK_MESSAGES.ratingMissing }]);
  }
}

/** The ratings in the content's order (how they are stored and shown). */
export function inContentOrder(ratings: readonly Rating[], competences: readonly Competence[]): Rating[] {
  const byItem = new Map(ratings.map((rating) => [rating.item, rating.value]));
  return competences.filter((competence) => byItem.has(competence.key)).map((competence) => ({ item: competence.key, value: byItem.get(competence.key) ?? null }));
}
