import { formatDate, formatDateLong } from '../../../lib/format';
import { useMe } from '../../../lib/me/get-me';

/** Dates are shown in German school time, whatever zone the device is set to. */
const timeFormat = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

/** `12.03.2027, 14:05 Uhr` – when a link was opened (the day alone would hide two opens of one day). */
export function formatOpenedAt(iso: string, formatDay: (value: string) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDay(iso)}, ${timeFormat.format(date)} Uhr`;
}

/** The days a link can be chosen for (1–90, contracts' SHARE_LINK_LIMITS): a short list is quicker to pick from than 90 options. */
export const SHARE_DAY_CHOICES = [1, 2, 3, 7, 14, 21, 30, 60, 90] as const;

/** The reader's day format: `12. März 2027` in Leichte Sprache (CONTENT.md), `12.03.2027` otherwise. */
export function useDayFormat(): (value: string) => string {
  return (useMe().data?.simple_language ?? false) ? formatDateLong : formatDate;
}
