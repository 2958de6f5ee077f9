// Endpoints of bo: internships (issue 16; decisions 225, 227, 229) – method, full path and, as types,
// what each takes and answers, declared once for the server's routes and the client's calls. One
// file per resource: the client's bundler cannot split a file, so a screen carries only the
// declarations of the resources it calls. Types only from the schemas' files: no zod at run time.
import type {
  ClassInternships,
  CreateInternshipBody,
  CreateInternshipPeriodBody,
  FieldsOfWork,
  Internship,
  InternshipList,
  InternshipPeriod,
  InternshipPeriodList,
  InternshipRemindersBody,
  InternshipRemindersResult,
  InternshipReport,
  InternshipReportFields,
  InternshipReportList,
  ReviewInternshipBody,
  UpdateInternshipBody,
} from '../internships';
import { endpoint } from '../../shared/endpoint';

export const fieldsOfWork = endpoint<{ answer: FieldsOfWork }>()('GET', '/api/bo/v1/fields-of-work');
export const createInternship = endpoint<{ body: CreateInternshipBody; answer: Internship }>()('POST', '/api/bo/v1/internships');
export const myInternships = endpoint<{ answer: InternshipList }>()('GET', '/api/bo/v1/internships/my');
export const internship = endpoint<{ answer: Internship }>()('GET', '/api/bo/v1/internships/:internshipUuid');
export const updateInternship = endpoint<{ body: UpdateInternshipBody; answer: Internship }>()('PATCH', '/api/bo/v1/internships/:internshipUuid');
export const deleteInternship = endpoint()('DELETE', '/api/bo/v1/internships/:internshipUuid');
export const reviewInternship = endpoint<{ body: ReviewInternshipBody; answer: Internship }>()(
  'PATCH',
  '/api/bo/v1/internships/:internshipUuid/review',
);
export const classInternships = endpoint<{ answer: ClassInternships }>()('GET', '/api/bo/v1/classes/:classUuid/internships');
export const remindClass = endpoint<{ body: InternshipRemindersBody; answer: InternshipRemindersResult }>()(
  'POST',
  '/api/bo/v1/classes/:classUuid/internships/reminders',
);
export const internshipPeriods = endpoint<{ answer: InternshipPeriodList }>()('GET', '/api/bo/v1/internship-periods');
export const createInternshipPeriod = endpoint<{ body: CreateInternshipPeriodBody; answer: InternshipPeriod }>()(
  'POST',
  '/api/bo/v1/internship-periods',
);
export const deleteInternshipPeriod = endpoint()('DELETE', '/api/bo/v1/internship-periods/:periodUuid');
/** Multipart like a story: `text`, `report_date` and at most one `photo`; JSON without a photo. */
export const createReport = endpoint<{ body: FormData | InternshipReportFields; answer: InternshipReport }>()(
  'POST',
  '/api/bo/v1/internships/:internshipUuid/reports',
);
export const reports = endpoint<{ answer: InternshipReportList }>()('GET', '/api/bo/v1/internships/:internshipUuid/reports');
export const deleteReport = endpoint()('DELETE', '/api/bo/v1/internship-reports/:reportUuid');
