import {
  daysBetween,
  FEEDBACK_MESSAGES,
  FEEDBACK_NOTIFICATIONS,
  FEEDBACK_NOTIFICATIONS_LEICHT,
  ASSESSMENT_STUDENT_PATH,
  type FeedbackLinkState,
  type publicFeedbackBodySchema,
  type PublicFeedbackReceipt,
  type PublicFeedbackRequest,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/client';
import { invalidField } from '../../../platform/http/error-responses';
import { ApiError } from '../../../platform/http/errors';
import { recordAnonymousAudit } from '../../audit';
import { notifyUsers } from '../../messaging';
import { ensureCompleteRatings, inContentOrder, loadCompetences } from './competences';
import { linkStateOf } from './feedback-answer';
import type { FeedbackRepository } from './feedback.repository';
import { hashFeedbackToken } from './feedback-token';

export type PublicFeedbackInput = z.output<typeof publicFeedbackBodySchema>;

const GONE_MESSAGES: Record<Exclude<FeedbackLinkState, 'open'>, string> = {
  used: FEEDBACK_MESSAGES.linkUsed,
  expired: FEEDBACK_MESSAGES.linkExpired,
  revoked: FEEDBACK_MESSAGES.linkRevoked,
};

/** A link that is no longer open: 410 `LINK_GONE` with what happened to it. */
function linkGone(state: Exclude<FeedbackLinkState, 'open'>): ApiError {
  return new ApiError('LINK_GONE', GONE_MESSAGES[state]);
}

/**
 * The public feedback page behind a supervisor's or parent's link (decision 230). The token is
 * the only authorisation; it is looked up by its hash. Unknown: 404; used, expired, revoked: 410.
 */
export function createPublicFeedbackService(deps: { db: Database; repository: FeedbackRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** The link of a token if it is still open; 404 or 410 otherwise. */
  async function openLinkOf(tokenHash: string) {
    const found = await repository.findLinkByHash(tokenHash);
    if (!found) throw new ApiError('NOT_FOUND', FEEDBACK_MESSAGES.linkUnknown);
    const state = linkStateOf(found.link, now());
    if (state !== 'open') throw linkGone(state);
    return found;
  }

  /** The calendar days of the placement: the most days a supervisor can confirm. */
  const maxDaysOf = (startDate: string | null, endDate: string | null) => (startDate && endDate ? daysBetween(startDate, endDate) : null);

  return {
    /** What the page shows: the student's first name, the placement, the items – nothing else of the student. */
    async request(token: string): Promise<PublicFeedbackRequest> {
      const [found, competences] = await Promise.all([openLinkOf(hashFeedbackToken(token)), loadCompetences()]);
      const isSupervisor = found.link.source === 'supervisor';
      // Every opening of a page without an account is on record (who asked for what, when), so a
      // student or coordinator can see whether a link was used by someone else before it was sent.
      await recordAnonymousAudit(db, {
        action: 'feedback_link.opened',
        targetType: 'feedback_link',
        targetUuid: found.link.uuid,
        clientUuid: found.clientUuid,
        schoolUuid: found.link.schoolUuid,
        details: { source: found.link.source, student_uuid: found.link.studentUuid, internship_uuid: found.link.internshipUuid },
      });
      return {
        kind: found.link.source,
        first_name: found.studentFirstName,
        company_name: isSupervisor ? found.companyName : null,
        start_date: isSupervisor ? found.startDate : null,
        end_date: isSupervisor ? found.endDate : null,
        max_days_present: isSupervisor ? maxDaysOf(found.startDate, found.endDate) : null,
        items: competences.map((competence) => ({ key: competence.key, text: competence.others })),
        expires_at: found.link.expiresAt.toISOString(),
      };
    },

    /**
     * The one submission: every item once, the days present from the supervisor (0 … the
     * placement's calendar days), none from a parent. The link is marked used, the feedback stored
     * and the audit row written in one transaction; of two submissions at once, one gets 410.
     * The class's teachers (supervisor) or the student (parent) are told in the app.
     */
    async submit(token: string, input: PublicFeedbackInput): Promise<PublicFeedbackReceipt> {
      const tokenHash = hashFeedbackToken(token);
      const [found, competences] = await Promise.all([openLinkOf(tokenHash), loadCompetences()]);
      ensureCompleteRatings(input.ratings, competences);
      const isSupervisor = found.link.source === 'supervisor';
      if (isSupervisor) {
        const maxDays = maxDaysOf(found.startDate, found.endDate) ?? 0;
        if (input.days_present === null) throw invalidField('days_present', FEEDBACK_MESSAGES.daysPresentRequired);
        if (input.days_present > maxDays) throw invalidField('days_present', FEEDBACK_MESSAGES.daysPresentRange(maxDays));
      } else if (input.days_present !== null) {
        throw invalidField('days_present', FEEDBACK_MESSAGES.daysPresentNotAsked);
      }
      const stored = await inTransaction(async (tx) => {
        const link = await repository.claimOpenLink(tx, tokenHash);
        // Another submission (or a revoke) came first between the read above and this statement.
        if (!link) {
          const current = await repository.findLinkByHash(tokenHash, tx);
          const state = current ? linkStateOf(current.link, now()) : 'revoked';
          throw linkGone(state === 'open' ? 'used' : state);
        }
        const row = await repository.insertAssessment(tx, {
          studentUuid: link.studentUuid,
          schoolUuid: link.schoolUuid,
          source: link.source,
          linkUuid: link.uuid,
          internshipUuid: link.internshipUuid,
          daysPresent: isSupervisor ? input.days_present : null,
          ratings: inContentOrder(input.ratings, competences),
          comment: input.comment,
        });
        await recordAnonymousAudit(tx, {
          action: 'feedback.submitted',
          targetType: 'feedback',
          targetUuid: row.uuid,
          clientUuid: found.clientUuid,
          schoolUuid: link.schoolUuid,
          details: { source: link.source, link_uuid: link.uuid, student_uuid: link.studentUuid, internship_uuid: link.internshipUuid },
        });
        if (isSupervisor) {
          if (found.teacherUuids.length > 0) {
            await notifyUsers(tx, {
              type: 'internship',
              title: FEEDBACK_NOTIFICATIONS.supervisorGivenTitle,
              message: FEEDBACK_NOTIFICATIONS.supervisorGivenText(`${found.studentFirstName} ${found.studentLastName}`, found.companyName ?? ''),
              icon: 'calendar',
              userUuids: found.teacherUuids,
            });
          }
        } else {
          await notifyUsers(tx, {
            type: 'internship',
            title: FEEDBACK_NOTIFICATIONS.parentGivenTitle,
            message: FEEDBACK_NOTIFICATIONS.parentGivenText,
            icon: 'info',
            link: ASSESSMENT_STUDENT_PATH,
            linkText: FEEDBACK_NOTIFICATIONS.linkText,
            leichteSprache: {
              title: FEEDBACK_NOTIFICATIONS_LEICHT.parentGivenTitle,
              message: FEEDBACK_NOTIFICATIONS_LEICHT.parentGivenText,
              linkText: FEEDBACK_NOTIFICATIONS_LEICHT.linkText,
            },
            userUuids: [link.studentUuid],
          });
        }
        return row;
      });
      return { received_at: stored.createdAt.toISOString() };
    },
  };
}

export type PublicFeedbackService = ReturnType<typeof createPublicFeedbackService>;
