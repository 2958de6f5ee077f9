import {
  INTERNSHIP_MESSAGES,
  INTERNSHIP_REPORT_MESSAGES,
  type InternshipReport,
  type InternshipReportList,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import type { FilesFrontDoor, PendingFile } from '../../files';
import { ensureMayReadInternship, ensureOwnInternship } from './internships.policy';
import type { ReportRow, ReportsRepository } from './reports.repository';

/** What reports need of the files module's front door. */
export type ReportFiles = Pick<FilesFrontDoor, 'recordFile' | 'attach' | 'deleteForever' | 'signedViewsOf'>;

export type NewReport = { text: string; reportDate: string };

function reportDateError(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field: 'report_date', message }]);
}

/**
 * The reports of an internship (Praktikumstagebuch, issue 16): the student writes them about the
 * own confirmed placement from its first day on; the student, the student's teachers and the
 * school's coordinator read the timeline (internships.policy.ts).
 */
export function createReportsService(deps: { db: Database; repository: ReportsRepository; files: ReportFiles }) {
  const { db, repository, files } = deps;

  /** The answers of some reports, with one signing query for all their photos. */
  async function toReports(rows: readonly ReportRow[]): Promise<InternshipReport[]> {
    const photoUuids = rows.flatMap((row) => (row.photoFileUuid ? [row.photoFileUuid] : []));
    // A photo that cannot be signed this time is still listed (without its link): the report is worth showing.
    const views = photoUuids.length > 0 ? await files.signedViewsOf(photoUuids) : new Map<string, { signedUrl: string }>();
    return rows.map((row) => ({
      uuid: row.uuid,
      report_date: row.reportDate,
      text: row.text,
      photo: row.photoFileUuid
        ? {
            file_uuid: row.photoFileUuid,
            name: row.photoName ?? '',
            mime_type: row.photoMimeType ?? 'application/octet-stream',
            size_bytes: row.photoSizeBytes ?? 0,
            signed_url: views.get(row.photoFileUuid)?.signedUrl ?? null,
          }
        : null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return {
    /**
     * Writes a report with at most one photo (already streamed to a pending file and sniffed by the
     * files module). Whatever fails – placement, state, date, quota – the pending file is discarded,
     * so a refused request leaves no object and uses no quota.
     */
    async create(caller: Caller, internshipUuid: string, report: NewReport, photo: PendingFile | null, today: string): Promise<InternshipReport> {
      try {
        const internship = ensureOwnInternship(caller, await repository.findInternship(internshipUuid, caller.uuid));
        if (internship.state !== 'confirmed') throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.reportNeedsConfirmed);
        if (report.reportDate < internship.startDate) throw reportDateError(INTERNSHIP_MESSAGES.reportOnlyFromStart);
        if (report.reportDate > today) throw reportDateError(INTERNSHIP_REPORT_MESSAGES.notInFuture);
        const row = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          // Purpose `story`: a photo of the student's own writing, counted towards the quota like a story's.
          const stored = photo ? await files.recordFile(tx, photo, { ownerUuid: caller.uuid, purpose: 'story' }) : null;
          const inserted = await repository.insert(tx, {
            internshipUuid: internship.uuid,
            authorUuid: caller.uuid,
            reportDate: report.reportDate,
            text: report.text,
            ...(stored && photo
              ? { photoFileUuid: stored.uuid, photoName: photo.name, photoMimeType: photo.mimeType, photoSizeBytes: photo.size }
              : {}),
          });
          // Attached, the photo leaves the student's file list's trash and delete: it goes only with its report.
          if (stored) await files.attach(tx, stored.uuid, { kind: 'report', uuid: inserted.uuid, date: inserted.createdAt });
          return inserted;
        });
        const [answer] = await toReports([row]);
        if (!answer) throw new Error('a stored report has no answer');
        return answer;
      } catch (error) {
        await photo?.discard();
        throw error;
      }
    },

    /** The timeline of a placement, newest report day first. */
    async list(caller: Caller, internshipUuid: string): Promise<InternshipReportList> {
      const internship = ensureMayReadInternship(caller, await repository.findInternship(internshipUuid, caller.uuid));
      return { items: await toReports(await repository.listOf(internship.uuid)) };
    },

    /** The student deletes an own report; its photo goes for good with it (the quota is free again). */
    async delete(caller: Caller, reportUuid: string): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const found = await repository.lockReport(tx, reportUuid, caller.uuid);
        const internship = ensureOwnInternship(caller, found?.internship);
        if (!found || found.report.authorUuid !== caller.uuid) throw notFound();
        await repository.delete(tx, found.report.uuid, internship.uuid);
        if (found.report.photoFileUuid) await files.deleteForever(tx, found.report.photoFileUuid);
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
