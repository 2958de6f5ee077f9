import { describe, expect, it } from 'vitest';
import { eventsOf, parseICal, propertyOf, unescapeICalText } from '../testing';
import { type CalendarEntry, escapeText, foldLine, formatUtc, plainTextOfHtml, serializeCalendar } from './icalendar';

const STAMP = new Date('2027-03-01T10:00:00Z');

function entryWith(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    uid: '0f0e0d0c-0000-4000-8000-000000000001@berufswahl.example',
    summary: 'Elternabend',
    description: 'Bitte pünktlich sein.',
    location: 'Aula',
    url: 'https://berufswahl.example/termine',
    date: '2027-03-12',
    time: '18:30',
    durationMinutes: 60,
    created: new Date('2027-02-01T08:00:00Z'),
    lastModified: new Date('2027-02-02T09:30:15Z'),
    sequence: 0,
    ...overrides,
  };
}

function documentOf(entries: CalendarEntry[], extra: { refreshIntervalMinutes?: number } = {}) {
  return serializeCalendar({ prodId: '-//Berufswahl//Kalender//DE', name: 'Termine, Schule; 8a', entries, stampedAt: STAMP, ...extra });
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes as they are', () => {
    expect(escapeText('Zeit: 8 Uhr "Aula"')).toBe('Zeit: 8 Uhr "Aula"');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a longer line into lines of at most 75 octets, each continuation starting with a space', () => {
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'a'.repeat(200)}`);
  });

  it('never splits a multi-byte UTF-8 character', () => {
    const text = `SUMMARY:${'ä'.repeat(60)}😀${'ß'.repeat(40)}`;
    const lines = foldLine(text).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // A split character would decode to the replacement character.
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(text);
  });
});

describe('formatUtc', () => {
  it('writes a UTC date-time with Z', () => {
    expect(formatUtc(new Date('2027-02-02T09:30:15.999Z'))).toBe('20270202T093015Z');
  });
});

describe('serializeCalendar', () => {
  it('writes a calendar with the required properties, CRLF everywhere and a final CRLF', () => {
    const text = documentOf([entryWith()]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parseICal(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(propertyOf(calendar, 'VERSION')?.value).toBe('2.0');
    expect(propertyOf(calendar, 'PRODID')?.value).toBe('-//Berufswahl//Kalender//DE');
    expect(propertyOf(calendar, 'CALSCALE')?.value).toBe('GREGORIAN');
    expect(propertyOf(calendar, 'METHOD')?.value).toBe('PUBLISH');
    expect(unescapeICalText(propertyOf(calendar, 'X-WR-CALNAME')?.value ?? '')).toBe('Termine, Schule; 8a');
  });

  it('holds a VTIMEZONE for Europe/Berlin with the EU summer-time rules', () => {
    const calendar = parseICal(documentOf([]));
    const zone = calendar.components.find((component) => component.name === 'VTIMEZONE');
    expect(zone && propertyOf(zone, 'TZID')?.value).toBe('Europe/Berlin');
    const daylight = zone?.components.find((component) => component.name === 'DAYLIGHT');
    const standard = zone?.components.find((component) => component.name === 'STANDARD');
    expect(daylight && propertyOf(daylight, 'RRULE')?.value).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(daylight && propertyOf(daylight, 'TZOFFSETTO')?.value).toBe('+0200');
    expect(daylight && propertyOf(daylight, 'DTSTART')?.value).toBe('19700329T020000');
    expect(standard && propertyOf(standard, 'RRULE')?.value).toBe('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(standard && propertyOf(standard, 'TZOFFSETTO')?.value).toBe('+0100');
    expect(standard && propertyOf(standard, 'DTSTART')?.value).toBe('19701025T030000');
  });

  it('writes a timed event in local Berlin time with TZID, one hour long', () => {
    const [event] = eventsOf(parseICal(documentOf([entryWith()])));
    if (!event) throw new Error('no event');
    expect(propertyOf(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Berlin' }, value: '20270312T183000' });
    expect(propertyOf(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Europe/Berlin' }, value: '20270312T193000' });
    expect(propertyOf(event, 'UID')?.value).toBe('0f0e0d0c-0000-4000-8000-000000000001@berufswahl.example');
    expect(propertyOf(event, 'DTSTAMP')?.value).toBe('20270301T100000Z');
    expect(propertyOf(event, 'LAST-MODIFIED')?.value).toBe('20270202T093015Z');
    expect(propertyOf(event, 'SEQUENCE')?.value).toBe('0');
    expect(propertyOf(event, 'URL')?.value).toBe('https://berufswahl.example/termine');
  });

  it('keeps the wall-clock time on the days summer time starts and ends', () => {
    // 28 March 2027 and 31 October 2027 are the last Sundays of March and October.
    const spring = eventsOf(parseICal(documentOf([entryWith({ date: '2027-03-28', time: '01:30' })])))[0];
    const autumn = eventsOf(parseICal(documentOf([entryWith({ date: '2027-10-31', time: '02:30' })])))[0];
    expect(spring && propertyOf(spring, 'DTSTART')?.value).toBe('20270328T013000');
    expect(spring && propertyOf(spring, 'DTEND')?.value).toBe('20270328T023000');
    expect(autumn && propertyOf(autumn, 'DTSTART')?.value).toBe('20271031T023000');
    expect(autumn && propertyOf(autumn, 'DTEND')?.value).toBe('20271031T033000');
  });

  it('ends a late event on the next day', () => {
    const [event] = eventsOf(parseICal(documentOf([entryWith({ date: '2027-12-31', time: '23:30' })])));
    expect(event && propertyOf(event, 'DTEND')?.value).toBe('20280101T003000');
  });

  it('writes an event without a time as an all-day event with an exclusive end date', () => {
    const [event] = eventsOf(parseICal(documentOf([entryWith({ date: '2028-02-29', time: null })])));
    expect(event && propertyOf(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20280229' });
    expect(event && propertyOf(event, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20280301' });
  });

  it('escapes summary, description and location and keeps long German text readable after unfolding', () => {
    const description = `Mitbringen: Stift, Block; Pausenbrot.\nTreffpunkt \\ Eingang Süd. ${'Öffnungszeiten der Bibliothek '.repeat(5)}`;
    const [event] = eventsOf(parseICal(documentOf([entryWith({ summary: 'Tag der offenen Tür, 8a; 8b', description, location: 'Aula, Haus B' })])));
    if (!event) throw new Error('no event');
    expect(unescapeICalText(propertyOf(event, 'SUMMARY')?.value ?? '')).toBe('Tag der offenen Tür, 8a; 8b');
    expect(unescapeICalText(propertyOf(event, 'DESCRIPTION')?.value ?? '')).toBe(description);
    expect(unescapeICalText(propertyOf(event, 'LOCATION')?.value ?? '')).toBe('Aula, Haus B');
  });

  it('writes the sequence of a changed event', () => {
    const [event] = eventsOf(parseICal(documentOf([entryWith({ sequence: 3 })])));
    expect(event && propertyOf(event, 'SEQUENCE')?.value).toBe('3');
  });

  it('asks subscribed calendar apps to refresh when given an interval', () => {
    const calendar = parseICal(documentOf([], { refreshIntervalMinutes: 60 }));
    expect(propertyOf(calendar, 'REFRESH-INTERVAL')).toEqual({ name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT60M' });
    expect(propertyOf(calendar, 'X-PUBLISHED-TTL')?.value).toBe('PT60M');
  });
});

describe('plainTextOfHtml', () => {
  it('turns paragraphs, breaks and list items into lines and decodes entities', () => {
    const html = '<p>Liebe Klasse &amp; Eltern,</p><p>bitte mitbringen:<br>Stift</p><ul><li><p>Block</p></li><li>Brot &lt;3&nbsp;&#8364; &#x263A;</li></ul>';
    expect(plainTextOfHtml(html)).toBe('Liebe Klasse & Eltern,\nbitte mitbringen:\nStift\n- Block\n- Brot <3 € ☺');
  });

  it('keeps a link target next to its text', () => {
    expect(plainTextOfHtml('<p>Mehr <a href="https://example.org/a" rel="noopener" target="_blank">hier</a></p>')).toBe('Mehr hier (https://example.org/a)');
  });
});
