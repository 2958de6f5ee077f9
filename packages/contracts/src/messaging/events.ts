import { z } from 'zod';
import { requiredText, validationMessages } from '../shared/validation';
import { NEWS_FIELD_LABELS, NEWS_MESSAGES, newsFieldsSchema, newsItemSchema, newsListSchemaOf } from './news';

/** An event (Termin) is a news item with a date and a place (spec 3). */
export const EVENT_PLACE_MAX_CHARS = 255;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const eventDateSchema = z
  .string({ error: validationMessages.required(NEWS_FIELD_LABELS.date) })
  .regex(isoDate, { error: validationMessages.regex(NEWS_FIELD_LABELS.date) })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: validationMessages.regex(NEWS_FIELD_LABELS.date),
  });

/** Optional start time `HH:MM` (German local time). */
export const eventTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: validationMessages.regex('Uhrzeit') })
  .nullable()
  .default(null);

export const eventBodySchema = newsFieldsSchema
  .extend({
    date: eventDateSchema,
    time: eventTimeSchema,
    place: requiredText(NEWS_FIELD_LABELS.place, EVENT_PLACE_MAX_CHARS),
  })
  .refine((fields) => fields.class_uuid === null || fields.grade === null, {
    error: NEWS_MESSAGES.classAndGrade,
    path: ['grade'],
  });
export type EventBody = z.input<typeof eventBodySchema>;

export const eventParamsSchema = z.object({ eventUuid: z.uuid() });

export const eventItemSchema = newsItemSchema.extend({
  date: z.string(),
  time: z.string().nullable(),
  place: z.string(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** Events list upcoming ones (today in German time and later), soonest first. */
export const eventListSchema = newsListSchemaOf(eventItemSchema);
export type EventList = z.infer<typeof eventListSchema>;
