import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SLUGS, type Page } from '@berufswahl/contracts';
import { cacheOnce, contentPath } from '../../../platform/content';
import type { OperatorConfig } from '../../../platform/operator-config';
import { fillPageBody } from './page-placeholders';

/**
 * The files of one page in `content/pages/`. The page is public, so the Sie texts are the default;
 * students are addressed with du (CONTENT.md) and get the du files where they exist:
 * - `<slug>.md`              Sie, front matter `title`, `title_el`, `updated`, then the body
 * - `<slug>.leicht.md`       Sie, Leichte Sprache, body only
 * - `<slug>.du.md`           du, front matter like `<slug>.md` (its `title_el` addresses with du)
 * - `<slug>.leicht.du.md`    du, Leichte Sprache, body only
 */
export interface PageSources {
  sie: string;
  sieLeicht: string | null;
  du: string | null;
  duLeicht: string | null;
}

export interface FrontMatterFile {
  title: string;
  fields: ReadonlyMap<string, string>;
  body: string;
}

/** Splits `---\nkey: value\n---\nbody` into its fields and the trimmed body. */
export function parseFrontMatter(fileName: string, source: string): FrontMatterFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replaceAll('\r\n', '\n'));
  if (!match) throw new Error(`content/pages/${fileName} has no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get('title');
  if (!title) throw new Error(`content/pages/${fileName} has no title`);
  return { title, fields, body: (match[2] ?? '').trim() };
}

export function parsePageFile(slug: string, sources: PageSources): Page {
  const sie = parseFrontMatter(`${slug}.md`, sources.sie);
  const du = sources.du === null ? null : parseFrontMatter(`${slug}.du.md`, sources.du);
  return {
    slug,
    title: sie.title,
    title_el: sie.fields.get('title_el') ?? null,
    body: sie.body,
    body_el: sources.sieLeicht?.trim() || null,
    updated: sie.fields.get('updated') ?? '',
    title_el_du: du?.fields.get('title_el') ?? null,
    body_du: du?.body || null,
    body_el_du: sources.duLeicht?.trim() || null,
  };
}

function readOptional(file: string): Promise<string | null> {
  return existsSync(file) ? readFile(file, 'utf8') : Promise.resolve(null);
}

/** Reads the files of one page; only `<slug>.md` is required. */
export async function readPageSources(slug: string): Promise<PageSources> {
  const file = contentPath(`pages/${slug}.md`);
  const sibling = (suffix: string) => path.join(path.dirname(file), `${slug}${suffix}`);
  const [sie, sieLeicht, du, duLeicht] = await Promise.all([
    readFile(file, 'utf8'),
    readOptional(sibling('.leicht.md')),
    readOptional(sibling('.du.md')),
    readOptional(sibling('.leicht.du.md')),
  ]);
  return { sie, sieLeicht, du, duLeicht };
}

/** A page with the operator's details filled in (decision 233). */
export function withOperator(page: Page, operator: OperatorConfig): Page {
  const fill = (body: string, file: string) => fillPageBody(body, operator, `content/pages/${page.slug}${file}`);
  return {
    ...page,
    body: fill(page.body, '.md'),
    body_el: page.body_el === null ? null : fill(page.body_el, '.leicht.md'),
    body_du: page.body_du === null ? null : fill(page.body_du, '.du.md'),
    body_el_du: page.body_el_du === null ? null : fill(page.body_el_du, '.leicht.du.md'),
  };
}

export async function loadAllPages(operator: OperatorConfig): Promise<Map<string, Page>> {
  return new Map(
    await Promise.all(PAGE_SLUGS.map(async (slug) => [slug, withOperator(parsePageFile(slug, await readPageSources(slug)), operator)] as const)),
  );
}

export function createPagesRepository(operator: OperatorConfig) {
  const loadAll = cacheOnce(() => loadAllPages(operator));
  return {
    async findBySlug(slug: string): Promise<Page | undefined> {
      return (await loadAll()).get(slug);
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
