import { z } from 'zod';
import { portfolioViewSchema } from './portfolio';

/*
 * Share links (issue 18, decision 236): a student shares the portfolio or one story for 1 to 90
 * days with whoever gets the link – parents, a company. The link opens a read-only public page
 * (`/geteilt/{token}`, no account) of exactly what was shared; the student sees how often and when
 * it was opened and revokes it with one click. The school's coordinator can switch sharing off.
 *   POST   /api/bo/v1/share-links                      a new link (student)
 *   GET    /api/bo/v1/share-links                      the student's links with their opens
 *   DELETE /api/bo/v1/share-links/:linkUuid            revoke (revoking twice is fine)
 *   GET    /api/bo/v1/schools/:schoolUuid/sharing      whether the school allows sharing (coordinators)
 *   PUT    /api/bo/v1/schools/:schoolUuid/sharing      switch it on or off (coordinators)
 *   GET    /api/public/v1/shares/:token                what is shared (no account)
 *   GET    /api/public/v1/shares/:token/photo          a shared story's photo (no account)
 *   GET    /api/public/v1/shares/:token/pdf            the shared portfolio as PDF (no account)
 */

export const SHARE_LINK_LIMITS = {
  daysMin: 1,
  daysMax: 90,
  daysDefault: 14,
  /** "Für wen ist der Link?" – a name or a few words, not a letter. */
  noteMax: 120,
  /** The opens listed per link in the student's list (all are counted). */
  recentOpens: 10,
  /** Characters of a story's text that name it in the list (stories have no title). */
  excerptChars: 80,
} as const;

