import {
  type EventBody,
  type EventItem,
  eventBodySchema,
  levelOfFilter,
  NEWS_MESSAGES,
  NEWS_NOTIFICATION_TEXT,
  NEWS_NOTIFICATION_TEXT_LEICHT,
  NEWS_QUOTA,
  type NewsBody,
  newsBodySchema,
  type NewsItem,
  type NewsListQuery,
  NEWS_AUTHOR_ROLES,
} from '@berufswahl/contracts';
import type { Caller, JoinedCaller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, forbidden, notFound, unauthenticated } from '../../../platform/http/errors';
import { notifyUsers } from '../notifications/notifications.service';
import { sanitizeNewsHtml } from './news-html';
import type { NewNewsRow, NewsKind, NewsListRow, NewsRepository, Reader } from './news.repository';
import { invalidField } from '../../../platform/http/error-responses';

/** What both kinds share; events add date, time and place. */
type Fields = NewsBody & Partial<Pick<EventBody, 'date' | 'time' | 'place'>>;


function toItem(row: NewsListRow, reader: Pick<Reader, 'uuid'>): NewsItem {
  return {
    uuid: row.uuid,
    title: row.title,
    text: row.text,
    audiences: row.audiences as NewsItem['audiences'],
    class_uuid: row.classUuid,
    class_label: row.classLabel,
    grade: row.grade,
    level: row.level as NewsItem['level'],
    author: { uuid: row.authorUuid, name: row.authorName },
    is_own: row.authorUuid === reader.uuid,
    created_date: row.createdAt.toISOString(),
    last_modified: row.updatedAt.toISOString(),
  };
}

function toEvent(row: NewsListRow, reader: Pick<Reader, 'uuid'>): EventItem {
  return { ...toItem(row, reader), date: row.eventDate ?? '', time: row.eventTime, place: row.place ?? '' };
}

const QUOTA_WRITERS = new Set<string>(NEWS_AUTHOR_ROLES);

/** What is left of the quota after `used` own items in the window; readers who do not write have none. */
function quotaFrom(readingRole: string, used: number) {
  if (!QUOTA_WRITERS.has(readingRole)) return { quota_max: 0, quota_remaining: 0 };
  return { quota_max: NEWS_QUOTA.max, quota_remaining: Math.max(0, NEWS_QUOTA.max - used) };
}

/** The role news and events are read as: `ADMIN` is the alias of `SUPER_ADMIN` (decision 226). */
export function readingRoleOf(activeRole: string): string {
  return activeRole === 'ADMIN' ? 'SUPER_ADMIN' : activeRole;
}

