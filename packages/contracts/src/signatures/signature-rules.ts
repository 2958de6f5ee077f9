// Kept free of zod: the dashboard warning and the server's redirect rule share these (decision 111).

/** Deadlines are calendar days in the schools' time zone: a deadline ends at midnight after that day. */
export const SIGNATURE_TIME_ZONE = 'Europe/Berlin';

/**
 * The last days before the deadline in which start-up sends a school coordinator with a pending
 * confirmation to the flow screen (`/slp/{uuid}`). Before that window the dashboard only warns.
 */
export const SIGNATURE_REDIRECT_WINDOW_DAYS = 14;

/** How far ahead a Land may set a deadline. */
export const SIGNATURE_DEADLINE_MAX_DAYS = 3 * 366;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar day (`YYYY-MM-DD`) of an instant in the schools' time zone. */
export function schoolDayOf(instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SIGNATURE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Minutes the schools' time zone is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutesAt(instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: SIGNATURE_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a calendar day ends in the schools' time zone (midnight after it, exclusive). */
export function endOfSchoolDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnightAfter = Date.UTC(year, month - 1, date + 1);
  // The offset at that local midnight; taken a few hours before it so a DST switch at 2–3 am does not matter.
  const offset = offsetMinutesAt(new Date(utcMidnightAfter - 3 * HOUR_MS));
  return new Date(utcMidnightAfter - offset * 60_000);
}

/** From when start-up redirects to the flow: `SIGNATURE_REDIRECT_WINDOW_DAYS` before the deadline ends. */
export function redirectWindowStart(deadline: Date): Date {
  return new Date(deadline.getTime() - SIGNATURE_REDIRECT_WINDOW_DAYS * DAY_MS);
}

export type SignatureRedirectInput = {
  /** The end of the deadline day. */
  deadline: Date;
  /** Whether the caller's school has confirmed the current version. */
  isConfirmed: boolean;
  /** Until when the caller chose "Später erinnern", if at all. */
  snoozedUntil: Date | null;
  now: Date;
};

/**
 * Whether start-up sends the school coordinator to the flow now (decision 111):
 * never once confirmed; not before the redirect window; inside the window unless snoozed;
 * after the deadline always – a snooze no longer counts.
 */
export function shouldRedirectToFlow({ deadline, isConfirmed, snoozedUntil, now }: SignatureRedirectInput): boolean {
  if (isConfirmed) return false;
  if (now.getTime() >= deadline.getTime()) return true;
  if (now.getTime() < redirectWindowStart(deadline).getTime()) return false;
  return snoozedUntil === null || snoozedUntil.getTime() <= now.getTime();
}

/** Whether "Später erinnern" is offered: only while the deadline has not passed. */
export function canSnooze(deadline: Date, now: Date): boolean {
  return now.getTime() < deadline.getTime();
}

/** A snooze lasts until the end of the current day, never past the deadline. */
export function snoozeUntil(deadline: Date, now: Date): Date {
  const endOfToday = endOfSchoolDay(schoolDayOf(now));
  return endOfToday.getTime() < deadline.getTime() ? endOfToday : deadline;
}

export type RemainingTime = { unit: 'days' | 'hours'; count: number } | { unit: 'overdue' };

/**
 * What the warning shows (decision 111): whole days, rounded up, while more than a day is left;
 * hours (rounded up, at least 1) on the last day; `overdue` once the deadline has passed.
 */
export function remainingTime(deadline: Date, now: Date): RemainingTime {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return { unit: 'overdue' };
  if (left <= DAY_MS) return { unit: 'hours', count: Math.max(1, Math.ceil(left / HOUR_MS)) };
  return { unit: 'days', count: Math.ceil(left / DAY_MS) };
}
