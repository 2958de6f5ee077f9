import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, users } from '../../../platform/db/schema';
import { competenceAssessments, feedbackLinks, type StoredRating, type StoredReflections } from './assessments.schema';
import { callerTeaches, type AssessmentRow, type FeedbackLinkRow } from './feedback.repository';

/** The stored parts of the student's own row that a change may set. */
export type SelfChanges = { ratings: StoredRating[]; reflections: StoredReflections; teacherVisibleSources: string[] };

/** The SQL of "So sehen mich andere" (issue 16, decision 230): the rating sets of a student. */
export function createAssessmentsRepository(db: Database) {
  return {
    /** A student as staff name them, with what the read policy needs; undefined: no such student. */
    async findStudent(studentUuid: string, callerUuid: string) {
      const [row] = await db
        .select({
          uuid: users.uuid,
          firstName: users.firstName,
          surname: users.surname,
          roles: users.roles,
          schoolUuid: schools.uuid,
          schoolName: schools.name,
          clientUuid: schools.clientUuid,
          callerTeachesStudent: callerTeaches(users.uuid, callerUuid),
        })
        .from(users)
        .innerJoin(schools, eq(schools.uuid, users.schoolUuid))
        .where(eq(users.uuid, studentUuid));
      if (!row?.roles.includes('SCHUELER')) return undefined;
      return { ...row, studentUuid: row.uuid };
    },

    /** Every rating set about the student, oldest first. */
    assessmentsOf(studentUuid: string, tx: Database = db): Promise<AssessmentRow[]> {
      return tx.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, studentUuid)).orderBy(asc(competenceAssessments.createdAt));
    },

    /** The student's parent links, newest first. */
    parentLinksOf(studentUuid: string): Promise<FeedbackLinkRow[]> {
      return db
        .select()
        .from(feedbackLinks)
        .where(and(eq(feedbackLinks.studentUuid, studentUuid), eq(feedbackLinks.source, 'parent')))
        .orderBy(desc(feedbackLinks.createdAt));
    },

    /** The student's own row, locked for a change in `tx`. */
    async findSelfForUpdate(tx: Database, studentUuid: string): Promise<AssessmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(competenceAssessments)
        .where(and(eq(competenceAssessments.studentUuid, studentUuid), eq(competenceAssessments.source, 'self')))
        .for('update');
      return row;
    },

    /** Writes the student's own row (one per student: the partial unique index `competence_assessments_one_self`). */
    async saveSelf(tx: Database, student: { uuid: string; schoolUuid: string }, changes: SelfChanges): Promise<void> {
      await tx
        .insert(competenceAssessments)
        .values({ studentUuid: student.uuid, schoolUuid: student.schoolUuid, source: 'self', ...changes })
        .onConflictDoUpdate({
          target: competenceAssessments.studentUuid,
          targetWhere: sql`${competenceAssessments.source} = 'self'`,
          set: { ...changes, updatedAt: sql`now()` },
        });
    },

    /** Writes a teacher's rating of the student (one per teacher and student). */
    async saveTeacherRating(student: { uuid: string; schoolUuid: string }, raterUuid: string, ratings: StoredRating[]): Promise<void> {
      await db
        .insert(competenceAssessments)
        .values({ studentUuid: student.uuid, schoolUuid: student.schoolUuid, source: 'teacher', raterUuid, ratings })
        .onConflictDoUpdate({
          target: [competenceAssessments.studentUuid, competenceAssessments.raterUuid],
          targetWhere: sql`${competenceAssessments.source} = 'teacher'`,
          set: { ratings, updatedAt: sql`now()` },
        });
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
