import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes, users } from '../../platform/db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every award of points: one row per (user, action, subject), so an action earns once however
 * often it is repeated or retried (decision 080). A user's points are the sum of their rows.
 */
export const arcadePointEvents = pgTable(
  'arcade_point_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** What the action was about (story, task, reflection, quest, statement). */
    subjectUuid: uuid('subject_uuid').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('arcade_point_events_once_idx').on(table.userUuid, table.action, table.subjectUuid)],
);

/**
 * Each user's points, the sum of their `arcade_point_events` rows, kept by a trigger on that table
 * (migration 0025) in the statement that writes the event (issue 20): the ranking reads 30 totals
 * instead of summing a school year's events of 30 students on every request (bench/ranking-plan).
 * Never written by the application; a user without events has no row (0 points).
 */
export const arcadePointTotals = pgTable('arcade_point_totals', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  points: integer('points').notNull().default(0),
});

/**
 * Trophies a user holds; the trophy itself is content (`content/arcade/arcade.json`).
 * `awarded_at` holds whole milliseconds (default and check, migration 0026): the ranking shows each
 * student's latest trophy, comparing moments in milliseconds as JavaScript's dates did, and reads
 * it in the order of the index below instead of sorting truncated moments (decision 255).
 */
export const arcadeUserTrophies = pgTable(
  'arcade_user_trophies',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    trophyUuid: uuid('trophy_uuid').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (table) => [
    primaryKey({ columns: [table.userUuid, table.trophyUuid] }),
    index('arcade_user_trophies_latest_idx').on(table.userUuid, table.awardedAt.desc(), table.trophyUuid),
    check('arcade_user_trophies_whole_milliseconds', sql`${table.awardedAt} = date_trunc('milliseconds', ${table.awardedAt})`),
  ],
);

/** A student's arcade settings; no row means the defaults (visible to the class, decision 083). */
export const arcadeSettings = pgTable('arcade_settings', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  visibleToClass: boolean('visible_to_class').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A quest: a task of the path a teacher started for a class (decision 086). */
export const arcadeQuests = pgTable(
  'arcade_quests',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    classUuid: uuid('class_uuid')
      .notNull()
      .references(() => classes.uuid, { onDelete: 'cascade' }),
    taskUuid: uuid('task_uuid').notNull(),
    /** The task's title when the quest was started. */
    title: text('title').notNull(),
    startedBy: uuid('started_by').references(() => users.uuid, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('arcade_quests_class_idx').on(table.classUuid, table.startedAt),
    // One running quest per task and class, however many requests race to start it.
    uniqueIndex('arcade_quests_one_running_idx')
      .on(table.classUuid, table.taskUuid)
      .where(sql`${table.finishedAt} is null`),
  ],
);

/** Who takes part in a quest, and whether they finished its task. */
export const arcadeQuestParticipations = pgTable(
  'arcade_quest_participations',
  {
    questUuid: uuid('quest_uuid')
      .notNull()
      .references(() => arcadeQuests.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.questUuid, table.userUuid] }), index('arcade_quest_participations_user_idx').on(table.userUuid)],
);
