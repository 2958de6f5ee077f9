import { z } from 'zod';

export * from './signature-rules';

/**
 * Signatures (issue 6, decisions 110–114): a Land publishes a versioned document – the
 * Auftragsverarbeitungsvertrag – that every school confirms by a deadline. The school coordinator
 * confirms on behalf of the Schulleitung; the server keeps an append-only record of who confirmed
 * what (version and content hash) and when.
 */

/** Documents a Land can ask its schools to confirm (`content/signatures/<key>.md`). */
export const SIGNATURE_DOCUMENT_KEYS = ['avv'] as const;
export type SignatureDocumentKey = (typeof SIGNATURE_DOCUMENT_KEYS)[number];

/** pending: not yet confirmed; confirmed: the current version is confirmed; none: nothing to confirm. */
export const SIGNATURE_STATUSES = ['none', 'pending', 'confirmed'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export const SIGNATURE_MESSAGES = {
  confirmationRequired:
    'Bitte bestätigen Sie, dass Sie das Dokument gelesen haben und im Auftrag der Schulleitung zustimmen.',
  deadlineFormat: 'Die Frist muss ein Datum sein (TT.MM.JJJJ).',
  deadlineInPast: 'Die Frist darf nicht vor dem heutigen Tag liegen.',
  deadlineTooFar: 'Die Frist darf höchstens drei Jahre in der Zukunft liegen.',
  snoozeAfterDeadline: 'Die Frist ist abgelaufen. Die Bestätigung lässt sich nicht mehr verschieben.',
  notCurrentVersion: 'Es gibt eine neuere Fassung dieses Dokuments. Bitte laden Sie die Seite neu.',
} as const;

const day = z.string({ error: SIGNATURE_MESSAGES.deadlineFormat }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: SIGNATURE_MESSAGES.deadlineFormat });

/** A document a Land has published, with its deadline. */
export const signatureFlowSummarySchema = z.object({
  uuid: z.uuid(),
  document_key: z.enum(SIGNATURE_DOCUMENT_KEYS),
  document_title: z.string(),
  document_version: z.string(),
  /** The last day to confirm (`YYYY-MM-DD`, German calendar day). */
  deadline_date: z.string(),
  /** The end of that day as an instant (ISO): from here on the flow cannot be postponed. */
  deadline: z.string(),
  /** From when start-up sends the school coordinator to the flow (ISO). */
  redirect_from: z.string(),
  published_date: z.string(),
});
export type SignatureFlowSummary = z.infer<typeof signatureFlowSummarySchema>;

/** `GET /signature/principal-deadline`: the deadline of the caller's school (school coordinators). */
export const principalDeadlineSchema = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  flow: signatureFlowSummarySchema.nullable(),
});
export type PrincipalDeadline = z.infer<typeof principalDeadlineSchema>;

/** `GET /signature/status/my`: the caller's school's status, with who confirmed and when. */
export const signatureStatusSchema = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  flow: signatureFlowSummarySchema.nullable(),
  confirmed_at: z.string().nullable(),
  /** The name of the account that confirmed, as recorded then. */
  confirmed_by: z.string().nullable(),
  /** The Schulleitung on whose behalf it was confirmed, as recorded then (null when the school data lacked it). */
  principal_name: z.string().nullable(),
});
export type SignatureStatusAnswer = z.infer<typeof signatureStatusSchema>;

export const signatureFlowParamsSchema = z.object({ flowUuid: z.uuid() });

/** `GET /flow/{flowUuid}`: what the flow screen shows. */
export const signatureFlowDetailSchema = signatureStatusSchema.extend({
  flow: signatureFlowSummarySchema,
  /** The document as Markdown. */
  document_markdown: z.string(),
  /** SHA-256 of the document text: what the confirmation refers to. */
  content_hash: z.string(),
  school: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** The Schulleitung named in the school data now, or null when it is not filled in. */
  current_principal_name: z.string().nullable(),
  /** The caller's name: who confirms. */
  signer_name: z.string(),
  /** Whether the caller may confirm (the school coordinator of a school of the Land). */
  can_confirm: z.boolean(),
  /** Whether "Später erinnern" is still offered (before the deadline, not yet confirmed). */
  can_snooze: z.boolean(),
});
export type SignatureFlowDetail = z.infer<typeof signatureFlowDetailSchema>;

export const signatureConfirmBodySchema = z.object({
  confirmed: z.literal(true, { error: SIGNATURE_MESSAGES.confirmationRequired }),
});
export type SignatureConfirmBody = z.infer<typeof signatureConfirmBodySchema>;

export const signatureSnoozeSchema = z.object({ snoozed_until: z.string() });
export type SignatureSnooze = z.infer<typeof signatureSnoozeSchema>;

/** `PUT /land/flow`: publish the current document version for the Land, or move its deadline. */
export const signatureDeadlineBodySchema = z.object({
  deadline_date: day.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: SIGNATURE_MESSAGES.deadlineFormat }),
});
export type SignatureDeadlineBody = z.infer<typeof signatureDeadlineBodySchema>;

export const signatureSchoolStatusSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  city: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  confirmed_at: z.string().nullable(),
  confirmed_by: z.string().nullable(),
});
export type SignatureSchoolStatus = z.infer<typeof signatureSchoolStatusSchema>;

/** `GET /land/overview`: which schools of the Land have confirmed. */
export const signatureLandOverviewSchema = z.object({
  flow: signatureFlowSummarySchema.nullable(),
  school_count: z.number().int(),
  confirmed_count: z.number().int(),
  schools: z.array(signatureSchoolStatusSchema),
});
export type SignatureLandOverview = z.infer<typeof signatureLandOverviewSchema>;

export const signatureSchoolParamsSchema = z.object({ schoolUuid: z.uuid() });
