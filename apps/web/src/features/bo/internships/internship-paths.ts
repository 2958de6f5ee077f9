// The internship screens' paths (issue 16), kept beside the feature rather than in lib/route-paths:
// the router writes them out itself, and only the feature and the dashboard's link need them – so
// they stay off the first screen (decision 008's budget). app/router.tsx declares the same paths.
import { INTERNSHIP_STUDENT_PATH } from '@berufswahl/contracts/bo/internship-paths';

export const INTERNSHIP_PATHS = {
  /** The student's placements and one of them. */
  mine: INTERNSHIP_STUDENT_PATH,
  one: (internshipUuid: string) => `${INTERNSHIP_STUDENT_PATH}/${encodeURIComponent(internshipUuid)}`,
  /** The internships of one learning group and their printable visiting list. */
  ofClass: (classUuid: string) => `/lerngruppen/${encodeURIComponent(classUuid)}/praktikum`,
  visitingList: (classUuid: string) => `/lerngruppen/${encodeURIComponent(classUuid)}/praktikum/besuchsliste`,
  /** The school's internship periods per grade, set by the school coordinator. */
  periods: '/verwaltung/praktikumszeiten',
} as const;
