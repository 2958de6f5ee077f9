import { z } from 'zod';

/** Explanation targets are kebab-case screen names (`dashboard`, `mein-weg`, …). */
export const explanationParamsSchema = z.object({ target: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(64) });

/**
 * An explanation box (spec 3, "Explanation (per target)"). `content` and `content_el` are in the
 * safe Markdown subset of the CMS (never HTML); `*_el` are the Leichte-Sprache variants.
 * Illustrations are paths of images served with the client.
 */
export const explanationSchema = z.object({
  target: z.string(),
  title: z.string(),
  /** Issue 17: the title and the image text have Leichte-Sprache twins too (decision 231). */
  title_el: z.string().nullish(),
  teaser: z.string(),
  teaser_el: z.string().nullable(),
  content: z.string(),
  content_el: z.string().nullable(),
  illustration: z.string().nullable(),
  illustration_modal: z.string().nullable(),
  illustration_alt: z.string().nullable(),
  illustration_alt_el: z.string().nullish(),
});
export type Explanation = z.infer<typeof explanationSchema>;

export {
  EXPLANATION_TARGET_OF_ROUTE,
  EXPLANATION_TARGETS,
  ROUTES_WITHOUT_EXPLANATION,
  type ExplanationTarget,
} from './explanation-targets';
