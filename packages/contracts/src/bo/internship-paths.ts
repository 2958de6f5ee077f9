// The student's internship page (issue 16), written once for the server's notification links and the
// client's router paths. Kept free of zod: the client's dashboard link imports it.
export const INTERNSHIP_STUDENT_PATH = '/praktikum';
/** The student's "So sehen mich andere" (the parents' feedback notification links there). */
export const ASSESSMENT_STUDENT_PATH = '/so-sehen-mich-andere';
