import { FEEDBACK_LINK_SOURCES, OTHER_SOURCES } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from '../../../platform/db/schema';
import { studentLinkColumns } from '../../../platform/db/student-link-columns';
import { internships } from '../internships/internships.schema';

/** Whose ratings a row holds: the student's own or one of the others' (contracts). */
const ASSESSMENT_SOURCES = ['self', ...OTHER_SOURCES] as const;

/** One rating of a competence item; `value` null is „kann ich nicht beurteilen“. */
export type StoredRating = { item: string; value: number | null };
/** The student's thoughts on an item, by item key (self rows only). */
export type StoredReflections = Record<string, string>;

/**
 * A link that lets someone without an account give feedback once (issue 16, decision 230): the
 * supervisor of a placement, or a parent. Only the sha256 of the token is stored – the token itself
 * is shown once, in the answer that creates the link (and in the e-mail), and never again.
 */
export const feedbackLinks = pgTable(
  'feedback_links',
  {
    ...studentLinkColumns(),
    /** The placement a supervisor link belongs to; null for a parent link. */
    internshipUuid: uuid('internship_uuid').references(() => internships.uuid, { onDelete: 'cascade' }),
    source: text('source', { enum: FEEDBACK_LINK_SOURCES }).notNull(),
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** When the one submission came in; a used link opens nothing any more. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('feedback_links_student_idx').on(table.studentUuid, table.createdAt),
    index('feedback_links_internship_idx').on(table.internshipUuid),
    check('feedback_links_source', sql`${table.source} in ('supervisor', 'parent')`),
    check('feedback_links_supervisor_has_internship', sql`(${table.source} = 'supervisor') = (${table.internshipUuid} is not null)`),
  ],
);

/**
 * One set of ratings of the competence items (content/internships/competences.json) about a
 * student: the student's own (`self`, one row, with the reflections and what the class's teachers
 * may see), a teacher's (one row per teacher), a supervisor's or a parent's (one row per link).
 * A supervisor's feedback reaches the student once a teacher has released it (`released_at`).
 */
export const competenceAssessments = pgTable(
  'competence_assessments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    studentUuid: uuid('student_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'cascade' }),
    source: text('source', { enum: ASSESSMENT_SOURCES }).notNull(),
    /** The link a supervisor's or parent's feedback came through (one submission per link). */
    linkUuid: uuid('link_uuid')
      .unique()
      .references(() => feedbackLinks.uuid, { onDelete: 'set null' }),
    internshipUuid: uuid('internship_uuid').references(() => internships.uuid, { onDelete: 'cascade' }),
    /** The teacher of a `teacher` row; null once that account is deleted (the rating stays). */
    raterUuid: uuid('rater_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** The supervisor's Anwesenheitstage. */
    daysPresent: integer('days_present'),
    ratings: jsonb('ratings').$type<StoredRating[]>().notNull().default([]),
    comment: text('comment'),
    reflections: jsonb('reflections').$type<StoredReflections>().notNull().default({}),
    /** On the `self` row: which of the student's sources the class's teachers see ('self', 'parent'). */
    teacherVisibleSources: text('teacher_visible_sources').array().notNull().default(sql`'{}'::text[]`),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedByUuid: uuid('released_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competence_assessments_student_idx').on(table.studentUuid, table.source),
    index('competence_assessments_internship_idx').on(table.internshipUuid),
    uniqueIndex('competence_assessments_one_self').on(table.studentUuid).where(sql`${table.source} = 'self'`),
    uniqueIndex('competence_assessments_one_per_teacher').on(table.studentUuid, table.raterUuid).where(sql`${table.source} = 'teacher'`),
    check('competence_assessments_source', sql`${table.source} in ('self', 'teacher', 'supervisor', 'parent')`),
  ],
);
