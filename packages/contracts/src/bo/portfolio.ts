import { z } from 'zod';

/*
 * Mein Portfolio (issue 18, decision 235): the student writes „Über mich“ and picks and orders
 * items – stories (with their photo), Mein-Weg answers, strengths, files and confirmed internships –
 * into an application folder, previews it and downloads it as PDF. Nothing is in it unless the
 * student put it there; items deleted since (a story in the trash, a deleted file) drop out silently.
 * Routes under /api/bo/v1 (student only, own portfolio):
 *   GET /portfolio/my              the saved profile and item order, with name and school for the preview
 *   PUT /portfolio/my              { profile, items: [{ kind, uuid? }] } – replaces both
 *   GET /portfolio/my/candidates   everything the student may pick, resolved to its content
 *   GET /portfolio/my/pdf          the saved portfolio as PDF (attachment, streamed)
 * A shared portfolio (share links, issue 18) is read as a {@link PortfolioView}.
 */

export const PORTFOLIO_ITEM_KINDS = ['story', 'answer', 'strengths', 'file', 'internship'] as const;
export const portfolioItemKindSchema = z.enum(PORTFOLIO_ITEM_KINDS);
export type PortfolioItemKind = z.infer<typeof portfolioItemKindSchema>;

export const PORTFOLIO_LIMITS = {
  /** „Über mich“: a few paragraphs, about one printed page. */
  profileMax: 2000,
  /** Items in one portfolio: enough for an application folder, few enough for a PDF under 10 s. */
  itemsMax: 30,
} as const;

export const PORTFOLIO_FIELD_LABELS = { profile: 'Über mich', items: 'Inhalte' } as const;

/** The German titles of the kinds, as the screen and the PDF group the items. */
export const PORTFOLIO_KIND_LABELS: Record<PortfolioItemKind, string> = {
  story: 'Stories',
  answer: 'Antworten aus Mein Weg',
  strengths: 'Meine Stärken',
  file: 'Dateien',
  internship: 'Praktika',
};

/** Messages for students (du); the server answers them as validation errors. */
export const PORTFOLIO_MESSAGES = {
  profileTooLong: `„Über mich“ darf höchstens ${PORTFOLIO_LIMITS.profileMax} Zeichen lang sein.`,
  tooManyItems: `Dein Portfolio kann höchstens ${PORTFOLIO_LIMITS.itemsMax} Inhalte haben. Bitte nimm einen anderen heraus.`,
  duplicateItem: 'Diesen Inhalt hast du schon in deinem Portfolio. Jeder Inhalt kann nur einmal darin sein.',
  uuidMissing: 'Bitte wähle aus, welchen Inhalt du hinzufügen möchtest.',
  strengthsWithoutUuid: 'Deine Stärken gibt es nur einmal. Sie brauchen keine Auswahl.',
  itemNotFound: 'Einen der Inhalte gibt es nicht mehr, oder er gehört nicht dir. Bitte lade die Seite neu und prüfe deine Auswahl.',
  noStrengthsYet: 'Du hast deine Stärken noch nicht eingeschätzt. Das kannst du unter „So sehen mich andere“ tun.',
  pdfFailed: 'Die PDF-Datei konnte gerade nicht erstellt werden. Bitte versuche es später noch einmal.',
} as const;

/** The portfolio messages in Leichte Sprache (decision 234). */
export const PORTFOLIO_MESSAGES_LEICHT: Record<keyof typeof PORTFOLIO_MESSAGES, string> = {
  profileTooLong: `„Über mich“ ist zu lang. Du kannst höchstens ${PORTFOLIO_LIMITS.profileMax} Zeichen schreiben.`,
  tooManyItems: `In deinem Portfolio können höchstens ${PORTFOLIO_LIMITS.itemsMax} Inhalte sein. Bitte nimm erst einen Inhalt heraus.`,
  duplicateItem: 'Dieser Inhalt ist schon in deinem Portfolio. Jeder Inhalt kann nur 1-mal darin sein.',
  uuidMissing: 'Welchen Inhalt willst du dazu·tun? Bitte wähle einen Inhalt aus.',
  strengthsWithoutUuid: 'Deine Stärken gibt es nur 1-mal. Du musst dafür nichts aus·wählen.',
  itemNotFound: 'Einen Inhalt gibt es nicht mehr. Oder der Inhalt gehört nicht dir. Bitte lade die Seite neu. Prüfe dann deine Auswahl.',
  noStrengthsYet: 'Du hast deine Stärken noch nicht eingeschätzt. Das kannst du bei „So sehen mich andere“ machen.',
  pdfFailed: 'Die App kann die PDF-Datei gerade nicht machen. Bitte versuche es später noch einmal.',
};

