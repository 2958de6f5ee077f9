// Endpoints of messaging: news (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const news = { method: 'GET', path: '/api/messaging/v1/news' } as const satisfies Endpoint;
export const newsItem = { method: 'GET', path: '/api/messaging/v1/news/:newsUuid' } as const satisfies Endpoint;
export const createNews = { method: 'POST', path: '/api/messaging/v1/news' } as const satisfies Endpoint;
export const updateNews = { method: 'PUT', path: '/api/messaging/v1/news/:newsUuid' } as const satisfies Endpoint;
export const deleteNews = { method: 'DELETE', path: '/api/messaging/v1/news/:newsUuid' } as const satisfies Endpoint;
export const events = { method: 'GET', path: '/api/messaging/v1/events' } as const satisfies Endpoint;
export const event = { method: 'GET', path: '/api/messaging/v1/events/:eventUuid' } as const satisfies Endpoint;
export const createEvent = { method: 'POST', path: '/api/messaging/v1/events' } as const satisfies Endpoint;
export const updateEvent = { method: 'PUT', path: '/api/messaging/v1/events/:eventUuid' } as const satisfies Endpoint;
export const deleteEvent = { method: 'DELETE', path: '/api/messaging/v1/events/:eventUuid' } as const satisfies Endpoint;
