/**
 * A small iCalendar writer (RFC 5545) for the calendar feed and the single-event download
 * (decision 238): one VCALENDAR of published events in Europe/Berlin. Pure: no clock, no database.
 * Written here rather than taken from a library because the feed needs only this one shape, and
 * every rule it follows (escaping, folding at 75 octets, CRLF, the VTIMEZONE) is tested beside it.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** The one time zone of the product: every school is in Germany. */
export const CALENDAR_TIME_ZONE = 'Europe/Berlin';

/**
 * Europe/Berlin since 1996 (EU rules): summer time from the last Sunday of March, 02:00 CET, to the
 * last Sunday of October, 03:00 CEST. Outlook, Google, Apple and Thunderbird read the TZID from it.
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export type CalendarEntry = {
  /** Stable across edits: `<event uuid>@<host>`. */
  uid: string;
  summary: string;
  /** Plain text; may hold line breaks. */
  description: string;
  location: string;
  /** Where the event is shown in the app. */
  url: string;
  /** `YYYY-MM-DD`, German local date. */
  date: string;
  /** `HH:MM` German local time, or null for an all-day event. */
  time: string | null;
  /** How long a timed event lasts; ignored for all-day events (they last the one day). */
  durationMinutes: number;
  created: Date;
  lastModified: Date;
  /** Raised with every change, so calendar apps take the new version. */
  sequence: number;
};

export type CalendarDocument = {
  /** `-//<company>//<product>//DE`. */
  prodId: string;
  /** The calendar's name in the app (X-WR-CALNAME). */
  name: string;
  entries: readonly CalendarEntry[];
  /** DTSTAMP of every entry: when this document was made. */
  stampedAt: Date;
  /** Set for a subscribed feed: how often calendar apps should fetch it again. */
  refreshIntervalMinutes?: number;
};

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation line starts with one space,
 * which counts towards its 75. A UTF-8 character is never split; lines are joined with CRLF.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ` ${character}`;
      octets = 1 + size;
    } else {
      current += character;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A UTC DATE-TIME: `20270312T071500Z`. */
export function formatUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/**
 * Wall-clock arithmetic on a German local date and time, without a time zone: the calendar app
 * applies Europe/Berlin through the TZID, so 20:00 + 60 minutes is 21:00 also on a DST day.
 */
function localParts(date: string, time: string | null, plusMinutes = 0) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day, hours, minutes + plusMinutes));
  return {
    date: `${pad(shifted.getUTCFullYear(), 4)}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}00`,
  };
}

/** DTSTART and DTEND: `VALUE=DATE` for a whole day (the end is exclusive: the next day), else TZID. */
function whenLines(entry: CalendarEntry): string[] {
  if (entry.time === null) {
    const start = localParts(entry.date, null);
    const end = localParts(entry.date, null, 24 * 60);
    return [`DTSTART;VALUE=DATE:${start.date}`, `DTEND;VALUE=DATE:${end.date}`];
  }
  const start = localParts(entry.date, entry.time);
  const end = localParts(entry.date, entry.time, entry.durationMinutes);
  return [`DTSTART;TZID=${CALENDAR_TIME_ZONE}:${start.date}T${start.time}`, `DTEND;TZID=${CALENDAR_TIME_ZONE}:${end.date}T${end.time}`];
}

function eventLines(entry: CalendarEntry, stampedAt: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${formatUtc(stampedAt)}`,
    `CREATED:${formatUtc(entry.created)}`,
    `LAST-MODIFIED:${formatUtc(entry.lastModified)}`,
    `SEQUENCE:${entry.sequence}`,
    ...whenLines(entry),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    // URL is of type URI, not TEXT: not escaped (a comma in a URL stays a comma).
    `URL:${entry.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole document: folded lines, each ended with CRLF (also the last). */
export function serializeCalendar(document: CalendarDocument): string {
  const refresh = document.refreshIntervalMinutes;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${document.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(document.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...(refresh === undefined ? [] : [`REFRESH-INTERVAL;VALUE=DURATION:PT${refresh}M`, `X-PUBLISHED-TTL:PT${refresh}M`]),
    ...BERLIN_VTIMEZONE,
    ...document.entries.flatMap((entry) => eventLines(entry, document.stampedAt)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The plain text of an event's sanitised HTML (decision 093) for DESCRIPTION: paragraphs and line
 * breaks become single line breaks (calendar apps show no spacing anyway), list items start with a dash, links keep their target in brackets.
 */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, text: string) => (text.trim() === href ? text : `${text} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|ul|ol)>|<hr\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