/** One item as the student picks it: strengths exist once per student and carry no uuid. */
export const portfolioItemRefSchema = z
  .object({ kind: portfolioItemKindSchema, uuid: z.uuid().optional() })
  .superRefine((item, context) => {
    if (item.kind === 'strengths' && item.uuid !== undefined) {
      context.addIssue({ code: 'custom', path: ['uuid'], message: PORTFOLIO_MESSAGES.strengthsWithoutUuid });
    }
    if (item.kind !== 'strengths' && item.uuid === undefined) {
      context.addIssue({ code: 'custom', path: ['uuid'], message: PORTFOLIO_MESSAGES.uuidMissing });
    }
  });
export type PortfolioItemRef = z.infer<typeof portfolioItemRefSchema>;

/** The same item twice is one key: kind and uuid (strengths: the kind alone). */
export function portfolioItemKey(item: { kind: PortfolioItemKind; uuid?: string | undefined }): string {
  return item.uuid === undefined ? item.kind : `${item.kind}:${item.uuid}`;
}

/** `PUT /portfolio/my`: the profile and the items in the student's order, replacing what was saved. */
export const updatePortfolioBodySchema = z.object({
  profile: z.string().trim().max(PORTFOLIO_LIMITS.profileMax, { message: PORTFOLIO_MESSAGES.profileTooLong }),
  items: z
    .array(portfolioItemRefSchema)
    .max(PORTFOLIO_LIMITS.itemsMax, { message: PORTFOLIO_MESSAGES.tooManyItems })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = portfolioItemKey(item);
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: PORTFOLIO_MESSAGES.duplicateItem });
        seen.add(key);
      });
    }),
});
export type UpdatePortfolioBody = z.input<typeof updatePortfolioBodySchema>;

/** `GET /portfolio/my` (and the answer of `PUT`): what is saved, with the names the preview shows. */
export const myPortfolioSchema = z.object({
  profile: z.string(),
  /** In the student's order; items deleted since are left out. */
  items: z.array(portfolioItemRefSchema),
  student_name: z.string(),
  school_name: z.string(),
  /** Last save; null while the student has never saved a portfolio. */
  updated_date: z.string().nullable(),
});
export type MyPortfolio = z.infer<typeof myPortfolioSchema>;

/** A picture a reader sees: a short-lived link, its type and a text alternative. */
export const portfolioPhotoSchema = z.object({ url: z.string(), content_type: z.string(), alt: z.string() });
export type PortfolioPhoto = z.infer<typeof portfolioPhotoSchema>;

const ratingSchema = z.number().nullable();

/** One item resolved to its content, as a reader of the portfolio sees it. Dates are ISO timestamps. */
export const portfolioViewItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('story'),
    uuid: z.uuid(),
    created_date: z.string(),
    text: z.string(),
    hashtags: z.array(z.string()),
    /** The story's photo (PNG or JPEG); null for a story without one or with another attachment. */
    photo: portfolioPhotoSchema.nullable(),
  }),
  z.object({
    kind: z.literal('answer'),
    uuid: z.uuid(),
    station_title: z.string(),
    task_title: z.string(),
    /** The answer as text (a checklist as its ticked points, one per line). */
    answer: z.string(),
    answered_date: z.string(),
  }),
  z.object({
    kind: z.literal('strengths'),
    scale_max: z.number().int(),
    /** Per competence the student's own rating and the means of others, where released or shared. */
    rows: z.array(
      z.object({ label: z.string(), self: ratingSchema, teachers: ratingSchema, supervisor: ratingSchema, parents: ratingSchema }),
    ),
  }),
  z.object({
    kind: z.literal('file'),
    uuid: z.uuid(),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int().min(0),
    /** A picture file is shown; null for other files. */
    photo: portfolioPhotoSchema.nullable(),
  }),
  z.object({
    kind: z.literal('internship'),
    uuid: z.uuid(),
    company_name: z.string(),
    field_of_work: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    /** The school confirmed the placement; null while it has not. */
    confirmation: z.object({ confirmed_date: z.string(), confirmed_by: z.string() }).nullable(),
  }),
]);
export type PortfolioViewItem = z.infer<typeof portfolioViewItemSchema>;

/** What a reader sees of a portfolio: the student's preview and a shared portfolio alike. */
export const portfolioViewSchema = z.object({
  student_name: z.string(),
  school_name: z.string(),
  profile: z.string(),
  items: z.array(portfolioViewItemSchema),
});
export type PortfolioView = z.infer<typeof portfolioViewSchema>;

/** `GET /portfolio/my/candidates`: everything the student may pick, resolved, grouped by kind on the screen. */
export const portfolioCandidatesSchema = z.object({ items: z.array(portfolioViewItemSchema) });
export type PortfolioCandidates = z.infer<typeof portfolioCandidatesSchema>;

/** The file name of the PDF, e.g. `Portfolio-Mia-Schmidt.pdf` (letters kept, umlauts too; spaces become dashes). */
export function portfolioPdfFileName(studentName: string): string {
  const namePart = studentName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return namePart === '' ? 'Portfolio.pdf' : `Portfolio-${namePart}.pdf`;
}
