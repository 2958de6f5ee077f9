import type { ShareableSource, StudentAssessment, TeacherAssessmentBody } from '@berufswahl/contracts';
import { formatRating } from './comparison-logic';
import { NO_RATING } from './self-rating-logic';

type StudentItem = StudentAssessment['items'][number];

/** The teacher's unsaved choices per item key: a rating, or null for "kann ich nicht beurteilen". */
export type TeacherDraft = Readonly<Record<string, number | null>>;

/** The radio group's value; an item the teacher has not rated yet shows no choice. */
export function teacherChoiceOf(item: StudentItem, draft: TeacherDraft): string | null {
  const value = item.key in draft ? (draft[item.key] ?? null) : item.mine;
  if (value !== null) return String(value);
  return item.key in draft ? NO_RATING : null;
}

/** The PUT body: every item once (the server refuses fewer); an item never chosen counts as "kann ich nicht beurteilen". */
export function teacherRatingsBody(items: readonly StudentItem[], draft: TeacherDraft): TeacherAssessmentBody {
  return { ratings: items.map((item) => ({ item: item.key, value: item.key in draft ? (draft[item.key] ?? null) : item.mine })) };
}

/** What a cell of the shared sources says: the value, "not shared" or "none yet". */
export type SharedCell = { kind: 'value'; text: string } | { kind: 'notShared' } | { kind: 'none' };

export function sharedCell(value: number | null, source: ShareableSource | 'supervisor', shared: readonly ShareableSource[]): SharedCell {
  // The supervisor's feedback the teachers release themselves: it is never the student's to withhold.
  if (source !== 'supervisor' && !shared.includes(source)) return { kind: 'notShared' };
  // The student's own rating is a whole number; the others are means with one decimal.
  const text = source === 'self' && value !== null ? String(value) : formatRating(value);
  return text === null ? { kind: 'none' } : { kind: 'value', text };
}