/** What a link shares: the whole portfolio or one story. */
export const SHARE_TARGETS = ['portfolio', 'story'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The page behind a link, served by the client; the token is its last segment. */
export const SHARE_PAGE_PATH = '/geteilt';

/**
 * A link's state, computed from its stored times and its story: nothing stores "expired".
 * `story_gone`: the shared story is in the trash or deleted.
 */
export const SHARE_LINK_STATES = ['open', 'expired', 'revoked', 'story_gone'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** How a link was opened: the page (JSON of what is shared) or the PDF download. */
export const SHARE_OPEN_KINDS = ['page', 'pdf'] as const;
export type ShareOpenKind = (typeof SHARE_OPEN_KINDS)[number];

/** Labels of the export (the student reads them: du where they address anyone). */
export const SHARE_LINK_STATE_LABELS: Record<ShareLinkState, string> = {
  open: 'Gültig',
  expired: 'Abgelaufen',
  revoked: 'Zurückgezogen',
  story_gone: 'Story gelöscht',
};
export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = { portfolio: 'Portfolio', story: 'Story' };
export const SHARE_OPEN_KIND_LABELS: Record<ShareOpenKind, string> = { page: 'Seite angesehen', pdf: 'PDF heruntergeladen' };

/** Messages. The public page addresses whoever got the link with Sie (an adult, neutral wording); the student's routes du. */
export const SHARE_LINK_MESSAGES = {
  linkUnknown: 'Diesen Link gibt es nicht. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  linkExpired: 'Dieser Link ist abgelaufen. Was hier geteilt wurde, ist nicht mehr zu sehen. Bei Bedarf kann ein neuer Link erstellt werden.',
  linkRevoked: 'Dieser Link wurde zurückgezogen. Was hier geteilt wurde, ist nicht mehr zu sehen.',
  storyGone: 'Der geteilte Beitrag wurde gelöscht. Dieser Link zeigt nichts mehr.',
  sharingOff: 'Die Schule hat das Teilen ausgeschaltet. Dieser Link zeigt nichts mehr.',
  noPhoto: 'Zu diesem Beitrag gehört kein Foto.',
  noPdf: 'Für einen einzelnen Beitrag gibt es kein PDF. Sie können die Seite drucken.',
  /** To the student (du). */
  sharingOffForStudent: 'Deine Schule hat das Teilen ausgeschaltet. Du kannst gerade keine Links erstellen.',
  storyRequired: 'Bitte wähle die Story aus, die du teilen willst.',
  storyOnlyForStory: 'Eine Story gibt es nur beim Teilen einer Story.',
  days: `Bitte wähle zwischen ${SHARE_LINK_LIMITS.daysMin} und ${SHARE_LINK_LIMITS.daysMax} Tagen.`,
  note: `Die Notiz darf höchstens ${SHARE_LINK_LIMITS.noteMax} Zeichen lang sein.`,
  portfolioUnavailable: 'Dein Portfolio kann gerade nicht geteilt werden. Bitte versuche es später noch einmal.',
} as const;

export const shareLinkParamsSchema = z.object({ linkUuid: z.uuid() });
export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const schoolSharingParamsSchema = z.object({ schoolUuid: z.uuid() });

/** `POST /share-links`: `uuid` names the story (required for a story, refused for the portfolio). */
export const createShareLinkBodySchema = z
  .object({
    target: z.enum(SHARE_TARGETS),
    uuid: z.uuid().nullish().transform((value) => value ?? null),
    days: z
      .number({ error: SHARE_LINK_MESSAGES.days })
      .int({ error: SHARE_LINK_MESSAGES.days })
      .min(SHARE_LINK_LIMITS.daysMin, { error: SHARE_LINK_MESSAGES.days })
      .max(SHARE_LINK_LIMITS.daysMax, { error: SHARE_LINK_MESSAGES.days })
      .default(SHARE_LINK_LIMITS.daysDefault),
    note: z
      .string()
      .trim()
      .max(SHARE_LINK_LIMITS.noteMax, { error: SHARE_LINK_MESSAGES.note })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((body, context) => {
    if (body.target === 'story' && !body.uuid) context.addIssue({ code: 'custom', path: ['uuid'], message: SHARE_LINK_MESSAGES.storyRequired });
    if (body.target === 'portfolio' && body.uuid) context.addIssue({ code: 'custom', path: ['uuid'], message: SHARE_LINK_MESSAGES.storyOnlyForStory });
  });
export type CreateShareLinkBody = z.input<typeof createShareLinkBodySchema>;

/** The answer of creating a link: the only time its `url` (with the token) is ever shown. */
export const createdShareLinkSchema = z.object({ uuid: z.uuid(), url: z.string(), expires_at: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareOpenSchema = z.object({ opened_at: z.string(), kind: z.enum(SHARE_OPEN_KINDS) });
export type ShareOpen = z.infer<typeof shareOpenSchema>;

/** A link as the student sees it – never its token (only the hash is stored). */
export const shareLinkSchema = z.object({
  uuid: z.uuid(),
  target: z.enum(SHARE_TARGETS),
  story_uuid: z.uuid().nullable(),
  /** The story's first words (its name in the list); null for the portfolio or a deleted story. */
  story_excerpt: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  opened_count: z.number().int().min(0),
  last_opened_at: z.string().nullable(),
  /** The newest opens, at most `SHARE_LINK_LIMITS.recentOpens`: time and kind, nothing of the reader. */
  recent_opens: z.array(shareOpenSchema),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `GET /share-links`: whether the school allows sharing now, and every link, newest first. */
export const shareLinkListSchema = z.object({ sharing_enabled: z.boolean(), links: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** `GET|PUT /schools/:schoolUuid/sharing`. */
export const schoolSharingSchema = z.object({ sharing_enabled: z.boolean(), changed_at: z.string().nullable() });
export type SchoolSharing = z.infer<typeof schoolSharingSchema>;
export const schoolSharingBodySchema = z.object({ sharing_enabled: z.boolean() });
export type SchoolSharingBody = z.infer<typeof schoolSharingBodySchema>;

/** A shared story: its text, hashtags, date and whether it has a photo (`…/shares/:token/photo`) – nothing else. */
export const sharedStorySchema = z.object({
  text: z.string(),
  hashtags: z.array(z.string()),
  created_date: z.string(),
  has_photo: z.boolean(),
});
export type SharedStory = z.infer<typeof sharedStorySchema>;

/**
 * `GET /api/public/v1/shares/:token`: exactly what was shared. The portfolio is the portfolio
 * module's read-only view (`PortfolioView`, the student's own preview), photos as short-lived links.
 */
export const publicShareSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('story'), expires_at: z.string(), has_pdf: z.literal(false), story: sharedStorySchema }),
  z.object({ target: z.literal('portfolio'), expires_at: z.string(), has_pdf: z.literal(true), portfolio: portfolioViewSchema }),
]);
export type PublicShare = z.infer<typeof publicShareSchema>;
