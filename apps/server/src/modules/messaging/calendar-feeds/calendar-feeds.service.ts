import {
  CALENDAR_FEED_LIMITS,
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  eventIcsFileName,
  EVENTS_APP_PATH,
  NEWS_READER_ROLES,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, notFound, unauthenticated } from '../../../platform/http/errors';
import { hashLinkToken, newLinkToken } from '../../../platform/http/link-token';
import type { NewsRepository, NewsRow } from '../news/news.repository';
import { readingRoleOf } from '../news/news.service';
import type { CalendarFeedsRepository } from './calendar-feeds.repository';
import { type CalendarEntry, plainTextOfHtml, serializeCalendar } from './icalendar';

const PROD_ID = '-//Berufswahl//Termine//DE';
const FEED_NAME = 'Termine (Berufswahl)';
const FEED_SUFFIX = '.ics';
/** The path of a feed, as the public module answers it: `/api/public/v1/calendar/<token>.ics`. */
const FEED_PATH = '/api/public/v1/calendar/';

const READER_ROLES = new Set<string>(NEWS_READER_ROLES);

/** A token of ours is 43 base64url characters (`newLinkToken`); anything else is unknown without a lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function feedUnknown(): ApiError {
  return new ApiError('NOT_FOUND', CALENDAR_FEED_MESSAGES.feedUnknown);
}

/**
 * Calendar feeds and single-event downloads (issue 18, decision 238). What a feed holds is decided
 * on every fetch by the events' one visibility rule (`news.repository.ts` `visibleTo`) for the
 * account as it is then: a changed class, role or deactivation shows at the next refresh.
 */
export function createCalendarFeedsService(deps: {
  repository: CalendarFeedsRepository;
  news: NewsRepository;
  /** The address the app is reached at (config.publicUrl), without a trailing slash. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repository, news, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(publicUrl).hostname;

  function entryOf(row: NewsRow): CalendarEntry {
    return {
      uid: `${row.uuid}@${host}`,
      summary: row.title,
      description: plainTextOfHtml(row.text),
      location: row.place ?? '',
      url: `${publicUrl}${EVENTS_APP_PATH}`,
      date: row.eventDate ?? '',
      time: row.eventTime,
      durationMinutes: CALENDAR_FEED_LIMITS.timedEventMinutes,
      created: row.createdAt,
      lastModified: row.updatedAt,
      sequence: row.revision,
    };
  }

  return {
    async status(caller: Caller): Promise<CalendarFeedStatus> {
      const feed = await repository.findOf(caller.uuid);
      return {
        is_active: Boolean(feed),
        created_at: feed ? feed.createdAt.toISOString() : null,
        last_fetched_at: feed?.lastFetchedAt ? feed.lastFetchedAt.toISOString() : null,
      };
    },

    /** A new secret URL; the account's previous one stops working in the same statement. */
    async renew(caller: Caller): Promise<CalendarFeedCreated> {
      const token = newLinkToken();
      const feed = await repository.replaceToken(caller.uuid, hashLinkToken(token));
      return { url: `${publicUrl}${FEED_PATH}${token}${FEED_SUFFIX}`, created_at: feed.createdAt.toISOString() };
    },

    async switchOff(caller: Caller): Promise<void> {
      await repository.remove(caller.uuid);
    },

    /**
     * The feed behind `<token>.ics`. Renewed or switched off by its owner: 410, so the calendar
     * app and its user learn that it ended. Unknown, or of an account that is deactivated or
     * cannot read events: 404 – the URL's holder learns nothing more.
     */
    async feedFile(feedName: string): Promise<string> {
      const token = feedName.endsWith(FEED_SUFFIX) ? feedName.slice(0, -FEED_SUFFIX.length) : '';
      if (!TOKEN_PATTERN.test(token)) throw feedUnknown();
      const tokenHash = hashLinkToken(token);
      const owner = await repository.findOwnerByHash(tokenHash);
      if (!owner) {
        if (await repository.isRetired(tokenHash)) throw new ApiError('LINK_GONE', CALENDAR_FEED_MESSAGES.feedRetired);
        throw feedUnknown();
      }
      const role = readingRoleOf(owner.activeRole);
      if (owner.roles.includes('DEACTIVATED') || !READER_ROLES.has(role)) throw feedUnknown();
      const reader = await news.loadReader(owner.userUuid, role);
      if (!reader) throw feedUnknown();
      const rows = await news.listForCalendar(reader, { pastDays: CALENDAR_FEED_LIMITS.pastDays, max: CALENDAR_FEED_LIMITS.maxEvents });
      await repository.recordFetch(owner.feedUuid, CALENDAR_FEED_LIMITS.fetchRecordedEveryMinutes);
      return serializeCalendar({
        prodId: PROD_ID,
        name: FEED_NAME,
        entries: rows.map(entryOf),
        stampedAt: now(),
        refreshIntervalMinutes: CALENDAR_FEED_LIMITS.fetchRecordedEveryMinutes,
      });
    },

    /** One event the caller may see as a file; another school's (or an unknown) event is 404. */
    async eventFile(caller: Caller, eventUuid: string): Promise<{ fileName: string; text: string }> {
      const reader = await news.loadReader(caller.uuid, readingRoleOf(caller.activeRole));
      if (!reader) throw unauthenticated();
      const row = await news.findVisible(reader, 'event', eventUuid);
      if (!row) throw notFound();
      return {
        fileName: eventIcsFileName(row.eventDate ?? 'ohne-datum'),
        text: serializeCalendar({ prodId: PROD_ID, name: FEED_NAME, entries: [entryOf(row)], stampedAt: now() }),
      };
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
