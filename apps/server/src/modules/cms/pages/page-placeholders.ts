import type { OperatorConfig, OperatorFile } from '../../../platform/operator-config';

/**
 * The operator's details in the legal pages (decision 233). A page's Markdown names them as
 * `{{operator.name}}`; `{{#funder}} … {{/funder}}` keeps its content only when the value is
 * configured. The server fills them once at start-up, escaped for the CMS Markdown subset
 * (decision 012): text loses any Markdown meaning, addresses become lines of one paragraph, e-mail
 * addresses and URLs become links. An unknown placeholder stops the start – a page never shows `{{`.
 */
type Value = { kind: 'text'; text: string } | { kind: 'lines'; lines: readonly string[] } | { kind: 'email'; email: string } | { kind: 'url'; url: string };

/** The note every page with demo values starts with (all four variants: it reads the same for everyone). */
export const DEMO_NOTE = '> **Beispiel – diese Angaben stammen aus der Demo-Konfiguration.** Das heißt: Die Namen und Adressen unten sind nicht echt.';

const text = (value: string | undefined): Value | undefined => (value === undefined ? undefined : { kind: 'text', text: value });
const lines = (value: readonly string[] | undefined): Value | undefined => (value === undefined ? undefined : { kind: 'lines', lines: value });
const email = (value: string): Value => ({ kind: 'email', email: value });
const url = (value: string | undefined): Value | undefined => (value === undefined ? undefined : { kind: 'url', url: value });

export function placeholderValues(values: OperatorFile): ReadonlyMap<string, Value | undefined> {
  const { operator, data_protection_officer: dpo, supervisory_authority: supervisory, accessibility, funder } = values;
  const enforcement = accessibility.enforcement_body;
  return new Map<string, Value | undefined>([
    ['operator.name', text(operator.name)],
    ['operator.department', text(operator.department)],
    ['operator.address', lines(operator.address)],
    ['operator.representative', text(operator.representative)],
    ['operator.phone', text(operator.phone)],
    ['operator.email', email(operator.email)],
    ['content_responsible', text(values.content_responsible)],
    ['dpo.name', text(dpo.name)],
    ['dpo.email', email(dpo.email)],
    ['dpo.address', lines(dpo.address)],
    ['supervisory.name', text(supervisory.name)],
    ['supervisory.address', lines(supervisory.address)],
    ['supervisory.email', email(supervisory.email)],
    ['supervisory.url', url(supervisory.url)],
    ['accessibility.email', email(accessibility.email)],
    ['accessibility.phone', text(accessibility.phone)],
    ['enforcement.name', text(enforcement.name)],
    ['enforcement.address', lines(enforcement.address)],
    ['enforcement.email', email(enforcement.email)],
    ['enforcement.url', url(enforcement.url)],
    ['funder', text(funder?.name)],
    ['funder.name', text(funder?.name)],
    ['funder.programme', text(funder?.programme)],
    ['funder.url', url(funder?.url)],
  ]);
}

/**
 * Text without Markdown meaning in the CMS subset: backslash-escapes what could start bold or a
 * link, and a line start that could make a heading, list, note or video line.
 */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/[\\*[\]()]/g, (character) => `\\${character}`)
    .replace(/^([#>:+-])/, '\\$1');
}

function render(value: Value): string {
  switch (value.kind) {
    case 'text':
      return escapeMarkdown(value.text);
    case 'lines':
      return value.lines.map(escapeMarkdown).join('\n');
    case 'email':
      return `[${escapeMarkdown(value.email)}](mailto:${encodeURI(value.email)})`;
    case 'url':
      return `[${escapeMarkdown(value.url.replace(/^https:\/\//, ''))}](${encodeURI(value.url)})`;
  }
}

export class PlaceholderError extends Error {}

/** Fills the placeholders of one page text; throws PlaceholderError on a name it does not know. */
export function fillPlaceholders(source: string, values: ReadonlyMap<string, Value | undefined>, where: string): string {
  const known = (name: string) => {
    if (!values.has(name)) throw new PlaceholderError(`${where}: unknown placeholder {{${name}}}`);
    return values.get(name);
  };
  // Sections may nest: resolve the outer ones, then the ones their kept content brings up.
  let withSections = source;
  for (let previous = ''; previous !== withSections; ) {
    previous = withSections;
    withSections = withSections.replace(/\{\{#([a-z_.]+)\}\}\n?([\s\S]*?)\{\{\/\1\}\}\n?/g, (_match, name: string, content: string) =>
      known(name) === undefined ? '' : content,
    );
  }
  const filled = withSections.replace(/\{\{([a-z_.]+)\}\}/g, (_match, name: string) => {
    const value = known(name);
    if (value === undefined) throw new PlaceholderError(`${where}: {{${name}}} is used outside a {{#${name}}} section but not configured`);
    return render(value);
  });
  if (filled.includes('{{')) throw new PlaceholderError(`${where}: a placeholder is malformed or a section is not closed`);
  return filled.replace(/\n{3,}/g, '\n\n');
}

/** A page body as its readers see it: placeholders filled, the demo note first while the values are the demo's. */
export function fillPageBody(body: string, operator: OperatorConfig, where: string): string {
  if (!body.includes('{{')) return body;
  const filled = fillPlaceholders(body, placeholderValues(operator.values), where);
  return operator.isDemo ? `${DEMO_NOTE}\n\n${filled}` : filled;
}
