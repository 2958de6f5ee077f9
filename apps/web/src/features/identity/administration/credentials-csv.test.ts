import { describe, expect, it } from 'vitest';
import { credentialsToCsv } from './credentials-csv';

describe('credentialsToCsv', () => {
  it('writes a BOM, semicolons and quotes where needed', () => {
    const csv = credentialsToCsv(
      [{ uuid: '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0001', username: 'anna.weiss', first_name: 'Anna; Maria', surname: 'Weiß', role: 'SCHUELER', class_label: '8a', initial_password: 'abcd-EFGH-2345' }],
      { headers: ['Nachname', 'Vorname', 'Rolle', 'Klasse', 'Benutzername', 'Startpasswort'] },
    );
    expect(csv).toBe('\uFEFFNachname;Vorname;Rolle;Klasse;Benutzername;Startpasswort\r\nWeiß;"Anna; Maria";Schüler*in;8a;anna.weiss;abcd-EFGH-2345\r\n');
  });
});
