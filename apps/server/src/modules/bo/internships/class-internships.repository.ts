import { and, asc, desc, eq, getTableColumns, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classMemberships, users } from '../../../platform/db/schema';
import { createClassLookups } from '../../identity';
import type { InternshipAnswerRow, InternshipRow } from './internship-answer';
import { internshipReports, internships } from './internships.schema';

/** A student of the class, as the overview lists them. */
export type ClassStudentRow = { uuid: string; firstName: string; surname: string };

export type ReviewChanges = Pick<InternshipRow, 'state' | 'reviewComment' | 'reviewedByUuid' | 'reviewedAt'>;

const reportCount = sql<number>`(select count(*) from ${internshipReports} where ${internshipReports.internshipUuid} = ${internships.uuid})`.mapWith(Number);

/**
 * The SQL of the class overview and the reminders (issue 16). Everything starts from the class's
 * members (`class_memberships_class_idx`) and reads their placements by student
 * (`internships_student_idx`): the cost grows with the class, not with the school.
 */
export function createClassInternshipsRepository(db: Database) {
  return {
    // findClass, isTeacherOf
    ...createClassLookups(db),

    /** The class's students by surname and first name. */
    async studentsOf(classUuid: string): Promise<ClassStudentRow[]> {
      return db
        .select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname })
        .from(classMemberships)
        .innerJoin(users, eq(users.uuid, classMemberships.userUuid))
        .where(eq(classMemberships.classUuid, classUuid))
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.uuid));
    },

    /**
     * The handed-over placements of these students at the school, newest first. Drafts are the
     * student's own business (decision 229): the staff never see them.
     */
    async placementsOf(studentUuids: readonly string[], schoolUuid: string): Promise<InternshipAnswerRow[]> {
      if (studentUuids.length === 0) return [];
      return db
        .select({ ...getTableColumns(internships), studentFirstName: users.firstName, studentLastName: users.surname, reportCount })
        .from(internships)
        .innerJoin(users, eq(users.uuid, internships.studentUuid))
        .where(and(inArray(internships.studentUuid, [...studentUuids]), eq(internships.schoolUuid, schoolUuid), ne(internships.state, 'draft')))
        .orderBy(desc(internships.startDate), desc(internships.createdAt));
    },

    /** The students of the class without any handed-over placement (a draft counts as none). */
    async studentsWithoutPlacement(classUuid: string): Promise<string[]> {
      const rows = await db
        .select({ uuid: classMemberships.userUuid })
        .from(classMemberships)
        .where(
          and(
            eq(classMemberships.classUuid, classUuid),
            notExists(
              db
                .select({ uuid: internships.uuid })
                .from(internships)
                .where(and(eq(internships.studentUuid, classMemberships.userUuid), ne(internships.state, 'draft'))),
            ),
          ),
        );
      return rows.map((row) => row.uuid);
    },

    /** Of the given accounts, those who are students of the class. */
    async membersAmong(classUuid: string, userUuids: readonly string[]): Promise<string[]> {
      if (userUuids.length === 0) return [];
      const rows = await db
        .select({ uuid: classMemberships.userUuid })
        .from(classMemberships)
        .where(and(eq(classMemberships.classUuid, classUuid), inArray(classMemberships.userUuid, [...userUuids])));
      return rows.map((row) => row.uuid);
    },

    /** Stores a review; only while the placement is still submitted (a second review in between loses). */
    async review(tx: Database, internshipUuid: string, changes: ReviewChanges): Promise<InternshipRow | undefined> {
      const [row] = await tx
        .update(internships)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(internships.uuid, internshipUuid), eq(internships.state, 'submitted')))
        .returning();
      return row;
    },
  };
}

export type ClassInternshipsRepository = ReturnType<typeof createClassInternshipsRepository>;
