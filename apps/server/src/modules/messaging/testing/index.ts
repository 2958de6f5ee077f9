// What tests elsewhere use of this module: tables to set up and check rows, factories, and the route
// matrix's examples (decision 216: tests reach another module through its index.ts or this entry).

export { DELETED_AUTHOR_NAME } from './messaging.personal-data';
export { importantNotifications, notifications, supportTickets } from './messaging.schema';
export { NEWS_MATRIX_FIXTURES } from './news/news.matrix-fixtures';
export { newsItems } from './news/news.schema';
