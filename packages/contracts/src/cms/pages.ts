import { z } from 'zod';

/** The information pages served by the CMS (spec 2). */
export const PAGE_SLUGS = ['data-protection', 'imprint', 'gebaerdensprache', 'sehbeeintraechtigte', 'barrier-free-info'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/**
 * A content page. `body` is written in the product's safe Markdown subset (headings, paragraphs,
 * lists, quotes, bold, links – no HTML); `body_el` is its Leichte-Sprache version, if any.
 */
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_el: z.string().nullable(),
  body: z.string(),
  body_el: z.string().nullable(),
  updated: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
