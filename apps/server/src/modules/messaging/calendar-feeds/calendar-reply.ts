import { CALENDAR_CONTENT_TYPE } from '@berufswahl/contracts';
import type { FastifyReply } from 'fastify';

/**
 * Sends iCalendar text as it is. The declared routes bind no answer schema for it (a 200 without
 * one is a file, decision 227), so the reply is taken untyped here, as the archive download does.
 */
export function sendCalendar(reply: FastifyReply, text: string, downloadName?: string): FastifyReply {
  reply.header('content-type', CALENDAR_CONTENT_TYPE);
  if (downloadName) reply.header('content-disposition', `attachment; filename="${downloadName}"`).header('cache-control', 'no-store');
  return reply.send(text);
}
