// The internship screens (issue 16) as one module for the router: the five routes then import the
// same chunk with the same preload list, bytes the first screen's gzip all but drops (decision 008's
// budget). app/explanation-routes.test.ts follows these re-exports to each screen's explanation box.
export { MyInternshipsScreen } from './student/my-internships-screen';
export { InternshipDetailScreen } from './student/internship-detail-screen';
export { ClassInternshipsScreen } from './class/class-internships-screen';
export { VisitingListScreen } from './class/visiting-list-screen';
export { InternshipPeriodsScreen } from './periods/internship-periods-screen';
