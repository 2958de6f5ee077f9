import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';

/**
 * A student's answer to a task of Mein Weg (decision 062). Task and station are content, named by
 * uuid. One live answer per student and task; deleted answers stay in the Reflexion trash
 * (`deleted_at` set) until restored or deleted forever (decision 063).
 */
export const taskAnswers = pgTable(
  'bo_task_answers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    taskUuid: uuid('task_uuid').notNull(),
    stationUuid: uuid('station_uuid').notNull(),
    /** The task's kind when answered; the columns below that belong to it are filled. */
    kind: text('kind').notNull(),
    text: text('text'),
    checkedItems: text('checked_items').array().notNull().default(sql`'{}'::text[]`),
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull().default({}),
    linkVisitedAt: timestamp('link_visited_at', { withTimezone: true }),
    /** The uploaded file (files module, purpose 'task'); no foreign key across modules. */
    fileUuid: uuid('file_uuid'),
    fileName: text('file_name'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bo_task_answers_live_idx')
      .on(table.userUuid, table.taskUuid)
      .where(sql`${table.deletedAt} is null`),
    index('bo_task_answers_user_idx').on(table.userUuid, table.updatedAt),
  ],
);
