// The module's test entry: what tests elsewhere use of it – tables to set up and check rows,
// factories, and the route matrix's examples. Tests reach another module through its index.ts or
// this entry only (decisions 216, 228); production code never imports from a testing/ folder.

export { DELETED_AUTHOR_NAME } from '../messaging.personal-data';
export { importantNotifications, notifications, supportTickets } from '../messaging.schema';
export { CALENDAR_FEEDS_MATRIX_FIXTURES } from './calendar-feeds.matrix-fixtures';
export { NEWS_MATRIX_FIXTURES } from './news.matrix-fixtures';
export { newsItems } from '../news/news.schema';
export { eventsOf, parseICal, propertyOf, unescapeICalText, unfoldICal, type ICalComponent } from './icalendar-reader';
export { calendarFeedRetiredTokens, calendarFeeds } from '../calendar-feeds/calendar-feeds.schema';
