/**
 * Every internship query starts with `['bo', 'internships']` (issue 16). The student's screens, the
 * teachers' review and overview and the reports timeline share these keys: a change in one part
 * refreshes what the others show (a review changes the student's list, a report the count).
 */
const internships = ['bo', 'internships'] as const;
export const internshipQueryKeys = {
  all: internships,
  fieldsOfWork: [...internships, 'fields-of-work'],
  my: [...internships, 'my'],
  detail: (internshipUuid: string) => [...internships, 'detail', internshipUuid] as const,
  ofClass: (classUuid: string) => [...internships, 'class', classUuid] as const,
  periods: [...internships, 'periods'],
  reports: (internshipUuid: string) => [...internships, 'reports', internshipUuid] as const,
  /** The placement's feedback links and the feedback given through them. */
  feedback: (internshipUuid: string) => [...internships, 'feedback', internshipUuid] as const,
} as const;
