import { INTERNSHIP_STATE_LABELS, ROLE_LABELS, type InternshipState, type Role } from '@berufswahl/contracts';

/** One section as the overview shows it. */
export type IndexSection = {
  name: string;
  title: string;
  jsonFile: string;
  records: readonly unknown[];
  files: readonly { archivePath: string }[];
};

/**
 * German labels for every field the sections write (decision 050: the overview is a document for
 * a person; the machine-readable JSON beside it keeps the technical names). A field missing here
 * is shown with a readable fallback, never under its technical name.
 */
const FIELD_LABELS: Record<string, string> = {
  username: 'Benutzername',
  first_name: 'Vorname',
  surname: 'Nachname',
  email: 'E-Mail-Adresse',
  avatar_url: 'Profilbild',
  roles: 'Rollen',
  active_role: 'Aktive Rolle',
  role: 'Rolle',
  school: 'Schule',
  school_name: 'Schule',
  id: 'Schulnummer',
  postcode: 'Postleitzahl',
  city: 'Ort',
  title: 'Titel',
  message: 'Nachricht',
  subject: 'Betreff',
  description: 'Text',
  text: 'Text',
  hashtags: 'Hashtags',
  kind: 'Art',
  link: 'Link',
  link_text: 'Linktext',
  page_url: 'Seite',
  place: 'Ort',
  audiences: 'Für',
  level: 'Sekundarstufe',
  event_date: 'Datum des Termins',
  event_time: 'Uhrzeit des Termins',
  created_date: 'Erstellt am',
  last_modified: 'Zuletzt geändert',
  read_date: 'Gelesen am',
  mailed_date: 'Per E-Mail gesendet am',
  deleted_date: 'In den Papierkorb gelegt am',
  trashed_date: 'In den Papierkorb gelegt am',
  deletion_date: 'Wird gelöscht am',
  done: 'Erledigt',
  done_date: 'Erledigt am',
  link_visited_date: 'Link geöffnet am',
  activated_date: 'Freigeschaltet am',
  awarded_date: 'Erhalten am',
  joined_date: 'Mitgemacht seit',
  completed_date: 'Geschafft am',
  started_date: 'Gestartet am',
  finished_date: 'Beendet am',
  snoozed_until: 'Erinnerung ab',
  grade: 'Jahrgangsstufe',
  addition: 'Klassenzusatz',
  theme: 'Farbschema',
  contrast_mode: 'Hoher Kontrast',
  simple_language: 'Leichte Sprache',
  tracking_consent: 'Nutzungsstatistik erlaubt',
  show_onboarding: 'Einführung anzeigen',
  terms_conditions: 'Nutzungsbedingungen angenommen am',
  reactivation_code: 'Reaktivierungscode',
  reactivation_code_date: 'Code gültig bis',
  points: 'Punkte',
  action: 'Wofür',
  visible_to_class: 'In der Klasse sichtbar',
  name: 'Name',
  principal_name: 'Schulleitung',
  document_version: 'Fassung des Dokuments',
  filename: 'Dateiname',
  content_type: 'Dateityp',
  size: 'Größe',
  purpose: 'Verwendet für',
  attached_to: 'Gehört zu',
  attachment: 'Anhang',
  file: 'Datei',
  feedback: 'Rückmeldungen',
  task_title: 'Aufgabe',
  station_title: 'Station',
  checked: 'Angekreuzt',
  ratings: 'Bewertungen',
  important_notification: 'Wichtige Mitteilung',
  company_name: 'Betrieb',
  street: 'Straße und Hausnummer',
  field_of_work: 'Berufsfeld',
  supervisor_name: 'Betreuung im Betrieb',
  supervisor_email: 'E-Mail der Betreuung',
  supervisor_phone: 'Telefon der Betreuung',
  start_date: 'Erster Tag',
  end_date: 'Letzter Tag',
  daily_hours: 'Stunden am Tag',
  expectations: 'Was gelernt werden sollte',
  internship_state: 'Stand',
  submitted_date: 'Eingereicht am',
  review_decision: 'Entscheidung',
  review_comment: 'Kommentar der Lehrkraft',
  reviewed_date: 'Geprüft am',
  internship: 'Praktikum',
  report_date: 'Tag des Berichts',
  photo: 'Foto',
  label: 'Bezeichnung',
  source: 'Von',
  link_state: 'Stand des Links',
  recipient_email: 'Geschickt an (E-Mail)',
  recipient_name: 'Geschickt an (Name)',
  expires_date: 'Gültig bis',
  used_date: 'Rückmeldung gegeben am',
  revoked_date: 'Zurückgezogen am',
  days_present: 'Anwesenheitstage',
  comment: 'Bemerkung',
  item: 'Punkt',
  value: 'Einschätzung (1 bis 5)',
  reflections: 'Eigene Gedanken',
  teacher_visible_sources: 'Für die Lehrkräfte sichtbar',
  released_date: 'Freigegeben am',
  about_me: 'Über mich',
  portfolio_items: 'Inhalte im Portfolio',
  position: 'Reihenfolge',
  target: 'Geteilt wird',
  note: 'Notiz',
  opens: 'Geöffnet',
  opened_date: 'Geöffnet am',
  last_fetched_date: 'Zuletzt vom Kalender abgerufen am',
  retired_date: 'Beendet am',
  sharing_enabled: 'Teilen erlaubt',
  changed_date: 'Geändert am',
};

