import { z } from 'zod';

/**
 * Key figures of the coordinators (spec 1, 2): accounts created, schools, teachers, students.
 * `GET /api/identity/v1/key-figures` answers for the caller's scope (decision 096):
 * a school coordinator's school, a state coordinator's Land, the whole system for federal admins.
 */
export const KEY_FIGURE_SCOPES = ['school', 'client', 'system'] as const;
export type KeyFigureScope = (typeof KEY_FIGURE_SCOPES)[number];

/** How many months the chart of created accounts shows (the current one included). */
export const KEY_FIGURES_MONTHS = 12;

export const keyFigureTotalsSchema = z.object({
  /** Every account in the scope, deactivated ones included (they still exist until deleted). */
  accounts: z.number().int(),
  /** Accounts created in the last 30 days. */
  accounts_last_30_days: z.number().int(),
  schools: z.number().int(),
  teachers: z.number().int(),
  students: z.number().int(),
});
export type KeyFigureTotals = z.infer<typeof keyFigureTotalsSchema>;

export const keyFiguresSchema = z.object({
  scope: z.enum(KEY_FIGURE_SCOPES),
  /** School name, Land name, or "Alle Länder". */
  scope_name: z.string(),
  totals: keyFigureTotalsSchema,
  /** Accounts created per month, oldest first, `KEY_FIGURES_MONTHS` entries (months without any count 0). */
  accounts_by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int() })),
  /** When the figures were computed (they are live, not cached). */
  computed_at: z.string(),
});
export type KeyFigures = z.infer<typeof keyFiguresSchema>;

export const KEY_FIGURES_SYSTEM_NAME = 'Alle Länder';
