import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client';
import { schools, users } from '../../../platform/db/schema';
import { internships } from '../internships/internships.schema';
import { competenceAssessments, feedbackLinks } from './assessments.schema';
import { firstRevocation } from '../../../platform/db/student-link-columns';

export type FeedbackLinkRow = typeof feedbackLinks.$inferSelect;
export type AssessmentRow = typeof competenceAssessments.$inferSelect;
export type NewFeedbackLink = Omit<typeof feedbackLinks.$inferInsert, 'uuid' | 'createdAt' | 'usedAt' | 'revokedAt'>;
export type NewAssessment = Omit<typeof competenceAssessments.$inferInsert, 'uuid' | 'createdAt' | 'updatedAt'>;

const uuidListSchema = z.array(z.string());
/** json from the driver: node-postgres parses it, PGlite may hand over the text. */
const toUuids = (value: unknown): string[] => uuidListSchema.parse((typeof value === 'string' ? JSON.parse(value) : value) ?? []);

/** Whether the caller teaches a class the student (a uuid column) belongs to. */
export function callerTeaches(studentColumn: AnyPgColumn, callerUuid: string): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from teacher_assignments ta join class_memberships cm on cm.class_uuid = ta.class_uuid
    where cm.user_uuid = ${studentColumn} and ta.teacher_uuid = ${callerUuid}::uuid)`.mapWith(Boolean);
}

/** The teachers of the student's classes (a uuid column), as a uuid list. */
export function teachersOf(studentColumn: AnyPgColumn): SQL<string[]> {
  return sql`coalesce((
    select json_agg(distinct ta.teacher_uuid)
    from teacher_assignments ta join class_memberships cm on cm.class_uuid = ta.class_uuid
    where cm.user_uuid = ${studentColumn}), '[]'::json)`.mapWith(toUuids);
}

/**
 * The SQL of the feedback links and the feedback given through them (issue 16, decision 230).
 * Each read that a route starts from is one query that also brings what the read policy needs.
 */
export function createFeedbackRepository(db: Database) {
  return {
    /** A placement with its student, school and what the policy and the mail need; one query. */
    async findPlacementContext(internshipUuid: string, callerUuid: string, tx: Database = db) {
      const [row] = await tx
        .select({
          uuid: internships.uuid,
          studentUuid: internships.studentUuid,
          schoolUuid: internships.schoolUuid,
          state: internships.state,
          companyName: internships.companyName,
          supervisorName: internships.supervisorName,
          supervisorEmail: internships.supervisorEmail,
          startDate: internships.startDate,
          endDate: internships.endDate,
          studentFirstName: users.firstName,
          schoolName: schools.name,
          clientUuid: schools.clientUuid,
          callerTeachesStudent: callerTeaches(internships.studentUuid, callerUuid),
          hasSupervisorFeedback: sql<boolean>`exists (
            select 1 from ${competenceAssessments}
            where ${competenceAssessments.internshipUuid} = ${internships.uuid} and ${competenceAssessments.source} = 'supervisor')`.mapWith(Boolean),
        })
        .from(internships)
        .innerJoin(users, eq(users.uuid, internships.studentUuid))
        .innerJoin(schools, eq(schools.uuid, internships.schoolUuid))
        .where(eq(internships.uuid, internshipUuid));
      return row;
    },

    /** A link with what the revoke policy needs (its school's Land, whether the caller teaches its student). */
    async findLink(linkUuid: string, callerUuid: string) {
      const [row] = await db
        .select({
          link: feedbackLinks,
          clientUuid: schools.clientUuid,
          callerTeachesStudent: callerTeaches(feedbackLinks.studentUuid, callerUuid),
        })
        .from(feedbackLinks)
        .innerJoin(schools, eq(schools.uuid, feedbackLinks.schoolUuid))
        .where(eq(feedbackLinks.uuid, linkUuid));
      return row ? { ...row.link, clientUuid: row.clientUuid, callerTeachesStudent: row.callerTeachesStudent } : undefined;
    },

    /** A link by its token's hash with what the public page shows and whom a submission notifies. */
    async findLinkByHash(tokenHash: string, tx: Database = db) {
      const [row] = await tx
        .select({
          link: feedbackLinks,
          studentFirstName: users.firstName,
          studentLastName: users.surname,
          companyName: internships.companyName,
          startDate: internships.startDate,
          endDate: internships.endDate,
          clientUuid: schools.clientUuid,
          teacherUuids: teachersOf(feedbackLinks.studentUuid),
        })
        .from(feedbackLinks)
        .innerJoin(users, eq(users.uuid, feedbackLinks.studentUuid))
        .innerJoin(schools, eq(schools.uuid, feedbackLinks.schoolUuid))
        .leftJoin(internships, eq(internships.uuid, feedbackLinks.internshipUuid))
        .where(eq(feedbackLinks.tokenHash, tokenHash));
      return row;
    },

    /** The placement's supervisor links, newest first. */
    linksOfPlacement(internshipUuid: string): Promise<FeedbackLinkRow[]> {
      return db.select().from(feedbackLinks).where(eq(feedbackLinks.internshipUuid, internshipUuid)).orderBy(desc(feedbackLinks.createdAt));
    },

    /** The supervisor feedback given on the placement, oldest first. */
    supervisorFeedbackOf(internshipUuid: string): Promise<AssessmentRow[]> {
      return db
        .select()
        .from(competenceAssessments)
        .where(and(eq(competenceAssessments.internshipUuid, internshipUuid), eq(competenceAssessments.source, 'supervisor')))
        .orderBy(asc(competenceAssessments.createdAt));
    },

    /** A supervisor's feedback with what the release needs: the placement's company and the policy's facts. */
    async findSupervisorFeedback(feedbackUuid: string, callerUuid: string, tx: Database = db) {
      const [row] = await tx
        .select({
          feedback: competenceAssessments,
          companyName: internships.companyName,
          clientUuid: schools.clientUuid,
          callerTeachesStudent: callerTeaches(competenceAssessments.studentUuid, callerUuid),
        })
        .from(competenceAssessments)
        .innerJoin(internships, eq(internships.uuid, competenceAssessments.internshipUuid))
        .innerJoin(schools, eq(schools.uuid, competenceAssessments.schoolUuid))
        .where(and(eq(competenceAssessments.uuid, feedbackUuid), eq(competenceAssessments.source, 'supervisor')));
      return row ? { ...row.feedback, companyName: row.companyName, clientUuid: row.clientUuid, callerTeachesStudent: row.callerTeachesStudent } : undefined;
    },

    async insertLink(tx: Database, values: NewFeedbackLink): Promise<FeedbackLinkRow> {
      const [row] = await tx.insert(feedbackLinks).values(values).returning();
      if (!row) throw new Error('insert into feedback_links returned no row');
      return row;
    },

    /** Revokes the placement's supervisor links that are still open (a new link replaces them). */
    async revokeOpenSupervisorLinks(tx: Database, internshipUuid: string, now: Date): Promise<string[]> {
      const revoked = await tx
        .update(feedbackLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(feedbackLinks.internshipUuid, internshipUuid),
            eq(feedbackLinks.source, 'supervisor'),
            isNull(feedbackLinks.usedAt),
            isNull(feedbackLinks.revokedAt),
            gt(feedbackLinks.expiresAt, now),
          ),
        )
        .returning({ uuid: feedbackLinks.uuid });
      return revoked.map((row) => row.uuid);
    },

    /** Revokes a link that was not used; answers the row as it is afterwards, undefined when it was used. */
    async revokeUnused(tx: Database, linkUuid: string, now: Date): Promise<FeedbackLinkRow | undefined> {
      const [row] = await tx
        .update(feedbackLinks)
        .set({ revokedAt: firstRevocation(feedbackLinks.revokedAt, now) })
        .where(and(eq(feedbackLinks.uuid, linkUuid), isNull(feedbackLinks.usedAt)))
        .returning();
      return row;
    },

    /**
     * Takes the link for the one submission: only an open link is marked used, in one statement,
     * so of two submissions at the same moment exactly one gets the row (the other answers 410).
     */
    async claimOpenLink(tx: Database, tokenHash: string): Promise<FeedbackLinkRow | undefined> {
      const [row] = await tx
        .update(feedbackLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(feedbackLinks.tokenHash, tokenHash), isNull(feedbackLinks.usedAt), isNull(feedbackLinks.revokedAt), gt(feedbackLinks.expiresAt, sql`now()`)),
        )
        .returning();
      return row;
    },

    async insertAssessment(tx: Database, values: NewAssessment): Promise<AssessmentRow> {
      const [row] = await tx.insert(competenceAssessments).values(values).returning();
      if (!row) throw new Error('insert into competence_assessments returned no row');
      return row;
    },

    /** Releases a supervisor's feedback once; answers the row (released before or now). */
    async release(tx: Database, feedbackUuid: string, releasedByUuid: string, now: Date): Promise<{ row: AssessmentRow; isNew: boolean }> {
      const [released] = await tx
        .update(competenceAssessments)
        .set({ releasedAt: now, releasedByUuid, updatedAt: now })
        .where(and(eq(competenceAssessments.uuid, feedbackUuid), isNull(competenceAssessments.releasedAt)))
        .returning();
      if (released) return { row: released, isNew: true };
      const [row] = await tx.select().from(competenceAssessments).where(eq(competenceAssessments.uuid, feedbackUuid));
      if (!row) throw new Error('released feedback vanished');
      return { row, isNew: false };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
