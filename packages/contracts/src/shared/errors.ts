import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every API error has this body (ARCHITECTURE.md section 5). */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  request_id: z.string().optional(),
  /** With a 409 about a changed record (ANSWER_CHANGED): the server's current version of it. */
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

