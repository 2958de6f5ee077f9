// Endpoints of messaging: news and events (decisions 225, 227) – method, full path and, as types,
// what each takes and answers, declared once for the server's routes and the client's calls. One
// file per resource: the client's bundler cannot split a file, so a screen carries only the
// declarations of the resources it calls. Types only from the schemas' files: no zod at run time
// (decision 007).
import type { EventBody, EventItem, EventList } from '../events';
import type { NewsBody, NewsItem, NewsList, NewsListQuery } from '../news';
import { endpoint } from '../../shared/endpoint';

// Every parameter of the list has a default on the server, so the client may leave any out.
type ListQuery = Partial<NewsListQuery>;

export const news = endpoint<{ query: ListQuery; answer: NewsList }>()('GET', '/api/messaging/v1/news');
export const newsItem = endpoint<{ answer: NewsItem }>()('GET', '/api/messaging/v1/news/:newsUuid');
export const createNews = endpoint<{ body: NewsBody; answer: NewsItem }>()('POST', '/api/messaging/v1/news');
export const updateNews = endpoint<{ body: NewsBody; answer: NewsItem }>()('PUT', '/api/messaging/v1/news/:newsUuid');
export const deleteNews = endpoint()('DELETE', '/api/messaging/v1/news/:newsUuid');
export const events = endpoint<{ query: ListQuery; answer: EventList }>()('GET', '/api/messaging/v1/events');
export const event = endpoint<{ answer: EventItem }>()('GET', '/api/messaging/v1/events/:eventUuid');
export const createEvent = endpoint<{ body: EventBody; answer: EventItem }>()('POST', '/api/messaging/v1/events');
export const updateEvent = endpoint<{ body: EventBody; answer: EventItem }>()('PUT', '/api/messaging/v1/events/:eventUuid');
export const deleteEvent = endpoint()('DELETE', '/api/messaging/v1/events/:eventUuid');
