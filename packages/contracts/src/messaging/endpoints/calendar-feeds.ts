// Endpoints of messaging: calendar feeds (issue 18, decisions 227, 238) – method, full path and, as
// types, what each takes and answers. Types only: no zod at run time (decision 007). The single
// event's download declares no answer: it answers `text/calendar`, not JSON.
import type { CalendarFeedCreated, CalendarFeedStatus } from '../calendar-feeds';
import { endpoint } from '../../shared/endpoint';

export const calendarFeed = endpoint<{ answer: CalendarFeedStatus }>()('GET', '/api/messaging/v1/calendar-feed');
export const createCalendarFeed = endpoint<{ answer: CalendarFeedCreated }>()('POST', '/api/messaging/v1/calendar-feed');
export const deleteCalendarFeed = endpoint()('DELETE', '/api/messaging/v1/calendar-feed');
export const eventIcs = endpoint()('GET', '/api/messaging/v1/events/:eventUuid/ics');
