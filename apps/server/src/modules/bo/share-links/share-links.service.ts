import {
  SHARE_LINK_LIMITS,
  SHARE_LINK_MESSAGES,
  SHARE_PAGE_PATH,
  type createShareLinkBodySchema,
  type CreatedShareLink,
  type SchoolSharing,
  type ShareLinkList,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import { requireSchool } from '../../../platform/auth/tenancy.policy';
import type { Database } from '../../../platform/db/client';
import { hashLinkToken, newLinkToken } from '../../../platform/http/link-token';
import { ApiError, notFound } from '../../../platform/http/errors';
import { recordAudit } from '../../audit';
import { toShareLink } from './share-link-answer';
import type { ShareLinksRepository, ShareOpenRow } from './share-links.repository';

export type CreateShareLinkInput = z.output<typeof createShareLinkBodySchema>;

/** The public page of a token, on the address users reach the app at (`PUBLIC_URL`). */
export function sharePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SHARE_PAGE_PATH}/${token}`;
}

const DAY_MS = 86_400_000;

/**
 * The student's share links and the school's switch for them (issue 18, decision 236). A link is
 * the student's alone: nobody else lists or revokes it (another's link answers 404).
 */
export function createShareLinksService(deps: { db: Database; repository: ShareLinksRepository; publicUrl: string; now?: () => Date }) {
  const { db, repository, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  return {
    /**
     * A new link to the portfolio or one of the student's own stories (not in the trash; another's
     * 404). Refused with 403 while the school has sharing switched off. The token is in `url` only.
     */
    async create(caller: Caller, input: CreateShareLinkInput): Promise<CreatedShareLink> {
      const schoolUuid = caller.schoolUuid;
      if (!schoolUuid) throw new ApiError('FORBIDDEN', SHARE_LINK_MESSAGES.sharingOffForStudent);
      return inTransaction(async (tx) => {
        const school = await repository.schoolSharing(schoolUuid, tx);
        if (!school?.sharingEnabled) throw new ApiError('FORBIDDEN', SHARE_LINK_MESSAGES.sharingOffForStudent);
        if (input.target === 'story' && (!input.uuid || !(await repository.findLiveStoryOf(input.uuid, caller.uuid, tx)))) throw notFound();
        const token = newLinkToken();
        const link = await repository.insertLink(tx, {
          studentUuid: caller.uuid,
          schoolUuid,
          target: input.target,
          storyUuid: input.target === 'story' ? input.uuid : null,
          tokenHash: hashLinkToken(token),
          note: input.note,
          expiresAt: new Date(now().getTime() + input.days * DAY_MS),
        });
        // The note may name a person ("für Oma"): it stays in the student's list, not in the trail.
        await recordAudit(tx, caller, {
          action: 'share_link.created',
          targetType: 'share_link',
          targetUuid: link.uuid,
          clientUuid: school.clientUuid,
          schoolUuid,
          details: { target: link.target, story_uuid: link.storyUuid, days: input.days },
        });
        return { uuid: link.uuid, url: sharePageUrl(publicUrl, token), expires_at: link.expiresAt.toISOString() };
      });
    },

    /** Every link of the student, newest first, with how often and when it was opened. */
    async list(caller: Caller): Promise<ShareLinkList> {
      const [rows, school] = await Promise.all([repository.linksOfStudent(caller.uuid), caller.schoolUuid ? repository.schoolSharing(caller.schoolUuid) : undefined]);
      const opens = await repository.recentOpens(
        rows.map((row) => row.link.uuid),
        SHARE_LINK_LIMITS.recentOpens,
      );
      const opensByLink = new Map<string, ShareOpenRow[]>();
      for (const open of opens) opensByLink.set(open.linkUuid, [...(opensByLink.get(open.linkUuid) ?? []), open]);
      const current = now();
      return {
        sharing_enabled: school?.sharingEnabled ?? false,
        links: rows.map((row) => toShareLink(row, opensByLink.get(row.link.uuid) ?? [], current)),
      };
    },

    /** Revokes one of the student's links (another's or unknown: 404). Revoking again changes nothing. */
    async revoke(caller: Caller, linkUuid: string): Promise<void> {
      const link = await repository.findLink(linkUuid);
      if (!link || link.studentUuid !== caller.uuid) throw notFound();
      if (link.revokedAt) return;
      await inTransaction(async (tx) => {
        await repository.revoke(tx, linkUuid, now());
        await recordAudit(tx, caller, {
          action: 'share_link.revoked',
          targetType: 'share_link',
          targetUuid: linkUuid,
          clientUuid: caller.clientUuid,
          schoolUuid: link.schoolUuid,
          details: { target: link.target, story_uuid: link.storyUuid },
        });
      });
    },

    /** Whether the school allows sharing (its coordinators; another school 404). */
    async schoolSharing(caller: Caller, schoolUuid: string): Promise<SchoolSharing> {
      await requireSchool(db, caller, schoolUuid);
      const school = await repository.schoolSharing(schoolUuid);
      return { sharing_enabled: school?.sharingEnabled ?? true, changed_at: school?.changedAt?.toISOString() ?? null };
    },

    /** Switches sharing on or off for the school; off, every link of its students answers 410 until it is on again. */
    async setSchoolSharing(caller: Caller, schoolUuid: string, sharingEnabled: boolean): Promise<SchoolSharing> {
      const school = await requireSchool(db, caller, schoolUuid);
      return inTransaction(async (tx) => {
        const row = await repository.setSchoolSharing(tx, schoolUuid, sharingEnabled, caller.uuid, now());
        await recordAudit(tx, caller, {
          action: 'school.sharing_changed',
          targetType: 'school',
          targetUuid: schoolUuid,
          clientUuid: school.clientUuid,
          schoolUuid,
          details: { sharing_enabled: sharingEnabled },
        });
        return { sharing_enabled: row.sharingEnabled, changed_at: row.changedAt.toISOString() };
      });
    },
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