export function createNewsService(deps: { repository: NewsRepository; db: Database }) {
  const { repository } = deps;

  async function readerOf(caller: Caller): Promise<Reader> {
    const reader = await repository.loadReader(caller.uuid, readingRoleOf(caller.activeRole));
    if (!reader) throw unauthenticated();
    return reader;
  }

  /**
   * Where the item lives and whether the author may aim it there (decision 092):
   * teachers – their school, their learning groups or year levels, never without a group;
   * school coordinators – any learning group or year level of their school;
   * state coordinators – their Land, federal admins – the system, both only to school coordinators.
   */
  async function placeOf(reader: Reader, fields: Fields): Promise<Pick<NewNewsRow, 'clientUuid' | 'schoolUuid'>> {
    if (reader.activeRole === 'ADMIN_LAND' || reader.activeRole === 'SUPER_ADMIN') {
      const onlyCoordinators = fields.audiences.length === 1 && fields.audiences[0] === 'ADMIN_SCHULE';
      if (!onlyCoordinators || fields.class_uuid || fields.grade || fields.level) {
        throw invalidField('audiences', NEWS_MESSAGES.coordinatorAudience);
      }
      return { clientUuid: reader.activeRole === 'ADMIN_LAND' ? reader.clientUuid : null, schoolUuid: null };
    }
    if (!reader.schoolUuid) throw forbidden();
    if (reader.activeRole === 'LEHRER' && reader.teaching.length === 0) throw new ApiError('FORBIDDEN', NEWS_MESSAGES.noLearningGroup);
    if (fields.class_uuid) {
      const target = await repository.findClass(fields.class_uuid);
      // Another school's learning group is as if it did not exist.
      if (!target || target.schoolUuid !== reader.schoolUuid) throw notFound();
      if (reader.activeRole === 'LEHRER' && !reader.teaching.some((group) => group.uuid === target.uuid)) {
        throw new ApiError('FORBIDDEN', NEWS_MESSAGES.notYourGroup);
      }
    }
    if (fields.grade) {
      if (reader.activeRole === 'LEHRER' && !reader.teaching.some((group) => group.grade === fields.grade)) {
        throw new ApiError('FORBIDDEN', NEWS_MESSAGES.notYourGroup);
      }
    }
    return { clientUuid: reader.clientUuid, schoolUuid: reader.schoolUuid };
  }

  function contentOf(fields: Fields, kind: NewsKind) {
    // Parse again after sanitising: what is stored must itself be within the limits.
    const text = sanitizeNewsHtml(fields.text);
    const schema = kind === 'event' ? eventBodySchema : newsBodySchema;
    const checked = schema.safeParse({ ...fields, text });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? NEWS_MESSAGES.filter;
      throw new ApiError('VALIDATION_FAILED', message, [{ field: 'text', message }]);
    }
    return {
      title: fields.title,
      text,
      audiences: [...new Set(fields.audiences)],
      classUuid: fields.class_uuid ?? null,
      grade: fields.grade ?? null,
      level: fields.level ?? null,
      eventDate: kind === 'event' ? (fields.date ?? null) : null,
      eventTime: kind === 'event' ? (fields.time ?? null) : null,
      place: kind === 'event' ? (fields.place ?? null) : null,
    };
  }

  async function quotaOf(reader: Reader, kind: NewsKind, database?: Database) {
    if (!QUOTA_WRITERS.has(reader.activeRole)) return quotaFrom(reader.activeRole, 0);
    return quotaFrom(reader.activeRole, await repository.countRecentOf(database ?? deps.db, reader.uuid, kind, NEWS_QUOTA.windowDays));
  }

  function forKind<T extends NewsItem>(kind: NewsKind, present: (row: NewsListRow, reader: Pick<Reader, 'uuid'>) => T) {
    const api = {
      /**
       * One round trip: the caller, the reader, visible items, count and quota in one query
       * (decisions 241, 259); the caller is admitted from the row the query found.
       */
      async list(joined: JoinedCaller, query: NewsListQuery) {
        const found = await repository.listPage(joined.subject, kind, {
          level: levelOfFilter(query.filter),
          start: query.start,
          limit: query.limit,
          windowDays: NEWS_QUOTA.windowDays,
        });
        const { page } = joined.admit(found, (row) => row.caller).found;
        return {
          items: page.rows.slice(0, query.limit).map((row) => present(row, page.reader)),
          has_more: page.rows.length > query.limit,
          total: page.total,
          ...quotaFrom(page.reader.activeRole, page.ownRecent),
        };
      },

      async get(caller: Caller, uuid: string): Promise<T> {
        const reader = await readerOf(caller);
        const row = await repository.findVisible(reader, kind, uuid);
        if (!row) throw notFound();
        return present(row, reader);
      },

      /** Publishes within the quota and notifies the audience, all in one transaction. */
      async create(caller: Caller, fields: Fields): Promise<T> {
        const reader = await readerOf(caller);
        const place = await placeOf(reader, fields);
        const content = contentOf(fields, kind);
        const uuid = await repository.withAuthorLock(reader.uuid, async (tx) => {
          const { quota_remaining } = await quotaOf(reader, kind, tx);
          if (quota_remaining <= 0) throw new ApiError('RATE_LIMITED', NEWS_MESSAGES.quotaReached(NEWS_QUOTA.max, NEWS_QUOTA.windowDays));
          const row: NewNewsRow = { kind, ...place, ...content, authorUuid: reader.uuid, authorName: reader.displayName };
          const created = await repository.insert(tx, row);
          const recipients = await repository.recipientsOf(tx, row);
          const text = NEWS_NOTIFICATION_TEXT[kind];
          const message = `${reader.displayName}: ${content.title}`;
          await notifyUsers(tx, {
            type: kind === 'event' ? 'events' : 'news',
            title: text.title,
            message,
            icon: kind === 'event' ? 'calendar' : 'news',
            link: text.link,
            linkText: text.linkText,
            // The message is the author's own title: it stays as written.
            leichteSprache: { title: NEWS_NOTIFICATION_TEXT_LEICHT[kind].title, message, linkText: NEWS_NOTIFICATION_TEXT_LEICHT[kind].linkText },
            userUuids: recipients,
          });
          return created;
        });
        return api.get(caller, uuid);
      },

      /** Only the author edits; another reader gets 403, someone who cannot see it 404. */
      async update(caller: Caller, uuid: string, fields: Fields): Promise<T> {
        const reader = await readerOf(caller);
        const existing = await repository.findVisible(reader, kind, uuid);
        if (!existing) throw notFound();
        if (existing.authorUuid !== reader.uuid) throw new ApiError('FORBIDDEN', NEWS_MESSAGES.notAuthor);
        const place = await placeOf(reader, fields);
        const content = contentOf(fields, kind);
        await repository.withAuthorLock(reader.uuid, (tx) => repository.update(tx, uuid, { ...place, ...content }));
        return api.get(caller, uuid);
      },

      async remove(caller: Caller, uuid: string): Promise<void> {
        const reader = await readerOf(caller);
        const existing = await repository.findVisible(reader, kind, uuid);
        if (!existing) throw notFound();
        if (existing.authorUuid !== reader.uuid) throw new ApiError('FORBIDDEN', NEWS_MESSAGES.notAuthor);
        await repository.remove(uuid);
      },
    };
    return api;
  }

  return {
    news: forKind('news', toItem),
    events: forKind('event', toEvent),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
