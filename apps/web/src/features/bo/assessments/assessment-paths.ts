// The paths of "So sehen mich andere" (issue 16), beside the feature like the internships' paths:
// only the feature and the class internships' table link to them, so they stay off the first
// screen. app/router.tsx declares the same paths.

import { ASSESSMENT_STUDENT_PATH } from '@berufswahl/contracts/bo/internship-paths';

export const ASSESSMENT_PATHS = {
  /** The student's comparison of their own rating with the others'. */
  mine: ASSESSMENT_STUDENT_PATH,
  /** A teacher's rating of one student of a learning group, and what the student shares. */
  ofStudent: (classUuid: string, studentUuid: string) =>
    `/lerngruppen/${encodeURIComponent(classUuid)}/einschaetzung/${encodeURIComponent(studentUuid)}`,
} as const;
