import { SHARE_OPEN_KINDS, SHARE_TARGETS } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from '../../../platform/db/schema';
import { studentLinkColumns } from '../../../platform/db/student-link-columns';
import { stories } from '../stories/stories.schema';

/**
 * A student's link to their portfolio or one story for anyone who has it (issue 18, decision 236).
 * Only the sha256 of the token is stored (`studentLinkColumns`); the token is shown once, in the
 * answer that creates it.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    ...studentLinkColumns(),
    target: text('target', { enum: SHARE_TARGETS }).notNull(),
    /**
     * The shared story; null for the portfolio – and for a story deleted for good (`set null`), so
     * that its link answers 410 "gelöscht" instead of 404 "gibt es nicht".
     */
    storyUuid: uuid('story_uuid').references(() => stories.uuid, { onDelete: 'set null' }),
    /** "Für wen?" – the student's own words, shown to the student only. */
    note: text('note'),
  },
  (table) => [
    index('share_links_student_idx').on(table.studentUuid, table.createdAt),
    index('share_links_story_idx').on(table.storyUuid),
    check('share_links_target', sql`${table.target} in ('portfolio', 'story')`),
    check('share_links_portfolio_has_no_story', sql`${table.target} = 'story' or ${table.storyUuid} is null`),
  ],
);

/**
 * Every opening of a share link: the time and whether the page or the PDF – no address, no
 * browser, nothing of the reader (decision 236: the student learns "when", the school nothing more).
 */
export const shareLinkOpens = pgTable(
  'share_link_opens',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    linkUuid: uuid('link_uuid')
      .notNull()
      .references(() => shareLinks.uuid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_OPEN_KINDS }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_link_opens_link_idx').on(table.linkUuid, table.openedAt), check('share_link_opens_kind', sql`${table.kind} in ('page', 'pdf')`)],
);

/** A school's switch for share links; no row means sharing is on (the default). */
export const schoolSharingSettings = pgTable('school_sharing_settings', {
  schoolUuid: uuid('school_uuid')
    .primaryKey()
    .references(() => schools.uuid, { onDelete: 'cascade' }),
  sharingEnabled: boolean('sharing_enabled').notNull(),
  changedByUuid: uuid('changed_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
