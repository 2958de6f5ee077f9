// The student's internship page (issue 16), written once for the server's notification links and the
// client's router paths. Kept free of zod: the client's dashboard link imports it.
export const INTERNSHIP_STUDENT_PATH = '/praktikum';
