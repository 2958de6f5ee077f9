const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until `deadline`, rounded up: deletion "in 1 day" until the last moment, 0 once
 * the date has passed (the deletion job then runs within the hour).
 */
export function daysUntil(deadline: string | Date, now: Date = new Date()): number {
  const milliseconds = new Date(deadline).getTime() - now.getTime();
  return milliseconds <= 0 ? 0 : Math.ceil(milliseconds / DAY_MS);
}

/** Whether a stored reactivation code can still be used (`reactivation_code_date` is its last day). */
export function isCodeValid(code: string | null, validUntil: string | null, now: Date = new Date()): code is string {
  return Boolean(code) && validUntil !== null && new Date(validUntil).getTime() >= now.getTime();
}
