import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { importantNotifications, notifications, supportTickets } from './messaging.schema';
import { newsItems } from './news/news.schema';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a news item or event shows as its author once the author's account is deleted. */
export const DELETED_AUTHOR_NAME = 'Gelöschtes Konto';

/**
 * Messaging (decision 050): the notifications a person received, the barrier reports, the
 * important notifications (coordinators' banner) and the news and events they wrote.
 *
 * On deletion notifications go; barrier reports and banner texts stay without their author (the
 * schema's `on delete set null`): a report must be answerable for a month (§ 12b BGG) and a
 * banner belongs to the Land. News and events stay for their readers too, but without the link to
 * the account and without the author's name (decision 054: the item's purpose does not need the
 * name of a person whose account is gone). The links are removed here, in the deletion
 * transaction, instead of relying on the cascade, so a rerun finds nothing left to do.
 */
export const messagingPersonalData: PersonalDataSection = {
  name: 'nachrichten',
  title: 'Benachrichtigungen und Meldungen',
  tables: ['notifications', 'support_tickets', 'important_notifications', 'news_items'],

  async collect(db, userUuid) {
    const received = await db.select().from(notifications).where(eq(notifications.userUuid, userUuid)).orderBy(asc(notifications.createdAt));
    const tickets = await db.select().from(supportTickets).where(eq(supportTickets.reporterUuid, userUuid)).orderBy(asc(supportTickets.createdAt));
    const banners = await db
      .select()
      .from(importantNotifications)
      .where(eq(importantNotifications.authorUuid, userUuid))
      .orderBy(asc(importantNotifications.createdAt));
    const written = await db.select().from(newsItems).where(eq(newsItems.authorUuid, userUuid)).orderBy(asc(newsItems.createdAt));
    return {
      records: [
        ...received.map((row) => ({
          type: 'notification',
          uuid: row.uuid,
          kind: row.type,
          title: row.title,
          message: row.message,
          link: row.link,
          link_text: row.linkText,
          created_date: toIso(row.createdAt),
          read_date: toIso(row.readAt),
        })),
        ...tickets.map((row) => ({
          type: 'support_ticket',
          uuid: row.uuid,
          kind: row.kind,
          subject: row.subject,
          description: row.description,
          page_url: row.pageUrl,
          created_date: toIso(row.createdAt),
          mailed_date: toIso(row.mailedAt),
        })),
        ...banners.map((row) => ({
          type: 'important_notification',
          uuid: row.uuid,
          important_notification: row.text,
          created_date: toIso(row.createdAt),
          last_modified: toIso(row.updatedAt),
        })),
        ...written.map((row) => ({
          type: row.kind === 'event' ? 'event' : 'news',
          uuid: row.uuid,
          title: row.title,
          text: row.text,
          audiences: row.audiences,
          class_uuid: row.classUuid,
          grade: row.grade,
          level: row.level,
          event_date: row.eventDate,
          event_time: row.eventTime,
          place: row.place,
          created_date: toIso(row.createdAt),
          last_modified: toIso(row.updatedAt),
        })),
      ],
    };
  },

  async erase(tx, userUuid) {
    await tx.delete(notifications).where(eq(notifications.userUuid, userUuid));
    await tx.update(supportTickets).set({ reporterUuid: null }).where(eq(supportTickets.reporterUuid, userUuid));
    await tx.update(importantNotifications).set({ authorUuid: null }).where(eq(importantNotifications.authorUuid, userUuid));
    await tx.update(newsItems).set({ authorUuid: null, authorName: DELETED_AUTHOR_NAME }).where(eq(newsItems.authorUuid, userUuid));
  },
};
