import { z } from 'zod';
import { LIMITS } from '../shared/limits';
import { requiredEmail, requiredText, validationMessages } from '../shared/validation';

/** Upper-secondary list entry: a school that offers Sekundarstufe II. */
export const sekundarstufeSchoolSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export const sekundarstufenResponseSchema = z.array(sekundarstufeSchoolSchema);
export type SekundarstufenResponse = z.infer<typeof sekundarstufenResponseSchema>;

export const schoolTypeSchema = z.object({ uuid: z.uuid(), name: z.string() });
export const schoolTypesResponseSchema = z.array(schoolTypeSchema);
export type SchoolType = z.infer<typeof schoolTypeSchema>;

export const schoolParamsSchema = z.object({ schoolUuid: z.uuid() });

/** German field names of the school data form (spec 5: its wording is not shown, these are ours). */
export const SCHOOL_DATA_FIELD_LABELS = {
  data_protection_officer_email: 'E-Mail der*des Datenschutzbeauftragten',
  data_protection_officer_first_name: 'Vorname der*des Datenschutzbeauftragten',
  data_protection_officer_last_name: 'Nachname der*des Datenschutzbeauftragten',
  data_protection_officer_phone: 'Telefon der*des Datenschutzbeauftragten',
  principal_email: 'E-Mail der Schulleitung',
  principal_first_name: 'Vorname der Schulleitung',
  principal_last_name: 'Nachname der Schulleitung',
} as const;

/** Digits, spaces and the usual separators, optionally a leading +, e.g. "0371 123456-7" or "+49 (371) 12". */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]*$/;

const labels = SCHOOL_DATA_FIELD_LABELS;

/**
 * `PATCH /api/identity/v1/schools/{schoolUuid}` (spec 5, 7): the seven officer and principal
 * fields, all sent together. The phone is optional; an empty phone is stored as none.
 */
export const schoolDataBodySchema = z.object({
  data_protection_officer_email: requiredEmail(labels.data_protection_officer_email, LIMITS.emailMax),
  data_protection_officer_first_name: requiredText(labels.data_protection_officer_first_name, LIMITS.nameMax),
  data_protection_officer_last_name: requiredText(labels.data_protection_officer_last_name, LIMITS.nameMax),
  data_protection_officer_phone: z
    .string()
    .trim()
    .max(LIMITS.phoneMax, { error: validationMessages.max(labels.data_protection_officer_phone, LIMITS.phoneMax) })
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
      error: validationMessages.regex(labels.data_protection_officer_phone),
    })
    .nullable()
    .optional()
    .transform((phone) => (phone ? phone : null)),
  principal_email: requiredEmail(labels.principal_email, LIMITS.emailMax),
  principal_first_name: requiredText(labels.principal_first_name, LIMITS.nameMax),
  principal_last_name: requiredText(labels.principal_last_name, LIMITS.nameMax),
});
export type SchoolDataBody = z.input<typeof schoolDataBodySchema>;

export { needsSchoolData } from './school-data-rules';
