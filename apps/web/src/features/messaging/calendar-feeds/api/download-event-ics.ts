import { eventIcsFileName } from '@berufswahl/contracts/messaging/calendar-feeds';
import * as calendarFeedEndpoints from '@berufswahl/contracts/messaging/endpoints/calendar-feeds';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * `GET /api/messaging/v1/events/:eventUuid/ics`: fetched with the session's token (a plain link
 * would carry none) and offered as a file, which the system opens in the calendar app.
 */
export async function downloadEventIcs(event: { uuid: string; date: string }): Promise<void> {
  // The API client answers non-JSON bodies as text; the declaration has no JSON answer to type it.
  const text = (await callEndpoint(calendarFeedEndpoints.eventIcs, { params: { eventUuid: event.uuid } })) as unknown as string;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = eventIcsFileName(event.date);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
