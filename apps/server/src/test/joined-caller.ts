import { callerOfRow, type Caller, type CallerRow, type JoinedCaller } from '../platform/auth/access';

/**
 * A joined caller (decision 253) as the access guard hands it to a route, for tests that call a
 * service directly: `admit` records the caller's row the service's query read, whatever its role
 * (the role check is the route's), and fails the test when the query found nothing. `overrides`
 * change the admitted caller (e.g. Leichte Sprache on for a comparison in both languages).
 */
export function joinedCallerOf(subject: string, overrides: Partial<Caller> = {}): JoinedCaller & { admitted: (CallerRow | undefined)[] } {
  const admitted: (CallerRow | undefined)[] = [];
  return {
    subject,
    admitted,
    admit: (found, callerRowOf) => {
      admitted.push(found === undefined ? undefined : callerRowOf(found));
      if (found === undefined) throw new Error(`no caller row for the subject ${subject}`);
      return { caller: { ...callerOfRow(callerRowOf(found)), ...overrides }, found };
    },
  };
}
