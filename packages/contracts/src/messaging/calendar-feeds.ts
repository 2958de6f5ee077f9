import { z } from 'zod';

/**
 * Calendar feeds (issue 18, decision 238): every reader of events may subscribe to them in a
 * calendar app through a personal secret URL (iCalendar, RFC 5545), and download one event as
 * `.ics`. The URL's token is shown once, when it is made; the server keeps only its hash.
 */

/** What the feed and the single download answer with. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const CALENDAR_FEED_LIMITS = {
  /** Past events stay in the feed this many days, so last week's dates do not vanish from the calendar app. */
  pastDays: 90,
  /** At most this many events in one feed (soonest first from `pastDays` ago): a bound on the answer's size. */
  maxEvents: 500,
  /** An event with a start time but no end lasts this long in the calendar app. */
  timedEventMinutes: 60,
  /** The fetch time of a feed is written at most this often (calendar apps poll about hourly). */
  fetchRecordedEveryMinutes: 60,
  /**
   * A renewed or switched-off URL answers 410 for this many days (calendar apps keep polling an old
   * subscription; 410 tells them and the person that it ended), then 404 like any unknown token.
   */
  retiredUrlDays: 365,
} as const;

export const CALENDAR_FEED_MESSAGES = {
  /** A token nobody has (or one whose account is gone or deactivated). */
  feedUnknown: 'Diesen Kalender-Link gibt es nicht (mehr). Bitte lassen Sie sich in der App einen neuen Link geben.',
  /** A token its owner renewed or switched off (410): the calendar app should stop asking. */
  feedRetired: 'Dieser Kalender-Link gilt nicht mehr: Er wurde in der App erneuert oder abgeschaltet. Bitte abonnieren Sie den neuen Link.',
} as const;

/** `GET /api/messaging/v1/calendar-feed`: whether the caller has a feed – never its token or URL. */
export const calendarFeedStatusSchema = z.object({
  is_active: z.boolean(),
  created_at: z.string().nullable(),
  last_fetched_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** `POST /api/messaging/v1/calendar-feed`: the new URL, shown once; the previous URL stops working. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** A feed URL's last segment: `<token>.ics` (47 characters); the router refuses more than 100 anyway. */
export const calendarFeedParamsSchema = z.object({ feed: z.string().min(1).max(100) });

/** The app path of an event, for the URL property of a calendar entry. */
export const EVENTS_APP_PATH = '/termine';

/** The download name of one event: `termin-2027-03-12.ics`. */
export function eventIcsFileName(date: string): string {
  return `termin-${date}.ics`;
}
