import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Who runs this instance (decision 233): the operator named in the imprint, the data-protection
 * officer and supervisory authority of the privacy notice, the accessibility contact and
 * enforcement body of the accessibility statement, and the funder shown in the menu. Read from
 * the JSON file OPERATOR_CONFIG_FILE names; without it the demo values below apply, marked as demo
 * on every page that uses them – and a production start is refused.
 */

/** One line of text: no line breaks (a value must not end a Markdown block), trimmed, not empty. */
const line = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((value) => !/[\r\n]/.test(value), 'one line, without line breaks');

const address = z.array(line).min(1).max(6);
const email = z.email().max(200);
const httpsUrl = z
  .url()
  .max(500)
  .refine((value) => value.startsWith('https://') && !/[\s()<>"']/.test(value), 'an https URL without spaces, brackets or quotes');

const body = z.strictObject({ name: line, address, email, url: httpsUrl.optional() });

export const operatorFileSchema = z.strictObject({
  operator: z.strictObject({
    name: line,
    department: line.optional(),
    address,
    representative: line,
    phone: line,
    email,
  }),
  /** Who is responsible for the content (§ 18 Abs. 2 MStV), e.g. "die Leitung des Referats 32, Anschrift wie oben". */
  content_responsible: line,
  data_protection_officer: z.strictObject({ name: line, email, address: address.optional() }),
  supervisory_authority: body,
  accessibility: z.strictObject({ email, phone: line, enforcement_body: body }),
  /**
   * The funder shown in the imprint and the menu; leave it out when there is none. `logo`: a file
   * under DATA_DIR (served as /config/funder-logo) or a path on the app's own origin (`/…`).
   */
  funder: z
    .strictObject({
      name: line,
      programme: line.optional(),
      url: httpsUrl.optional(),
      logo: line.refine((value) => (value.startsWith('/') ? /^\/[\w.~-][\w.~/-]*$/.test(value) : !/^[a-z][a-z0-9+.-]*:/i.test(value)), 'a file under DATA_DIR (relative path) or a path on this origin (/…), never another site'),
    })
    .optional(),
});

export type OperatorFile = z.infer<typeof operatorFileSchema>;

/** The demo values: fictitious, and shown with the demo note on every page that uses them. */
export const DEMO_OPERATOR: OperatorFile = {
  operator: {
    name: 'Ministerium für Kultus des Freistaats Beispielland',
    department: 'Referat 32 – Berufliche Orientierung',
    address: ['Schulstraße 1', '01000 Beispielstadt'],
    representative: 'die Ministerin oder den Minister für Kultus',
    phone: '0351 000000-0',
    email: 'berufsorientierung@kultus.beispielland.de',
  },
  content_responsible: 'die Leitung des Referats 32 – Berufliche Orientierung, Anschrift wie oben',
  data_protection_officer: { name: 'Behördliche Datenschutzbeauftragte des Ministeriums', email: 'datenschutz@kultus.beispielland.de' },
  supervisory_authority: {
    name: 'Die Landesbeauftragte für den Datenschutz Beispielland',
    address: ['Datenschutzweg 5', '01000 Beispielstadt'],
    email: 'poststelle@datenschutz.beispielland.de',
  },
  accessibility: {
    email: 'barrierefreiheit@kultus.beispielland.de',
    phone: '0351 000000-0',
    enforcement_body: {
      name: 'Durchsetzungsstelle des Freistaats Beispielland bei der Landesbeauftragten für Menschen mit Behinderungen',
      address: ['Inklusionsallee 2', '01000 Beispielstadt'],
      email: 'durchsetzungsstelle@beispielland.de',
    },
  },
  funder: {
    name: 'Beispiel-Fördergeber (Demo)',
    programme: 'Beispielprogramm Berufsorientierung',
    logo: '/assets-static/funder-logo-demo.svg',
  },
};

export type FunderLogo = { kind: 'file'; file: string } | { kind: 'path'; path: string };

export type OperatorConfig = {
  values: OperatorFile;
  /** True without OPERATOR_CONFIG_FILE: the pages carry the demo note; production refuses to start. */
  isDemo: boolean;
  funderLogo: FunderLogo | null;
};

const LOGO_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

export function logoContentType(file: string): string | undefined {
  return LOGO_TYPES[path.extname(file).toLowerCase()];
}

export class OperatorConfigError extends Error {}

/** Reads and checks OPERATOR_CONFIG_FILE (or takes the demo values); throws OperatorConfigError with every problem. */
export function loadOperatorConfig(file: string | undefined, dataDir: string): OperatorConfig {
  if (file === undefined) return { values: DEMO_OPERATOR, isDemo: true, funderLogo: funderLogoOf(DEMO_OPERATOR, dataDir) };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OperatorConfigError(`OPERATOR_CONFIG_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const parsed = operatorFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new OperatorConfigError(`OPERATOR_CONFIG_FILE ${file} is invalid: ${problems.join('; ')}`);
  }
  return { values: parsed.data, isDemo: false, funderLogo: funderLogoOf(parsed.data, dataDir) };
}

function funderLogoOf(values: OperatorFile, dataDir: string): FunderLogo | null {
  const logo = values.funder?.logo;
  if (logo === undefined) return null;
  // `/…`: a path on the app's own origin (the built client's assets-static, for instance).
  if (logo.startsWith('/')) return { kind: 'path', path: logo };
  const file = path.resolve(dataDir, logo);
  const root = path.resolve(dataDir) + path.sep;
  if (!file.startsWith(root)) throw new OperatorConfigError(`funder.logo ${logo} must lie inside DATA_DIR (${dataDir}) or be a path on this origin`);
  if (!logoContentType(file)) throw new OperatorConfigError(`funder.logo ${logo} must be an SVG, PNG, WebP or JPEG file`);
  if (!existsSync(file)) throw new OperatorConfigError(`funder.logo ${file} does not exist`);
  return { kind: 'file', file };
}
