import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, type OperatorConfig } from '../../../platform/operator-config';
import { DEMO_NOTE, escapeMarkdown, fillPageBody, fillPlaceholders, placeholderValues } from './page-placeholders';

const real: OperatorConfig = { values: DEMO_OPERATOR, isDemo: false, funderLogo: null };

describe('page placeholders (decision 233)', () => {
  it('fills text, address lines, e-mail and URL links', () => {
    const values = placeholderValues({
      ...DEMO_OPERATOR,
      supervisory_authority: { ...DEMO_OPERATOR.supervisory_authority, url: 'https://www.datenschutz.example/kontakt' },
    });
    const filled = fillPlaceholders('{{operator.name}}\n{{operator.address}}\n\nE-Mail: {{operator.email}}, {{supervisory.url}}', values, 'x.md');
    expect(filled).toBe(
      'Ministerium für Kultus des Freistaats Beispielland\nSchulstraße 1\n01000 Beispielstadt\n\n' +
        'E-Mail: [berufsorientierung@kultus.beispielland.de](mailto:berufsorientierung@kultus.beispielland.de), ' +
        '[www.datenschutz.example/kontakt](https://www.datenschutz.example/kontakt)',
    );
  });

  it('escapes Markdown in the values: no bold, link, heading, list or video line can come from the configuration', () => {
    expect(escapeMarkdown('**Amt** [x](https://böse.example)')).toBe('\\*\\*Amt\\*\\* \\[x\\]\\(https://böse.example\\)');
    expect(escapeMarkdown('## Kopf')).toBe('\\## Kopf');
    expect(escapeMarkdown('- Punkt')).toBe('\\- Punkt');
    expect(escapeMarkdown('::video[x]')).toBe('\\::video\\[x\\]');
    expect(escapeMarkdown('a\\b')).toBe('a\\\\b');
    const values = placeholderValues({ ...DEMO_OPERATOR, operator: { ...DEMO_OPERATOR.operator, name: '<script>**Amt**</script>', address: ['> Zitat', '# 1'] } });
    expect(fillPlaceholders('{{operator.name}}\n{{operator.address}}', values, 'x.md')).toBe('<script>\\*\\*Amt\\*\\*</script>\n\\> Zitat\n\\# 1');
  });

  it('keeps a section only when its value is configured, nested sections too', () => {
    const source = 'A\n\n{{#funder}}\n## Gefördert\n\n{{funder.name}}\n{{#funder.url}}\n{{funder.url}}\n{{/funder.url}}\n\n{{/funder}}\n## Weiter';
    expect(fillPlaceholders(source, placeholderValues(DEMO_OPERATOR), 'x.md')).toBe('A\n\n## Gefördert\n\nBeispiel-Fördergeber \\(Demo\\)\n\n## Weiter');
    const { funder: _funder, ...withoutFunder } = DEMO_OPERATOR;
    expect(fillPlaceholders(source, placeholderValues(withoutFunder), 'x.md')).toBe('A\n\n## Weiter');
  });

  it('refuses unknown placeholders, unconfigured values outside a section and unclosed sections', () => {
    const values = placeholderValues({ ...DEMO_OPERATOR, funder: undefined });
    expect(() => fillPlaceholders('{{operator.nmae}}', values, 'imprint.md')).toThrow(/imprint\.md: unknown placeholder \{\{operator\.nmae\}\}/);
    expect(() => fillPlaceholders('{{funder.name}}', values, 'imprint.md')).toThrow(/not configured/);
    expect(() => fillPlaceholders('{{#operator.name}} offen', values, 'imprint.md')).toThrow(/malformed|not closed/);
  });

  it('puts the demo note first while the values are the demo values, and leaves pages without placeholders alone', () => {
    expect(fillPageBody('Amt: {{operator.name}}', { ...real, isDemo: true }, 'x.md')).toBe(`${DEMO_NOTE}\n\nAmt: Ministerium für Kultus des Freistaats Beispielland`);
    expect(DEMO_NOTE).toContain('Beispiel – diese Angaben stammen aus der Demo-Konfiguration.');
    expect(fillPageBody('Amt: {{operator.name}}', real, 'x.md')).toBe('Amt: Ministerium für Kultus des Freistaats Beispielland');
    expect(fillPageBody('Hilfe ohne Angaben', { ...real, isDemo: true }, 'x.md')).toBe('Hilfe ohne Angaben');
  });
});
