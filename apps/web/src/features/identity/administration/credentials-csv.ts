import { ROLE_LABELS, type Role } from '@berufswahl/contracts/identity/roles';
import type { Credentials } from '@berufswahl/contracts/identity/administration';

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value a spreadsheet would run as a formula gets a leading `'` (shown as text, as
 * OWASP recommends), and every cell is quoted so no separator or quote inside can split it.
 */
export const csvCell = (value: string) => {
  const neutral = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${neutral.replace(/"/g, '""')}"`;
};

/**
 * First-login credentials as a CSV file for a spreadsheet (German Excel reads `;` and the BOM as
 * UTF-8), e.g. for a mail merge of letters to the families.
 */
export function credentialsToCsv(credentials: readonly Credentials[], labels: { headers: readonly string[] }): string {
  const rows = credentials.map((entry) =>
    [entry.surname, entry.first_name, ROLE_LABELS[entry.role as Role] ?? entry.role, entry.class_label ?? '', entry.username, entry.initial_password]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[labels.headers.map(csvCell).join(';'), ...rows].join('\r\n')}\r\n`;
}

/** Offers text as a file download without a round trip to the server. */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
