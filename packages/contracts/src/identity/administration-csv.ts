/**
 * The CSV reader of the account import (decision 100). Free of zod and of any dependency, so the
 * client can show the same columns the server reads. Tolerant of what spreadsheet programs write:
 * a UTF-8 byte order mark, `;` (German Excel) or `,` as separator, CRLF or LF line ends, quoted
 * fields with doubled quotes and line breaks inside quotes, blank lines.
 */

/** One data line of the file with its line number in the file (the header is line 1). */
export type CsvRecord = { line: number; values: Record<CsvColumn, string> };

export type CsvColumn = 'first_name' | 'surname' | 'email' | 'class' | 'username';

export type CsvParseResult =
  | { ok: true; records: CsvRecord[]; separator: ';' | ',' }
  | { ok: false; message: string };

/**
 * German header names (case, spaces, hyphens and underscores are ignored) per column. The first
 * two are required; the others may be missing.
 */
export const CSV_HEADER_ALIASES: Record<CsvColumn, readonly string[]> = {
  first_name: ['vorname', 'firstname', 'first_name'],
  surname: ['nachname', 'name', 'familienname', 'surname', 'lastname'],
  email: ['email', 'e-mail', 'mail', 'emailadresse'],
  class: ['klasse', 'lerngruppe', 'class'],
  username: ['benutzername', 'nutzername', 'username', 'login'],
};

export const CSV_REQUIRED_COLUMNS: readonly CsvColumn[] = ['first_name', 'surname'];

/** What the download template of the import screen contains. */
export const CSV_TEMPLATE = 'Vorname;Nachname;Lerngruppe;E-Mail\nLena;Schmidt;8a;\n';

const normalizeHeader = (value: string) => value.trim().toLowerCase().replace(/[\s_-]/g, '');

function columnOf(header: string): CsvColumn | undefined {
  const normalized = normalizeHeader(header);
  return (Object.keys(CSV_HEADER_ALIASES) as CsvColumn[]).find((column) =>
    CSV_HEADER_ALIASES[column].some((alias) => normalizeHeader(alias) === normalized),
  );
}

/** Guesses the separator from the header line: the one that occurs more often outside quotes. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) break;
    else if (!isQuoted && character === ';') semicolons += 1;
    else if (!isQuoted && character === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** Splits CSV text into rows of fields (RFC 4180 plus the tolerance above), with line numbers. */
export function splitCsv(text: string, separator: ';' | ','): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let isQuoted = false;
  let line = 1;
  let rowStartLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) rows.push({ line: rowStartLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        if (character === '\n') line += 1;
        field += character;
      }
    } else if (character === '"' && field.trim() === '') {
      field = '';
      isQuoted = true;
    } else if (character === separator) {
      fields.push(field);
      field = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowStartLine = line;
    } else {
      field += character;
    }
  }
  endRow();
  return rows;
}

/**
 * Reads an import file: header row first, then one account per line. Unknown columns are
 * ignored; a missing required column or an empty file is an error of the whole file.
 */
export function parseAccountCsv(input: string, options: { maxRows: number }): CsvParseResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.includes('\uFFFD')) {
    return { ok: false, message: 'Die Datei ist nicht in UTF-8 gespeichert. Bitte speichern Sie sie als „CSV UTF-8“.' };
  }
  const separator = detectSeparator(text);
  const rows = splitCsv(text, separator);
  const [header, ...data] = rows;
  if (!header) return { ok: false, message: 'Die Datei ist leer. Die erste Zeile muss die Spaltennamen enthalten.' };
  const columns = header.fields.map(columnOf);
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const names = missing.map((column) => (column === 'first_name' ? 'Vorname' : 'Nachname')).join(' und ');
    return { ok: false, message: `Die Spalte ${names} fehlt. Die erste Zeile muss die Spaltennamen enthalten, z. B. Vorname;Nachname;Lerngruppe;E-Mail.` };
  }
  if (data.length === 0) return { ok: false, message: 'Die Datei enthält keine Zeilen mit Personen.' };
  if (data.length > options.maxRows) {
    return { ok: false, message: `Die Datei enthält ${data.length} Zeilen. Es sind höchstens ${options.maxRows} Zeilen auf einmal möglich.` };
  }
  const records = data.map(({ line, fields }) => {
    const values: Record<CsvColumn, string> = { first_name: '', surname: '', email: '', class: '', username: '' };
    columns.forEach((column, index) => {
      if (column && values[column] === '') values[column] = (fields[index] ?? '').trim();
    });
    return { line, values };
  });
  return { ok: true, records, separator };
}
