import { INTERNSHIP_LIMITS, type ClassInternships, type Internship } from '@berufswahl/contracts/bo/internships';

type ClassStudent = ClassInternships['students'][number];

/** One row of the overview table: a student with one placement, or with none yet. */
export type OverviewRow = { key: string; student: ClassStudent; internship: Internship | null };

/** Every student gets a row – one per placement, or one saying "noch kein Praktikum". */
export function overviewRows(overview: ClassInternships): OverviewRow[] {
  return overview.students.flatMap<OverviewRow>((student) =>
    student.internships.length === 0
      ? [{ key: student.uuid, student, internship: null }]
      : student.internships.map((internship) => ({ key: internship.uuid, student, internship })),
  );
}

/** The students the reminder goes to (the server decides the same: no handed-over placement). */
export function studentsWithoutPlacement(overview: ClassInternships): ClassStudent[] {
  return overview.students.filter((student) => student.internships.length === 0);
}

/** States a teacher visits: confirmed placements, before, during and after the internship. */
const VISITED_STATES = new Set<Internship['state']>(['confirmed', 'running', 'finished']);

/** The visiting list: the confirmed placements by first day, then by student's surname. */
export function visitingEntries(overview: ClassInternships): Internship[] {
  return overview.students
    .flatMap((student) => student.internships)
    .filter((internship) => VISITED_STATES.has(internship.state))
    .sort(
      (a, b) =>
        a.start_date.localeCompare(b.start_date) ||
        a.student.last_name.localeCompare(b.student.last_name, 'de') ||
        a.student.first_name.localeCompare(b.student.first_name, 'de'),
    );
}

export type ReviewCommentProblem = 'commentRequired' | 'commentTooLong' | null;

/** The review dialog's check before it sends: returning needs a comment, and none may be too long. */
export function reviewCommentProblem(decision: 'confirmed' | 'returned', comment: string): ReviewCommentProblem {
  const trimmed = comment.trim();
  if (trimmed.length > INTERNSHIP_LIMITS.commentMax) return 'commentTooLong';
  if (decision === 'returned' && trimmed.length === 0) return 'commentRequired';
  return null;
}
