import { z } from 'zod';
import { requiredText } from '../shared/validation';

/*
 * Statements (decision 073): short first-person sentences a student writes about interests and
 * strengths ("Ich arbeite gern mit den Händen, weil …"). Routes under /api/bo/v1, students only,
 * always the caller's own statements:
 *   GET    /statements                  own statements, newest first
 *   POST   /statements                  write one  { text }
 *   PATCH  /statements/:statementUuid   edit       { text }
 *   DELETE /statements/:statementUuid   delete for good (its pins go with it)
 */

/** A statement is a sentence or two, not an essay: short enough to read at a glance on the Pinnwand. */
export const STATEMENT_TEXT_MAX = 500;
/** Enough for a whole school career; stops a runaway script from filling the table. */
export const STATEMENTS_PER_STUDENT_MAX = 100;

export const STATEMENT_FIELD_LABELS = { text: 'Aussage' } as const;

export const STATEMENT_MESSAGES = {
  tooMany: `Du hast schon ${STATEMENTS_PER_STUDENT_MAX} Aussagen. Lösche eine, bevor du eine neue schreibst.`,
} as const;

/** The same for students with Leichte Sprache (decision 234). */
export const STATEMENT_MESSAGES_LEICHT: Record<keyof typeof STATEMENT_MESSAGES, string> = {
  tooMany: `Du hast schon ${STATEMENTS_PER_STUDENT_MAX} Aussagen. Mehr geht nicht. Bitte lösche zuerst 1 Aussage. Dann kannst du eine neue schreiben.`,
};

/** Example beginnings the form offers, so that nobody has to start from an empty field. */
export const STATEMENT_STARTERS = [
  'Ich arbeite gern …',
  'Ich kann gut …',
  'Mich interessiert …',
  'Andere sagen, ich bin …',
] as const;

export const statementTextSchema = requiredText(STATEMENT_FIELD_LABELS.text, STATEMENT_TEXT_MAX);

/** Body of POST and PATCH; the form uses the same schema. */
export const statementInputSchema = z.object({ text: statementTextSchema });
export type StatementInput = z.infer<typeof statementInputSchema>;

export const statementParamsSchema = z.object({ statementUuid: z.uuid() });

export const statementSchema = z.object({
  uuid: z.uuid(),
  text: z.string(),
  created_date: z.string(),
  last_modified: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementListSchema = z.object({ items: z.array(statementSchema) });
export type StatementList = z.infer<typeof statementListSchema>;
