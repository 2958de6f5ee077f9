/** One section as the overview shows it. */
export type IndexSection = {
  name: string;
  title: string;
  jsonFile: string;
  records: readonly unknown[];
  files: readonly { archivePath: string }[];
};

/** German labels for the field names the sections use most; others are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  type: 'Art',
  uuid: 'Kennung',
  username: 'Benutzername',
  first_name: 'Vorname',
  surname: 'Nachname',
  email: 'E-Mail-Adresse',
  roles: 'Rollen',
  active_role: 'Aktive Rolle',
  school: 'Schule',
  title: 'Titel',
  message: 'Nachricht',
  subject: 'Titel',
  description: 'Beschreibung',
  text: 'Text',
  created_date: 'Erstellt am',
  last_modified: 'Zuletzt geändert',
  read_date: 'Gelesen am',
  deletion_date: 'Löschdatum',
  grade: 'Jahrgang',
  addition: 'Zusatz',
  theme: 'Farbschema',
  contrast_mode: 'Hoher Kontrast',
  simple_language: 'Leichte Sprache',
  reactivation_code: 'Reaktivierungscode',
  reactivation_code_date: 'Code gültig bis',
  points: 'Punkte',
  name: 'Name',
  size: 'Größe (Bytes)',
  important_notification: 'Wichtige Mitteilung',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** A link target inside the zip: every path segment percent-encoded, slashes kept. */
function hrefOf(archivePath: string): string {
  return archivePath.split('/').map(encodeURIComponent).join('/');
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `<code>${escapeHtml(JSON.stringify(value))}</code>`;
}

function renderRecord(record: unknown, index: number): string {
  if (typeof record !== 'object' || record === null) return `<li>${formatValue(record)}</li>`;
  const rows = Object.entries(record as Record<string, unknown>)
    .map(([key, value]) => `<div><dt>${escapeHtml(FIELD_LABELS[key] ?? key)}</dt><dd>${formatValue(value)}</dd></div>`)
    .join('');
  return `<li><h3 class="visually-hidden">Eintrag ${index + 1}</h3><dl>${rows}</dl></li>`;
}

function renderSection(section: IndexSection): string {
  const records =
    section.records.length === 0
      ? '<p>Keine Einträge.</p>'
      : `<ol class="records">${section.records.map(renderRecord).join('')}</ol>`;
  const files =
    section.files.length === 0
      ? ''
      : `<h3>Dateien (${section.files.length})</h3><ul>${section.files
          .map((file) => `<li><a href="${escapeHtml(hrefOf(file.archivePath))}">${escapeHtml(file.archivePath)}</a></li>`)
          .join('')}</ul>`;
  return `<section aria-labelledby="section-${escapeHtml(section.name)}">
<h2 id="section-${escapeHtml(section.name)}">${escapeHtml(section.title)}</h2>
<p>${section.records.length} ${section.records.length === 1 ? 'Eintrag' : 'Einträge'} – maschinenlesbar in <a href="${escapeHtml(hrefOf(section.jsonFile))}">${escapeHtml(section.jsonFile)}</a>.</p>
${records}
${files}
</section>`;
}

/**
 * The overview a person opens offline (decision 050): German, one page, no scripts, no external
 * resources (inline styles only), landmarks and headings in order, readable without the app.
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
  const date = options.exportedAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'long', timeStyle: 'short' });
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
.records{padding-left:1.25rem}.records>li{margin:0 0 1rem}
dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}dl div{display:contents}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}code{white-space:pre-wrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
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
