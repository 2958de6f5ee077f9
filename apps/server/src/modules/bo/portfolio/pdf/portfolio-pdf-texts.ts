import type { PortfolioItem } from './portfolio-document';

/*
 * The German words of the portfolio PDF (decision 237). The PDF is the student's application
 * folder, read by companies: it speaks in the student's voice („Über mich“, „Ich“) and addresses
 * no one, so it needs neither du nor Sie nor a Leichte-Sprache twin. Terms as in docs/glossary.md.
 */

export const PORTFOLIO_PDF_TEXTS = {
  documentKind: 'Bewerbungsmappe',
  documentTitle: (displayName: string) => `Bewerbungsmappe von ${displayName}`,
  asOf: (date: string) => `Stand: ${date}`,
  contents: 'Inhalt',
  profile: 'Über mich',
  profileEmpty: 'Noch kein Text.',
  sections: {
    story: 'Meine Stories',
    answer: 'Mein Weg',
    strengths: 'Meine Stärken',
    file: 'Dokumente',
    internship: 'Praktika',
  } satisfies Record<PortfolioItem['kind'], string>,
  storyHeading: (date: string) => `Story vom ${date}`,
  answerStation: (stationTitle: string, date: string) => `Station „${stationTitle}“, beantwortet am ${date}`,
  strengthsCaption: (scaleMax: number) =>
    `Einschätzungen im Vergleich: 1 = trifft gar nicht zu, ${scaleMax} = trifft voll zu. Bei Lehrkräften, Praktikumsbetrieb und Eltern steht der Durchschnitt.`,
  strengthsColumns: {
    label: 'Kompetenz',
    self: 'Ich',
    teachers: 'Lehrkräfte',
    supervisor: 'Praktikumsbetrieb',
    parents: 'Eltern',
  },
  /** What a screen reader says for an empty cell, where the page shows a dash. */
  noRating: 'keine Angabe',
  attachments: 'Anlagen',
  attachmentLine: (fileName: string, kind: string, size: string) => `${fileName} – ${kind}, ${size}`,
  attachedInThisPdf: 'in dieser PDF-Datei angehängt',
  notAttachedTooLarge: 'zu groß zum Anhängen',
  notAttachedUnavailable: 'konnte nicht angehängt werden',
  fieldOfWork: (field: string) => `Berufsfeld: ${field}`,
  period: (from: string, to: string) => (from === to ? `Zeitraum: ${from}` : `Zeitraum: ${from} bis ${to}`),
  confirmed: (by: string, date: string) => `Von der Schule bestätigt: ${by}, am ${date}`,
  photoUnavailable: 'Foto nicht verfügbar',
  photoOf: (displayName: string) => `Foto von ${displayName}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
} as const;

const fileKinds: Record<string, string> = {
  'application/pdf': 'PDF-Dokument',
  'application/msword': 'Word-Dokument',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-Dokument',
  'application/vnd.oasis.opendocument.text': 'Textdokument',
  'text/plain': 'Textdatei',
  'image/png': 'Bild (PNG)',
  'image/jpeg': 'Bild (JPEG)',
};

/** A reader's name for a file type; the MIME type itself where there is none. */
export function describeFileKind(mimeType: string): string {
  return fileKinds[mimeType] ?? mimeType;
}

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** File sizes as Germans read them: „850 KB“, „2,4 MB“ (1 KB = 1024 bytes, as the files screen counts). */
export function formatByteSize(byteSize: number): string {
  if (byteSize < 1024) return `${byteSize} Byte`;
  if (byteSize < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(byteSize / 1024)))} KB`;
  return `${sizeFormat.format(byteSize / (1024 * 1024))} MB`;
}

const ratingFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
const calendarDayFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** „27. November 2026“, the day in Germany. */
export function formatDate(moment: Date): string {
  return dateFormat.format(moment);
}

/** A calendar day given as YYYY-MM-DD, without moving it through a time zone. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return calendarDayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
