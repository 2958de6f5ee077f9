import { z } from 'zod';

/** The information pages served by the CMS (spec 2). */
export const PAGE_SLUGS = ['data-protection', 'imprint', 'gebaerdensprache', 'sehbeeintraechtigte', 'barrier-free-info', 'hilfe'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/**
 * A content page. `body` is written in the product's safe Markdown subset (headings, paragraphs,
 * lists, quotes, bold, links – no HTML); `body_el` is its Leichte-Sprache version, if any.
 *
 * The page is public, so `title_el`, `body` and `body_el` address the reader with "Sie".
 * Students are addressed with "du" (CONTENT.md), so the same texts come in a du version too:
 * `title_el_du`, `body_du` and `body_el_du` (null where there is none – then the Sie text is
 * shown). `title` never addresses the reader and has no du version.
 */
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_el: z.string().nullable(),
  body: z.string(),
  body_el: z.string().nullable(),
  updated: z.string(),
  title_el_du: z.string().nullable(),
  body_du: z.string().nullable(),
  body_el_du: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;
