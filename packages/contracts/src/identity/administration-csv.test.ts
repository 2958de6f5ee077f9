import { describe, expect, it } from 'vitest';
import { parseAccountCsv, splitCsv } from './administration-csv';
import { classLabel, parseClassLabel, secondaryLevelOf } from './administration';

const parse = (text: string) => parseAccountCsv(text, { maxRows: 5 });

describe('parseAccountCsv', () => {
  it('reads German Excel files: BOM, semicolons, CRLF', () => {
    const result = parse('\uFEFFVorname;Nachname;Klasse;E-Mail\r\nLena;Schmidt;8a;\r\n');
    expect(result).toEqual({
      ok: true,
      separator: ';',
      records: [{ line: 2, values: { first_name: 'Lena', surname: 'Schmidt', class: '8a', email: '', username: '' } }],
    });
  });

  it('reads commas, quoted fields with separators, doubled quotes and line breaks', () => {
    const result = parse('vorname,NACHNAME,Benutzer-Name\n"Anna, Maria","O""Neil",anna\n\n"Ben\nJakob",Alt,\n');
    expect(result.ok && result.records).toEqual([
      { line: 2, values: { first_name: 'Anna, Maria', surname: 'O"Neil', class: '', email: '', username: 'anna' } },
      { line: 4, values: { first_name: 'Ben\nJakob', surname: 'Alt', class: '', email: '', username: '' } },
    ]);
  });

  it('counts lines of the file, skipping blank ones', () => {
    const result = parse('Vorname;Nachname\n\nA;B\n;\nC;D');
    expect(result.ok && result.records.map((record) => record.line)).toEqual([3, 5]);
  });

  it('explains what is wrong with the whole file in German', () => {
    expect(parse('')).toMatchObject({ ok: false, message: expect.stringContaining('Die Datei ist leer') });
    expect(parse('Name;Klasse\nA;8a')).toMatchObject({ ok: false, message: expect.stringContaining('Die Spalte Vorname fehlt') });
    expect(parse('Vorname;Nachname\n')).toMatchObject({ ok: false, message: 'Die Datei enthält keine Zeilen mit Personen.' });
    expect(parse(`Vorname;Nachname\n${'A;B\n'.repeat(6)}`)).toMatchObject({ ok: false, message: expect.stringContaining('höchstens 5 Zeilen') });
    expect(parse('Vorname;Nachname\nM\uFFFDller;B')).toMatchObject({ ok: false, message: expect.stringContaining('UTF-8') });
  });

  it('splits by the given separator only', () => {
    expect(splitCsv('a,b;c', ';')).toEqual([{ line: 1, fields: ['a,b', 'c'] }]);
  });
});

describe('class labels', () => {
  it('reads the ways schools write a class', () => {
    expect(parseClassLabel('8a')).toEqual({ grade: 8, addition: 'a' });
    expect(parseClassLabel(' 08 B ')).toEqual({ grade: 8, addition: 'b' });
    expect(parseClassLabel('11')).toEqual({ grade: 11, addition: '' });
    expect(parseClassLabel('14a')).toBeNull();
    expect(parseClassLabel('Klasse 8')).toBeNull();
    expect(classLabel({ grade: 10, addition: 'c' })).toBe('10c');
  });

  it('puts grades from 11 into Sekundarstufe II', () => {
    expect(secondaryLevelOf(10)).toBe('SEK_I');
    expect(secondaryLevelOf(11)).toBe('SEK_II');
  });
});
