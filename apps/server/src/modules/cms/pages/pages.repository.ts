import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SLUGS, type Page } from '@berufswahl/contracts';
import { cacheOnce, contentPath } from '../../../platform/content';

/**
 * Reads `content/pages/<slug>.md` (front matter `title`, `title_el`, `updated`, then the body) and
 * its Leichte-Sprache version `<slug>.leicht.md` when there is one.
 */
export function parsePageFile(slug: string, source: string, leicht: string | null): Page {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replaceAll('\r\n', '\n'));
  if (!match) throw new Error(`content/pages/${slug}.md has no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get('title');
  if (!title) throw new Error(`content/pages/${slug}.md has no title`);
  return {
    slug,
    title,
    title_el: fields.get('title_el') ?? null,
    body: (match[2] ?? '').trim(),
    body_el: leicht?.trim() || null,
    updated: fields.get('updated') ?? '',
  };
}

async function readPage(slug: string): Promise<Page> {
  const file = contentPath(`pages/${slug}.md`);
  const leichtFile = path.join(path.dirname(file), `${slug}.leicht.md`);
  const [source, leicht] = await Promise.all([
    readFile(file, 'utf8'),
    existsSync(leichtFile) ? readFile(leichtFile, 'utf8') : Promise.resolve(null),
  ]);
  return parsePageFile(slug, source, leicht);
}

export function createPagesRepository() {
  const loadAll = cacheOnce(async () => new Map(await Promise.all(PAGE_SLUGS.map(async (slug) => [slug, await readPage(slug)] as const))));
  return {
    async findBySlug(slug: string): Promise<Page | undefined> {
      return (await loadAll()).get(slug as (typeof PAGE_SLUGS)[number]);
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
