import { createHash } from 'node:crypto';
import { SIGNATURE_DOCUMENT_KEYS, type SignatureDocumentKey } from '@berufswahl/contracts';
import { cacheOnce, readContentText } from '../../../platform/content';

/** One document version as the content holds it (`content/signatures/<key>.md`, decision 110). */
export type SignatureDocument = {
  key: SignatureDocumentKey;
  title: string;
  version: string;
  markdown: string;
  /** SHA-256 (hex) of the whole file, front matter included: any change of the text changes it. */
  contentHash: string;
};

/** Splits `---\ntitle: …\nversion: …\n---\nbody`; a file without title or version fails loudly. */
export function parseSignatureDocument(key: SignatureDocumentKey, source: string): SignatureDocument {
  const text = source.replaceAll('\r\n', '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/signatures/${key}.md has no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get('title');
  const version = fields.get('version');
  if (!title || !version) throw new Error(`content/signatures/${key}.md needs a title and a version`);
  return { key, title, version, markdown: (match[2] ?? '').trim(), contentHash: createHash('sha256').update(text).digest('hex') };
}

/** The current version of every document, read once per process (content changes with a deployment). */
export const loadSignatureDocuments = cacheOnce(
  async () =>
    new Map(
      await Promise.all(
        SIGNATURE_DOCUMENT_KEYS.map(async (key) => [key, parseSignatureDocument(key, await readContentText(`signatures/${key}.md`))] as const),
      ),
    ),
);

export async function loadSignatureDocument(key: SignatureDocumentKey): Promise<SignatureDocument> {
  const document = (await loadSignatureDocuments()).get(key);
  if (!document) throw new Error(`No signature document ${key}`);
  return document;
}
