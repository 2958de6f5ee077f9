import type { Page } from '@berufswahl/contracts';
import type { Formality } from '../../../lib/formality';

export interface PageReader {
  /** The reader switched on Leichte Sprache. */
  simpleLanguage: boolean;
  /** 'du' for students (active role SCHUELER), 'sie' for everyone else and for visitors. */
  formality: Formality;
}

export interface PageText {
  title: string;
  body: string;
}

/**
 * Which title and body of a CMS page a reader sees. Students get the du texts, everyone else the
 * Sie texts (CONTENT.md). Where a version is missing, Leichte Sprache wins over the form of
 * address – a reader who needs simple texts is helped more by a simple Sie text than by a hard
 * du text – and the normal Sie text is the last resort.
 */
export function pageTextFor(page: Page, { simpleLanguage, formality }: PageReader): PageText {
  const du = formality === 'du';
  if (simpleLanguage) {
    return {
      title: (du && page.title_el_du) || page.title_el || page.title,
      body: (du && page.body_el_du) || page.body_el || (du && page.body_du) || page.body,
    };
  }
  return { title: page.title, body: (du && page.body_du) || page.body };
}