/** What a record is, by its `type` (or `kind` where a section has no type): the entry's heading. */
const RECORD_TYPE_LABELS: Record<string, string> = {
  profile: 'Konto',
  portfolio: 'Mein Portfolio',
  settings: 'Einstellungen',
  class_membership: 'Klasse',
  teacher_assignment: 'Unterrichtete Klasse',
  notification: 'Benachrichtigung',
  support_ticket: 'Anfrage an den Support',
  important_notification: 'Wichtige Mitteilung',
  event: 'Termin',
  news: 'News',
  points: 'Punkte',
  points_total: 'Punkte insgesamt',
  trophy: 'Trophäe',
  quest: 'Quest',
  quest_started: 'Gestartete Quest',
  signature_confirmation: 'Bestätigung',
  signature_withdrawal: 'Widerruf einer Bestätigung',
  signature_reminder_later: 'Erinnerung verschoben',
  feedback_written: 'Geschriebene Rückmeldung',
  internship: 'Praktikum',
  internship_report: 'Praktikumsbericht',
  internship_review_written: 'Geprüfter Praktikumsplatz',
  internship_period_created: 'Festgelegter Praktikumszeitraum',
  feedback_link: 'Rückmeldelink',
  share_link: 'Link zum Teilen',
  calendar_feed: 'Kalender-Abonnement',
  calendar_feed_retired: 'Beendeter Kalender-Link',
  school_sharing_changed: 'Teilen für die Schule ein- oder ausgeschaltet',
  competence_assessment: 'Einschätzung',
  competence_assessment_written: 'Abgegebene Einschätzung',
  feedback_link_created: 'Erstellter Rückmeldelink',
  feedback_released: 'Freigegebene Rückmeldung',
};

/**
 * Fields a person cannot read anything from: internal identifiers and the zip path (shown as the
 * photo or link itself). They stay in the JSON files.
 */
const isHiddenField = (key: string) => key === 'uuid' || key.endsWith('_uuid') || key === 'file_path' || key === 'content_hash' || key === 'type';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif)$/i;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** A link target inside the zip: every path segment percent-encoded, slashes kept. */
function hrefOf(archivePath: string): string {
  return archivePath.split('/').map(encodeURIComponent).join('/');
}

