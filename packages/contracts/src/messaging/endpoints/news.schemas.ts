// The run-time schemas of messaging's news and events endpoints (decision 227), for the server only.
import { eventBodySchema, eventItemSchema, eventListSchema, eventParamsSchema } from '../events';
import { newsBodySchema, newsItemSchema, newsListQuerySchema, newsListSchema, newsParamsSchema } from '../news';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as newsEndpoints from './news';

export const news = bindSchemas(newsEndpoints.news, { query: newsListQuerySchema, answer: newsListSchema });
export const newsItem = bindSchemas(newsEndpoints.newsItem, { params: newsParamsSchema, answer: newsItemSchema });
export const createNews = bindSchemas(newsEndpoints.createNews, { body: newsBodySchema, answer: newsItemSchema }, 201);
export const updateNews = bindSchemas(newsEndpoints.updateNews, {
  params: newsParamsSchema,
  body: newsBodySchema,
  answer: newsItemSchema,
});
export const deleteNews = bindSchemas(newsEndpoints.deleteNews, { params: newsParamsSchema }, 204);
export const events = bindSchemas(newsEndpoints.events, { query: newsListQuerySchema, answer: eventListSchema });
export const event = bindSchemas(newsEndpoints.event, { params: eventParamsSchema, answer: eventItemSchema });
export const createEvent = bindSchemas(newsEndpoints.createEvent, { body: eventBodySchema, answer: eventItemSchema }, 201);
export const updateEvent = bindSchemas(newsEndpoints.updateEvent, {
  params: eventParamsSchema,
  body: eventBodySchema,
  answer: eventItemSchema,
});
export const deleteEvent = bindSchemas(newsEndpoints.deleteEvent, { params: eventParamsSchema }, 204);
