// The run-time schemas of the public calendar feed (decisions 227, 238), for the server only.
import { calendarFeedParamsSchema } from '../../messaging/calendar-feeds';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as calendarEndpoints from './calendar';

export const calendarFeedFile = bindSchemas(calendarEndpoints.calendarFeedFile, { params: calendarFeedParamsSchema });
