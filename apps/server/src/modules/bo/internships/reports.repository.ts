import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classMemberships, schools, teacherAssignments } from '../../../platform/db/schema';
import type { InternshipAccess } from './internships.policy';
import { internshipReports, internships } from './internships.schema';

export type ReportRow = typeof internshipReports.$inferSelect;
export type NewReportRow = typeof internshipReports.$inferInsert;

/** A placement with what the read policy and the report rules need of it. */
export type ReportedInternship = InternshipAccess & {
  uuid: string;
  state: (typeof internships.$inferSelect)['state'];
  startDate: string;
  endDate: string;
};

/**
 * Whether the caller teaches a class the placement's student belongs to (decision 094: a teacher
 * sees the students of the own classes only). Written against the outer query's `internships` row.
 */
function callerTeachesStudent(callerUuid: string) {
  return sql<boolean>`exists (select 1 from ${teacherAssignments}
    join ${classMemberships} on ${classMemberships.classUuid} = ${teacherAssignments.classUuid}
    where ${teacherAssignments.teacherUuid} = ${callerUuid} and ${classMemberships.userUuid} = ${internships.studentUuid})`;
}

const reportedInternshipColumns = (callerUuid: string) => ({
  uuid: internships.uuid,
  studentUuid: internships.studentUuid,
  schoolUuid: internships.schoolUuid,
  clientUuid: schools.clientUuid,
  state: internships.state,
  startDate: internships.startDate,
  endDate: internships.endDate,
  callerTeachesStudent: callerTeachesStudent(callerUuid),
});

/** The SQL of the internship reports (Praktikumstagebuch). */
export function createReportsRepository(db: Database) {
  return {
    /** The placement a report route names, seen from the caller (undefined: no such placement). */
    async findInternship(internshipUuid: string, callerUuid: string): Promise<ReportedInternship | undefined> {
      const [row] = await db
        .select(reportedInternshipColumns(callerUuid))
        .from(internships)
        .innerJoin(schools, eq(schools.uuid, internships.schoolUuid))
        .where(eq(internships.uuid, internshipUuid))
        .limit(1);
      return row ? { ...row, callerTeachesStudent: Boolean(row.callerTeachesStudent) } : undefined;
    },

    /** A report with its placement, the row locked until the transaction ends (two deletes run one after another). */
    async lockReport(tx: Database, reportUuid: string, callerUuid: string): Promise<{ report: ReportRow; internship: ReportedInternship } | undefined> {
      const [row] = await tx
        .select({ report: internshipReports, internship: reportedInternshipColumns(callerUuid) })
        .from(internshipReports)
        .innerJoin(internships, eq(internships.uuid, internshipReports.internshipUuid))
        .innerJoin(schools, eq(schools.uuid, internships.schoolUuid))
        .where(eq(internshipReports.uuid, reportUuid))
        .limit(1)
        .for('update', { of: internshipReports });
      return row ? { report: row.report, internship: { ...row.internship, callerTeachesStudent: Boolean(row.internship.callerTeachesStudent) } } : undefined;
    },

    async insert(tx: Database, row: NewReportRow): Promise<ReportRow> {
      const [inserted] = await tx.insert(internshipReports).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    /** The timeline: the newest report day first; two reports of one day, the later written first. */
    async listOf(internshipUuid: string): Promise<ReportRow[]> {
      return db
        .select()
        .from(internshipReports)
        .where(eq(internshipReports.internshipUuid, internshipUuid))
        .orderBy(desc(internshipReports.reportDate), desc(internshipReports.createdAt), desc(internshipReports.uuid));
    },

    async delete(tx: Database, reportUuid: string, internshipUuid: string): Promise<void> {
      await tx.delete(internshipReports).where(and(eq(internshipReports.uuid, reportUuid), eq(internshipReports.internshipUuid, internshipUuid)));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
