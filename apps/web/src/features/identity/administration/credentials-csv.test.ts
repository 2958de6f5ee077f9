import { describe, expect, it } from 'vitest';
import { credentialsToCsv, csvCell } from './credentials-csv';

describe('credentialsToCsv', () => {
  it('writes a BOM, semicolons and quoted cells', () => {
    const csv = credentialsToCsv(
      [{ uuid: '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0001', username: 'anna.weiss', first_name: 'Anna; Maria', surname: 'Weiß', role: 'SCHUELER', class_label: '8a', initial_password: 'abcd-EFGH-2345' }],
      { headers: ['Nachname', 'Vorname', 'Rolle', 'Klasse', 'Benutzername', 'Startpasswort'] },
    );
    expect(csv).toBe('\uFEFF"Nachname";"Vorname";"Rolle";"Klasse";"Benutzername";"Startpasswort"\r\n"Weiß";"Anna; Maria";"Schüler*in";"8a";"anna.weiss";"abcd-EFGH-2345"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula (= + - @ tab CR), as OWASP recommends', () => {
    const csv = credentialsToCsv(
      [{ uuid: '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0002', username: 'x', first_name: '=HYPERLINK("http://evil")', surname: '+1', role: 'SCHUELER', class_label: '@8a', initial_password: '-2' }],
      { headers: ['Nachname', 'Vorname', 'Rolle', 'Klasse', 'Benutzername', 'Startpasswort'] },
    );
    expect(csv.split('\r\n')[1]).toBe(`"'+1";"'=HYPERLINK(""http://evil"")";"Schüler*in";"'@8a";"x";"'-2"`);
    expect(csvCell('\tTab')).toBe(`"'\tTab"`);
    expect(csvCell('\rCR')).toBe(`"'\rCR"`);
    expect(csvCell('Müller-Lüdenscheidt')).toBe('"Müller-Lüdenscheidt"');
  });
});
