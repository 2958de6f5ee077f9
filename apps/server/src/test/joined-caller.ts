import { callerOfRow, type Caller, type CallerRow, type JoinedCaller } from '../platform/auth/access';

/**
 * A joined caller (decision 253) as the access guard hands it to a route, for tests that call a
 * service directly: `admit` takes the row the service's query read – any role, the guard's role
 * check is the route's – records it, and fails the test when the query found no row. `overrides`
 * change the admitted caller (e.g. Leichte Sprache on for a comparison in both languages).
 */
export function joinedCallerOf(subject: string, overrides: Partial<Caller> = {}): JoinedCaller & { admitted: (CallerRow | undefined)[] } {
  const admitted: (CallerRow | undefined)[] = [];
  return {
    subject,
    admitted,
    admit: (row) => {
      admitted.push(row);
      if (!row) throw new Error(`no caller row for the subject ${subject}`);
      return { ...callerOfRow(row), ...overrides };
    },
  };
}
