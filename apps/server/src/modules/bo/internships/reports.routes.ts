import {
  FILE_MESSAGES,
  germanDayOf,
  IMAGE_FILE_TYPES,
  INTERNSHIP_MESSAGES,
  INTERNSHIP_REPORT_MULTIPART_FIELDS,
  internshipReportFieldsSchema,
  MAX_FILE_BYTES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as internshipsSchemas from '@berufswahl/contracts/bo/endpoints/internships.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { declaredRoute } from '../../../platform/http/declared-route';
import { ApiError } from '../../../platform/http/errors';
import type { FilesFrontDoor, PendingFile } from '../../files';
import { INTERNSHIP_STAFF_ROLES } from './internships.policy';
import { createReportsRepository } from './reports.repository';
import { createReportsService, type ReportsService } from './reports.service';

/** The files module's streaming multipart reader (one file, sniffed type, size cut off). */
export type ReportUploads = Pick<FilesFrontDoor, 'receiveMultipart'>;

/** Checks the text fields with the contract schema; a failure answers 400 with the German message per field. */
function parseFields(input: unknown) {
  const result = internshipReportFieldsSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  // isoDateSchema's format check and its calendar check both fail on "27.11.2026": one message per field is enough.
  const fields: { field: string; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = { field: issue.path.join('.'), message: issue.message };
    if (!fields.some((known) => known.field === field.field && known.message === field.message)) fields.push(field);
  }
  throw new ApiError('VALIDATION_FAILED', fields.map((field) => field.message).join(' '), fields);
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** A sniffed type that is not an image is told as the report's rule ("only a photo"), not the general one. */
function asPhotoError(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.message === FILE_MESSAGES.invalidType) {
    const field = INTERNSHIP_REPORT_MULTIPART_FIELDS.photo;
    return new ApiError('VALIDATION_FAILED', INTERNSHIP_MESSAGES.reportPhotoOnly, [{ field, message: INTERNSHIP_MESSAGES.reportPhotoOnly }]);
  }
  return error;
}

/**
 * Reads a report like a story (stories.routes.ts): multipart with `text`, `report_date` and at most
 * one `photo` (streamed to a pending file by the files module, sniffed, images only, the story's
 * size limit), or JSON without a photo. Invalid text fields discard the pending file at once.
 */
async function readReportRequest(request: FastifyRequest, uploads: ReportUploads): Promise<{ fields: ReturnType<typeof parseFields>; photo: PendingFile | null }> {
  if (!isMultipart(request)) return { fields: parseFields(request.body), photo: null };
  const { fields: raw, file } = await uploads
    .receiveMultipart(request, {
      maxFileBytes: MAX_FILE_BYTES,
      allowedMimeTypes: IMAGE_FILE_TYPES,
      fileField: INTERNSHIP_REPORT_MULTIPART_FIELDS.photo,
    })
    .catch((error: unknown) => {
      throw asPhotoError(error);
    });
  try {
    return { fields: parseFields(raw), photo: file };
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** The report routes of an internship (Praktikumstagebuch, issue 16) under /api/bo/v1. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; uploads: ReportUploads }> = async (app, { reports, uploads }) => {
  // The student's own placement: another student's answers 404 (ensureOwnInternship).
  const ownPlacement = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, internshipsSchemas.createReport, {
      config: { access: ownPlacement, rateLimit: 'uploads' },
      errors: [400, 401, 403, 404, 409, 413, 429],
      description:
        'Writes a report about the own confirmed placement: multipart with `text`, `report_date` and at most one `photo` (PNG or JPG), or JSON `{ text, report_date }`. 409 before the placement is confirmed; `report_date` from its first day up to today.',
    }),
    handler: async (request, reply) => {
      const caller = requireCaller(request);
      const { fields, photo } = await readReportRequest(request, uploads);
      const report = await reports.create(
        caller,
        request.params.internshipUuid,
        { text: fields.text, reportDate: fields.report_date },
        photo,
        germanDayOf(new Date()),
      );
      return reply.status(201).send(report);
    },
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.reports, {
      config: { access: access.roles('SCHUELER', ...INTERNSHIP_STAFF_ROLES).in('school') },
      errors: [400, 401, 403, 404],
      description: 'The timeline of a placement, newest report day first: the student, the student’s teachers and the school’s coordinator.',
    }),
    handler: async (request) => reports.list(requireCaller(request), request.params.internshipUuid),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.deleteReport, {
      config: { access: ownPlacement },
      errors: [400, 401, 403, 404],
      description: 'The student deletes an own report and its photo.',
    }),
    handler: async (request, reply) => {
      await reports.delete(requireCaller(request), request.params.reportUuid);
      return reply.status(204).send(null);
    },
  });
};

/** The report routes with their service, registered by internships.plugin.ts with its `{ db, files }`. */
export const reportsPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, { db, files }) => {
  const reports = createReportsService({ db, repository: createReportsRepository(db), files });
  await app.register(reportsRoutes, { reports, uploads: files });
};
