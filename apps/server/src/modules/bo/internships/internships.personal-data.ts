import { germanDayOf, internshipStateOn } from '@berufswahl/contracts';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { loadFieldsOfWork } from './internship-answer';
import { internshipPeriods, internshipReports, internships } from './internships.schema';

/** A file name that is safe inside the export zip, e.g. `Werkstatt.jpg`. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'foto';
}

type ReportRow = typeof internshipReports.$inferSelect;

/** The student's placements and every report on them or written by the student, oldest first. */
async function placementsAndReportsOf(db: Database, userUuid: string) {
  const placements = await db.select().from(internships).where(eq(internships.studentUuid, userUuid)).orderBy(asc(internships.startDate), asc(internships.createdAt));
  const placementUuids = placements.map((row) => row.uuid);
  const reportsWhere = placementUuids.length > 0 ? or(eq(internshipReports.authorUuid, userUuid), inArray(internshipReports.internshipUuid, placementUuids)) : eq(internshipReports.authorUuid, userUuid);
  const reports = await db.select().from(internshipReports).where(reportsWhere).orderBy(asc(internshipReports.reportDate), asc(internshipReports.createdAt));
  return { placements, reports };
}

function reportRecord(report: ReportRow, companyName: string | null) {
  return {
    type: 'internship_report',
    uuid: report.uuid,
    internship_uuid: report.internshipUuid,
    // The company names the placement for a reader of the overview; the uuid does it for programs.
    internship: companyName,
    report_date: report.reportDate,
    text: report.text,
    photo: report.photoFileUuid
      ? { file_uuid: report.photoFileUuid, filename: report.photoName, content_type: report.photoMimeType, size: report.photoSizeBytes }
      : null,
    created_date: report.createdAt.toISOString(),
  };
}

/**
 * The internships of a person (issue 16) for the data export and the erasure of the account.
 *
 * A student gets every placement with its reports right after it (text, date and the photo, which
 * goes into the zip under this section like a story's attachment); the teacher's review comment is
 * part of the student's placement, the teacher himself is not named. A teacher or coordinator gets
 * what they wrote: the reviews of placements (decision and comment, without the student's data)
 * and the internship periods they set.
 *
 * Erasure removes a student's placements (their reports go with them by the foreign key) and any
 * report the person wrote; the photos' file rows and objects are erased by the files module's own
 * section and `eraseAllOf` in the same transaction, as for stories. A teacher's review and a
 * coordinator's period outlive the account without the person (`set null`, done here explicitly
 * too so that the section is complete on its own).
 */
export const internshipsPersonalData: PersonalDataSection = {
  name: 'praktikum',
  title: 'Praktikum',
  tables: ['internships', 'internship_reports', 'internship_periods'],

  async collect(db, userUuid) {
    const { placements, reports } = await placementsAndReportsOf(db, userUuid);
    const fieldsOfWork = await loadFieldsOfWork();
    const today = germanDayOf(new Date());
    const companyOf = new Map(placements.map((row) => [row.uuid, row.companyName]));
    const records: unknown[] = [];
    for (const row of placements) {
      records.push({
        type: 'internship',
        uuid: row.uuid,
        company_name: row.companyName,
        street: row.street,
        postcode: row.postcode,
        city: row.city,
        field_of_work: fieldsOfWork.find((field) => field.key === row.fieldOfWork)?.name ?? row.fieldOfWork,
        supervisor_name: row.supervisorName,
        supervisor_email: row.supervisorEmail,
        supervisor_phone: row.supervisorPhone,
        start_date: row.startDate,
        end_date: row.endDate,
        daily_hours: row.dailyHours,
        expectations: row.expectations,
        // As the app shows it on the day of the export (running and finished follow from the dates).
        internship_state: internshipStateOn(row.state, row.startDate, row.endDate, today),
        submitted_date: row.submittedAt?.toISOString() ?? null,
        review_comment: row.reviewComment,
        reviewed_date: row.reviewedAt?.toISOString() ?? null,
        created_date: row.createdAt.toISOString(),
        last_modified: row.updatedAt.toISOString(),
      });
      for (const report of reports) if (report.internshipUuid === row.uuid) records.push(reportRecord(report, row.companyName));
    }
    // Reports the person wrote on a placement that is not theirs (none today: only the student writes).
    for (const report of reports) if (!companyOf.has(report.internshipUuid)) records.push(reportRecord(report, null));

    const reviewed = await db
      .select({ uuid: internships.uuid, state: internships.state, reviewComment: internships.reviewComment, reviewedAt: internships.reviewedAt })
      .from(internships)
      .where(and(eq(internships.reviewedByUuid, userUuid), isNotNull(internships.reviewedAt)))
      .orderBy(asc(internships.reviewedAt));
    for (const row of reviewed) {
      records.push({
        type: 'internship_review_written',
        internship_uuid: row.uuid,
        review_decision: row.state,
        review_comment: row.reviewComment,
        reviewed_date: row.reviewedAt?.toISOString() ?? null,
      });
    }

    const periods = await db.select().from(internshipPeriods).where(eq(internshipPeriods.createdByUuid, userUuid)).orderBy(asc(internshipPeriods.startDate));
    for (const period of periods) {
      records.push({
        type: 'internship_period_created',
        uuid: period.uuid,
        grade: period.grade,
        label: period.label,
        start_date: period.startDate,
        end_date: period.endDate,
        created_date: period.createdAt.toISOString(),
      });
    }

    return {
      records,
      files: reports.flatMap((report) =>
        report.photoFileUuid ? [{ path: `${report.uuid}/${safeFileName(report.photoName ?? '')}`, fileUuid: report.photoFileUuid }] : [],
      ),
    };
  },

  async erase(tx, userUuid) {
    // Reports go with their placement (on delete cascade); the photo files with the files section.
    await tx.delete(internships).where(eq(internships.studentUuid, userUuid));
    await tx.delete(internshipReports).where(eq(internshipReports.authorUuid, userUuid));
    await tx.update(internships).set({ reviewedByUuid: null }).where(eq(internships.reviewedByUuid, userUuid));
    await tx.update(internshipPeriods).set({ createdByUuid: null }).where(eq(internshipPeriods.createdByUuid, userUuid));
  },
};