/** "26. November 2026, 15:05" in Europe/Berlin, as a German letter writes it. */
export function formatDateTimeGerman(value: Date): string {
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}. ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** "26. November 2026" for a calendar day without a time. */
function formatDayGerman(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  return date.toLocaleDateString('de-DE', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

function formatBytes(size: number): string {
  if (size < 1024) return `${size} Byte`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** A readable label for a field that has none above: "visible_to_class" → "Visible to class". */
function labelOf(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An image in the zip shown where it belongs; any other file by its name (the section's file list
 * below links every file once).
 */
function renderFile(file: Record<string, unknown>): string | null {
  const archivePath = typeof file.file_path === 'string' ? file.file_path : null;
  if (!archivePath) return null;
  const name = typeof file.filename === 'string' && file.filename !== '' ? file.filename : (archivePath.split('/').pop() ?? archivePath);
  const contentType = typeof file.content_type === 'string' ? file.content_type : '';
  if (contentType.startsWith('image/') || IMAGE_FILE.test(name)) {
    return `<figure><img src="${escapeHtml(hrefOf(archivePath))}" alt="${escapeHtml(name)}"><figcaption>${escapeHtml(name)}</figcaption></figure>`;
  }
  return escapeHtml(name);
}

function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number' || typeof value === 'bigint') return key === 'size' ? formatBytes(Number(value)) : String(value);
  if (typeof value === 'string') {
    if ((key === 'active_role' || key === 'role') && value in ROLE_LABELS) return escapeHtml(ROLE_LABELS[value as Role]);
    if ((key === 'internship_state' || key === 'review_decision') && value in INTERNSHIP_STATE_LABELS) return escapeHtml(INTERNSHIP_STATE_LABELS[value as InternshipState]);
    if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return escapeHtml(formatDateTimeGerman(new Date(value)));
    if (ISO_DATE.test(value)) return escapeHtml(formatDayGerman(value));
    return escapeHtml(value).replace(/\r?\n/g, '<br>');
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '–';
    if (value.every((item) => !isRecord(item))) {
      const items = value.map((item) => {
        if (key === 'roles' && typeof item === 'string' && item in ROLE_LABELS) return ROLE_LABELS[item as Role];
        if (key === 'hashtags' && typeof item === 'string') return item.startsWith('#') ? item : `#${item}`;
        return String(item);
      });
      return escapeHtml(items.join(', '));
    }
    return `<ul>${value.map((item) => `<li>${isRecord(item) ? renderFields(item) : formatValue(key, item)}</li>`).join('')}</ul>`;
  }
  if (isRecord(value)) return renderFile(value) ?? renderFields(value);
  return escapeHtml(String(value));
}

/** The fields of one record or nested object as a list of label and value, without technical ones. */
function renderFields(record: Record<string, unknown>): string {
  const rows = Object.entries(record)
    .filter(([key]) => !isHiddenField(key))
    .map(([key, value]) => `<div><dt>${escapeHtml(labelOf(key))}</dt><dd>${formatValue(key, value)}</dd></div>`)
    .join('');
  return rows === '' ? '' : `<dl>${rows}</dl>`;
}

function recordHeading(record: Record<string, unknown>, index: number): string {
  const type = typeof record.type === 'string' ? record.type : typeof record.kind === 'string' ? record.kind : '';
  const named = [record.title, record.filename, record.task_title, record.station_title].find((value) => typeof value === 'string' && value !== '');
  return RECORD_TYPE_LABELS[type] ?? (typeof named === 'string' ? named : `Eintrag ${index + 1}`);
}

function renderRecord(record: unknown, index: number): string {
  if (!isRecord(record)) return `<li>${formatValue('', record)}</li>`;
  // A record that is itself a stored image (the files section) shows it below its fields.
  const ownFile = typeof record.file_path === 'string' ? renderFile(record) : null;
  const photo = ownFile?.startsWith('<figure>') ? ownFile : '';
  return `<li><h3>${escapeHtml(recordHeading(record, index))}</h3>${renderFields(record)}${photo}</li>`;
}

/** A story as a journal entry: its date as the heading, the text, the hashtags and the photo. */
function renderStory(record: unknown): string {
  if (!isRecord(record)) return '';
  const created = typeof record.created_date === 'string' ? formatDateTimeGerman(new Date(record.created_date)) : 'Ohne Datum';
  const text = typeof record.description === 'string' && record.description !== '' ? `<p>${formatValue('description', record.description)}</p>` : '';
  const hashtags = Array.isArray(record.hashtags) && record.hashtags.length > 0 ? `<p class="hashtags">${formatValue('hashtags', record.hashtags)}</p>` : '';
  const attachment = isRecord(record.attachment) ? (renderFile(record.attachment) ?? '') : '';
  const trashed =
    typeof record.deleted_date === 'string' ? `<p class="meta">Im Papierkorb seit ${escapeHtml(formatDateTimeGerman(new Date(record.deleted_date)))}.</p>` : '';
  const edited =
    typeof record.last_modified === 'string' && record.last_modified !== record.created_date
      ? `<p class="meta">Zuletzt geändert am ${escapeHtml(formatDateTimeGerman(new Date(record.last_modified)))}.</p>`
      : '';
  return `<article class="story"><h3>${escapeHtml(created)}</h3>${text}${hashtags}${attachment}${edited}${trashed}</article>`;
}

function renderSection(section: IndexSection): string {
  const isJournal = section.name === 'stories';
  const records =
    section.records.length === 0
      ? '<p>Keine Einträge.</p>'
      : isJournal
        ? `<div class="journal">${section.records.map(renderStory).join('')}</div>`
        : `<ol class="records">${section.records.map(renderRecord).join('')}</ol>`;
  const files =
    section.files.length === 0
      ? ''
      : `<h3>Dateien (${section.files.length})</h3><ul>${section.files
          .map((file) => `<li><a href="${escapeHtml(hrefOf(file.archivePath))}">${escapeHtml(file.archivePath.split('/').pop() ?? file.archivePath)}</a></li>`)
          .join('')}</ul>`;
  const count = `${section.records.length} ${section.records.length === 1 ? 'Eintrag' : 'Einträge'}`;
  return `<section aria-labelledby="section-${escapeHtml(section.name)}">
<h2 id="section-${escapeHtml(section.name)}">${escapeHtml(section.title)}</h2>
<p>${count}. Für Programme stehen dieselben Daten in der Datei <a href="${escapeHtml(hrefOf(section.jsonFile))}">${escapeHtml(section.jsonFile)}</a>.</p>
${records}
${files}
</section>`;
}

/**
 * The overview a person opens offline (decision 050): German, one page, no scripts, nothing loaded
 * from elsewhere (inline styles; photos only from the zip itself, by relative links), landmarks
 * and headings in order, readable without the app. Dates as "26. November 2026, 15:05"
 * (Europe/Berlin), German labels, no technical names or identifiers; stories as a journal.
 */
export function renderArchiveIndexHtml(options: {
  fullName: string;
  exportedAt: Date;
  /** Students are addressed with du, everyone else with Sie (CONTENT.md). */
  formality: 'du' | 'sie';
  sections: readonly IndexSection[];
}): string {
  const intro =
    options.formality === 'du'
      ? 'Diese Seite zeigt alle Daten, die Berufswahl zu deinem Konto gespeichert hat. Die Dateien mit der Endung <code>.json</code> enthalten dieselben Daten für Programme, der Ordner <code>files</code> deine hochgeladenen Dateien.'
      : 'Diese Seite zeigt alle Daten, die Berufswahl zu Ihrem Konto gespeichert hat. Die Dateien mit der Endung <code>.json</code> enthalten dieselben Daten für Programme, der Ordner <code>files</code> Ihre hochgeladenen Dateien.';
  const date = formatDateTimeGerman(options.exportedAt);
  const toc = options.sections
    .map((section) => `<li><a href="#section-${escapeHtml(section.name)}">${escapeHtml(section.title)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Datenexport Berufswahl – ${escapeHtml(options.fullName)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff;margin:0 auto;max-width:60rem;padding:1rem}
a{color:#0b5394}a:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
h1,h2,h3{line-height:1.25}section{border-top:2px solid #ccc;margin-top:2rem}
.records{padding-left:1.25rem}.records>li{margin:0 0 1.25rem}.records h3{font-size:1.05rem;margin:0 0 .25rem}
dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}dl div{display:contents}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}dd dl{grid-template-columns:minmax(6rem,10rem) 1fr}code{white-space:pre-wrap}
figure{margin:.5rem 0}img{max-width:100%;height:auto;max-height:24rem;border:1px solid #ccc}
.journal .story{border-left:4px solid #0b5394;padding:.25rem 0 .25rem 1rem;margin:0 0 1.5rem}.story h3{margin:0 0 .5rem}
.hashtags{color:#333;font-weight:600}.meta{color:#444;font-size:.95rem}
@media (max-width:30rem){dl,dd dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
</style>
</head>
<body>
<header>
<h1>Datenexport: ${escapeHtml(options.fullName)}</h1>
<p>Erstellt am ${escapeHtml(date)}. ${intro}</p>
<nav aria-label="Inhalt"><h2>Inhalt</h2><ul>${toc}</ul></nav>
</header>
<main>
${options.sections.map(renderSection).join('\n')}
</main>
</body>
</html>
`;
}
