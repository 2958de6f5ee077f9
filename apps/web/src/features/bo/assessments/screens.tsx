// The screens of "So sehen mich andere" (issue 16) as one module for the router, as the internships
// do: both routes import the same chunk with the same preload list, which the first screen's gzip
// all but drops (decision 008's budget). app/explanation-routes.test.ts follows these re-exports.
export { AssessmentScreen } from './assessment-screen';
export { TeacherAssessmentScreen } from './teacher-assessment-screen';
