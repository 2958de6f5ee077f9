import { z } from 'zod';

/** Upper-secondary list entry: a school that offers Sekundarstufe II. */
export const sekundarstufeSchoolSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export const sekundarstufenResponseSchema = z.array(sekundarstufeSchoolSchema);

export const schoolTypeSchema = z.object({ uuid: z.uuid(), name: z.string() });
export const schoolTypesResponseSchema = z.array(schoolTypeSchema);
export type SchoolType = z.infer<typeof schoolTypeSchema>;

export const schoolParamsSchema = z.object({ schoolUuid: z.uuid() });
