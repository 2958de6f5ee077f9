/** Dates are shown in German school time, whatever zone the device is set to. */
const TIME_ZONE = 'Europe/Berlin';

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const longDateFormat = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** `2027-03-12` or an ISO timestamp → `12.03.2027` (CONTENT.md, Formats). Unparseable input comes back unchanged. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateFormat.format(date);
}

/** `2027-03-12` → `12. März 2027`, the date format of Leichte Sprache (CONTENT.md). */
export function formatDateLong(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return longDateFormat.format(date);
}
