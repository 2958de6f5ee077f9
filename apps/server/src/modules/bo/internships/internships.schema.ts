import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from '../../../platform/db/schema';
import { files } from '../../files';

/**
 * A school's internship periods per grade (issue 16): a placement outside every period of the
 * student's grade is shown with a warning, never refused.
 */
export const internshipPeriods = pgTable(
  'internship_periods',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    label: text('label').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('internship_periods_school_idx').on(table.schoolUuid, table.grade), check('internship_periods_dates', sql`${table.endDate} >= ${table.startDate}`)],
);

/**
 * A student's placement (Praktikumsplatz). `state` is what was decided – draft, submitted, returned
 * by the teacher, confirmed; "running" and "finished" follow from the dates of a confirmed one.
 * `school_uuid` is the student's school when it was recorded: the tenancy of every staff route.
 */
export const internships = pgTable(
  'internships',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    studentUuid: uuid('student_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** A key of content/internships/fields-of-work.json. */
    fieldOfWork: text('field_of_work').notNull(),
    supervisorName: text('supervisor_name').notNull(),
    supervisorEmail: text('supervisor_email').notNull(),
    supervisorPhone: text('supervisor_phone'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dailyHours: numeric('daily_hours', { precision: 3, scale: 1, mode: 'number' }),
    expectations: text('expectations'),
    state: text('state', { enum: ['draft', 'submitted', 'returned', 'confirmed'] }).notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    reviewedByUuid: uuid('reviewed_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('internships_student_idx').on(table.studentUuid, table.startDate),
    index('internships_school_state_idx').on(table.schoolUuid, table.state),
    check('internships_state', sql`${table.state} in ('draft', 'submitted', 'returned', 'confirmed')`),
    check('internships_dates', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * The reports of an internship (Praktikumstagebuch): text and at most one photo, stored through the
 * files module like a story's attachment (same quota, sniffing and streaming). When the files
 * module removes the photo for good, `photo_file_uuid` becomes null.
 */
export const internshipReports = pgTable(
  'internship_reports',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    internshipUuid: uuid('internship_uuid')
      .notNull()
      .references(() => internships.uuid, { onDelete: 'cascade' }),
    authorUuid: uuid('author_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    photoFileUuid: uuid('photo_file_uuid').references(() => files.uuid, { onDelete: 'set null' }),
    photoName: text('photo_name'),
    photoMimeType: text('photo_mime_type'),
    photoSizeBytes: bigint('photo_size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('internship_reports_internship_idx').on(table.internshipUuid, table.reportDate)],
);
