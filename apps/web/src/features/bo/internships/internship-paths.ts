// The internship screens' paths (issue 16), kept beside the feature rather than in lib/route-paths:
// the router writes them out itself, and only the feature and the dashboard's link need them – so
// they stay off the first screen (decision 008's budget). app/router.tsx declares the same paths.
export const INTERNSHIP_PATHS = {
  /** The student's placements and one of them. */
  mine: '/praktikum',
  one: (internshipUuid: string) => `/praktikum/${encodeURIComponent(internshipUuid)}`,
  /** The internships of one learning group and their printable visiting list. */
  ofClass: (classUuid: string) => `/lerngruppen/${encodeURIComponent(classUuid)}/praktikum`,
  visitingList: (classUuid: string) => `/lerngruppen/${encodeURIComponent(classUuid)}/praktikum/besuchsliste`,
  /** The school's internship periods per grade, set by the school coordinator. */
  periods: '/verwaltung/praktikumszeiten',
} as const;
