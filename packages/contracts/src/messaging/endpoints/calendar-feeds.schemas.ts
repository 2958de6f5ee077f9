// The run-time schemas of messaging's calendar-feed endpoints (decisions 227, 238), for the server
// only. The single event's download binds no answer schema: a 200 without one is a file.
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../calendar-feeds';
import { eventParamsSchema } from '../events';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as calendarFeedEndpoints from './calendar-feeds';

export const calendarFeed = bindSchemas(calendarFeedEndpoints.calendarFeed, { answer: calendarFeedStatusSchema });
export const createCalendarFeed = bindSchemas(calendarFeedEndpoints.createCalendarFeed, { answer: calendarFeedCreatedSchema }, 201);
export const deleteCalendarFeed = bindSchemas(calendarFeedEndpoints.deleteCalendarFeed, {}, 204);
export const eventIcs = bindSchemas(calendarFeedEndpoints.eventIcs, { params: eventParamsSchema });
