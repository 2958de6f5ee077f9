import { ASSESSMENT_SOURCE_LABELS, FEEDBACK_LINK_STATE_LABELS, type ShareableSource } from '@berufswahl/contracts';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { internships } from '../internships/internships.schema';
import { competenceAssessments, feedbackLinks, type StoredRating } from './assessments.schema';
import { competenceNameOf, loadCompetences, type Competence } from './competences';
import { linkStateOf } from './feedback-answer';

const ratingsOf = (ratings: readonly StoredRating[], competences: readonly Competence[]) =>
  ratings.map((rating) => ({ item: competenceNameOf(rating.item, competences), value: rating.value }));

/** The companies of the given placements, to name them in the overview. */
async function companiesOf(db: Database, internshipUuids: readonly string[]): Promise<Map<string, string>> {
  if (internshipUuids.length === 0) return new Map();
  const rows = await db.select({ uuid: internships.uuid, companyName: internships.companyName }).from(internships).where(inArray(internships.uuid, [...internshipUuids]));
  return new Map(rows.map((row) => [row.uuid, row.companyName]));
}

/**
 * Feedback links and "So sehen mich andere" as personal data (decision 230).
 *
 * A student's export holds every link made for them – to whom, its state, its dates, never the
 * token (only its hash is stored, and that is left out too) – and every rating set about them:
 * their own with their reflections and what they share, the teachers' (without the teacher's
 * name), the supervisors' and the parents'. A teacher's export holds the ratings they gave and the
 * links they made or feedback they released, with nothing of the student but the uuid.
 *
 * Erasure removes the student's links and rating sets. A teacher's rating, a link a teacher made
 * and a release outlive the teacher's account without the person (`set null`, done here as well so
 * that the section is complete on its own, decision 055).
 */
export const assessmentsPersonalData: PersonalDataSection = {
  name: 'rueckmeldungen',
  title: 'Rückmeldungen und Einschätzungen',
  tables: ['feedback_links', 'competence_assessments'],

  async collect(db, userUuid) {
    const competences = await loadCompetences();
    const now = new Date();
    const links = await db.select().from(feedbackLinks).where(eq(feedbackLinks.studentUuid, userUuid)).orderBy(asc(feedbackLinks.createdAt));
    const about = await db.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, userUuid)).orderBy(asc(competenceAssessments.createdAt));
    const companies = await companiesOf(db, [...links, ...about].flatMap((row) => (row.internshipUuid ? [row.internshipUuid] : [])));
    const records: unknown[] = [];
    for (const link of links) {
      records.push({
        type: 'feedback_link',
        uuid: link.uuid,
        source: ASSESSMENT_SOURCE_LABELS[link.source],
        internship_uuid: link.internshipUuid,
        internship: link.internshipUuid ? (companies.get(link.internshipUuid) ?? null) : null,
        link_state: FEEDBACK_LINK_STATE_LABELS[linkStateOf(link, now)],
        recipient_email: link.recipientEmail,
        recipient_name: link.recipientName,
        created_date: link.createdAt.toISOString(),
        expires_date: link.expiresAt.toISOString(),
        used_date: link.usedAt?.toISOString() ?? null,
        revoked_date: link.revokedAt?.toISOString() ?? null,
      });
    }
    for (const row of about) {
      records.push({
        type: 'competence_assessment',
        uuid: row.uuid,
        source: ASSESSMENT_SOURCE_LABELS[row.source],
        internship_uuid: row.internshipUuid,
        internship: row.internshipUuid ? (companies.get(row.internshipUuid) ?? null) : null,
        days_present: row.daysPresent,
        ratings: ratingsOf(row.ratings, competences),
        comment: row.comment,
        ...(row.source === 'self'
          ? {
              reflections: Object.entries(row.reflections).map(([item, text]) => ({ item: competenceNameOf(item, competences), text })),
              teacher_visible_sources: row.teacherVisibleSources.map((source) => ASSESSMENT_SOURCE_LABELS[source as ShareableSource] ?? source),
            }
          : {}),
        released_date: row.releasedAt?.toISOString() ?? null,
        created_date: row.createdAt.toISOString(),
        last_modified: row.updatedAt.toISOString(),
      });
    }

    const given = await db
      .select()
      .from(competenceAssessments)
      .where(and(eq(competenceAssessments.raterUuid, userUuid), ne(competenceAssessments.studentUuid, userUuid)))
      .orderBy(asc(competenceAssessments.createdAt));
    for (const row of given) {
      records.push({
        type: 'competence_assessment_written',
        uuid: row.uuid,
        student_uuid: row.studentUuid,
        ratings: ratingsOf(row.ratings, competences),
        created_date: row.createdAt.toISOString(),
        last_modified: row.updatedAt.toISOString(),
      });
    }
    const made = await db
      .select()
      .from(feedbackLinks)
      .where(and(eq(feedbackLinks.createdByUuid, userUuid), ne(feedbackLinks.studentUuid, userUuid)))
      .orderBy(asc(feedbackLinks.createdAt));
    for (const link of made) {
      records.push({ type: 'feedback_link_created', uuid: link.uuid, internship_uuid: link.internshipUuid, source: ASSESSMENT_SOURCE_LABELS[link.source], created_date: link.createdAt.toISOString() });
    }
    const released = await db
      .select({ uuid: competenceAssessments.uuid, internshipUuid: competenceAssessments.internshipUuid, releasedAt: competenceAssessments.releasedAt })
      .from(competenceAssessments)
      .where(and(eq(competenceAssessments.releasedByUuid, userUuid), isNotNull(competenceAssessments.releasedAt)))
      .orderBy(asc(competenceAssessments.releasedAt));
    for (const row of released) {
      records.push({ type: 'feedback_released', feedback_uuid: row.uuid, internship_uuid: row.internshipUuid, released_date: row.releasedAt?.toISOString() ?? null });
    }
    return { records, files: [] };
  },

  async erase(tx, userUuid) {
    await tx.delete(competenceAssessments).where(eq(competenceAssessments.studentUuid, userUuid));
    await tx.delete(feedbackLinks).where(eq(feedbackLinks.studentUuid, userUuid));
    await tx.update(competenceAssessments).set({ raterUuid: null }).where(eq(competenceAssessments.raterUuid, userUuid));
    await tx.update(competenceAssessments).set({ releasedByUuid: null }).where(eq(competenceAssessments.releasedByUuid, userUuid));
    await tx.update(feedbackLinks).set({ createdByUuid: null }).where(eq(feedbackLinks.createdByUuid, userUuid));
  },
};
