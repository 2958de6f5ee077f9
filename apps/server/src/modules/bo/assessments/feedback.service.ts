import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  FEEDBACK_NOTIFICATIONS,
  FEEDBACK_NOTIFICATIONS_LEICHT,
  INTERNSHIP_STUDENT_PATH,
  type createFeedbackLinkBodySchema,
  type CreatedFeedbackLink,
  type InternshipFeedback,
  type InternshipFeedbackOverview,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { invalidField } from '../../../platform/http/error-responses';
import { ApiError, notFound } from '../../../platform/http/errors';
import type { MailMessage, MailTransport } from '../../../platform/mail';
import { recordAudit } from '../../audit';
import { notifyUsers } from '../../messaging';
import { ensureMayReadInternship } from '../internships/internships.policy';
import { loadCompetences } from './competences';
import { toFeedbackLink, toInternshipFeedback } from './feedback-answer';
import { composeParentMail, composeSupervisorMail } from './feedback-mail';
import type { FeedbackLinkRow, FeedbackRepository, NewFeedbackLink } from './feedback.repository';
import { feedbackPageUrl, hashFeedbackToken, newFeedbackToken } from './feedback-token';

export type CreateLinkInput = z.output<typeof createFeedbackLinkBodySchema>;

type Logger = { error: (object: object, message: string) => void };

/** What the service sends mail with and where the public page lives (handed in by the module). */
export type FeedbackMailPort = { transport: MailTransport; from: string; publicUrl: string; log: Logger };

/** The student's school and name for a parent link (identity's data, read by the assessments repository). */
export type StudentOfLink = { firstName: string; schoolUuid: string; schoolName: string; clientUuid: string };

export function createFeedbackService(deps: { db: Database; repository: FeedbackRepository; mail: FeedbackMailPort; now?: () => Date }) {
  const { db, repository, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /**
   * Hands the e-mail to the transport after the link is committed. A failing transport does not
   * take the link back: the caller gets `mailed: false` and the URL to pass on themselves.
   */
  async function sendQuietly(message: MailMessage, linkUuid: string): Promise<boolean> {
    try {
      await mail.transport.send(message);
      return true;
    } catch (error) {
      mail.log.error({ err: error, link: linkUuid }, 'feedback link could not be mailed');
      return false;
    }
  }

  /** Inserts a link with a fresh token (its hash only) and the audit row, in `tx`. */
  async function insertLink(tx: Database, caller: Caller, values: Omit<NewFeedbackLink, 'tokenHash' | 'expiresAt' | 'createdByUuid'>, clientUuid: string) {
    const token = newFeedbackToken();
    const createdAt = now();
    const link = await repository.insertLink(tx, {
      ...values,
      tokenHash: hashFeedbackToken(token),
      createdByUuid: caller.uuid,
      expiresAt: new Date(createdAt.getTime() + FEEDBACK_LIMITS.linkDays * 86_400_000),
    });
    await recordAudit(tx, caller, {
      action: 'feedback_link.created',
      targetType: 'feedback_link',
      targetUuid: link.uuid,
      clientUuid,
      schoolUuid: link.schoolUuid,
      details: { source: link.source, student_uuid: link.studentUuid, internship_uuid: link.internshipUuid },
    });
    return { link, url: feedbackPageUrl(mail.publicUrl, token) };
  }

  function created(link: FeedbackLinkRow, url: string, mailed: boolean): CreatedFeedbackLink {
    return { ...toFeedbackLink(link, now()), url, mailed };
  }

  return {
    /**
     * A supervisor link for a confirmed placement: its student, the class's teachers, the school's
     * coordinator (others 404). One submission per placement: once a supervisor has answered, 409;
     * a new link revokes the placement's earlier open ones.
     */
    async createSupervisorLink(caller: Caller, internshipUuid: string, input: CreateLinkInput): Promise<CreatedFeedbackLink> {
      // Read in the transaction that revokes and inserts: a feedback that arrives meanwhile is seen.
      const { link, url, placement, recipientEmail, recipientName } = await inTransaction(async (tx) => {
        const placement = ensureMayReadInternship(caller, await repository.findPlacementContext(internshipUuid, caller.uuid, tx));
        // A draft is the student's alone (decision 229): staff get 404 as for the placement itself.
        if (placement.state === 'draft' && placement.studentUuid !== caller.uuid) throw notFound();
        if (placement.state !== 'confirmed') throw new ApiError('CONFLICT', FEEDBACK_MESSAGES.notConfirmed);
        if (placement.hasSupervisorFeedback) throw new ApiError('CONFLICT', FEEDBACK_MESSAGES.alreadyGiven);
        const recipientEmail = input.recipient_email ?? placement.supervisorEmail;
        const recipientName = input.recipient_name ?? (input.recipient_email ? null : placement.supervisorName);
        await repository.revokeOpenSupervisorLinks(tx, placement.uuid, now());
        const created = await insertLink(
          tx,
          caller,
          { studentUuid: placement.studentUuid, schoolUuid: placement.schoolUuid, internshipUuid: placement.uuid, source: 'supervisor', recipientEmail, recipientName },
          placement.clientUuid,
        );
        return { ...created, placement, recipientEmail, recipientName };
      });
      const mailed =
        input.send_mail &&
        (await sendQuietly(
          composeSupervisorMail({
            from: mail.from,
            to: recipientEmail,
            recipientName,
            studentFirstName: placement.studentFirstName,
            schoolName: placement.schoolName,
            companyName: placement.companyName,
            startDate: placement.startDate,
            endDate: placement.endDate,
            url,
            expiresAt: link.expiresAt,
          }),
          link.uuid,
        ));
      return created(link, url, mailed);
    },

    /** A parent link of the calling student (no placement); mailed when asked, to the given address. */
    async createParentLink(caller: Caller, student: StudentOfLink, input: CreateLinkInput): Promise<CreatedFeedbackLink> {
      if (input.send_mail && !input.recipient_email) throw invalidField('recipient_email', FEEDBACK_MESSAGES.recipientEmailRequired);
      const { link, url } = await inTransaction((tx) =>
        insertLink(
          tx,
          caller,
          { studentUuid: caller.uuid, schoolUuid: student.schoolUuid, internshipUuid: null, source: 'parent', recipientEmail: input.recipient_email, recipientName: input.recipient_name },
          student.clientUuid,
        ),
      );
      const mailed =
        input.send_mail &&
        input.recipient_email !== null &&
        (await sendQuietly(
          composeParentMail({
            from: mail.from,
            to: input.recipient_email,
            recipientName: input.recipient_name,
            studentFirstName: student.firstName,
            schoolName: student.schoolName,
            url,
            expiresAt: link.expiresAt,
          }),
          link.uuid,
        ));
      return created(link, url, mailed);
    },

    /**
     * The placement's supervisor links and their feedback. Staff see every feedback; the student
     * only the released ones and how many still wait for a teacher.
     */
    async overview(caller: Caller, internshipUuid: string): Promise<InternshipFeedbackOverview> {
      const placement = ensureMayReadInternship(caller, await repository.findPlacementContext(internshipUuid, caller.uuid));
      if (placement.state === 'draft' && placement.studentUuid !== caller.uuid) throw notFound();
      const [links, feedback, competences] = await Promise.all([
        repository.linksOfPlacement(placement.uuid),
        repository.supervisorFeedbackOf(placement.uuid),
        loadCompetences(),
      ]);
      const isStudent = placement.studentUuid === caller.uuid;
      const visible = isStudent ? feedback.filter((row) => row.releasedAt !== null) : feedback;
      const current = now();
      return {
        links: links.map((link) => toFeedbackLink(link, current)),
        feedback: visible.map((row) => toInternshipFeedback(row, competences)),
        waiting_for_release: feedback.filter((row) => row.releasedAt === null).length,
      };
    },

    /**
     * Revokes an unused link: its student; a supervisor link also the staff who may see the
     * placement (a parent link is the student's alone). A used link stays (409); revoking twice is fine.
     */
    async revoke(caller: Caller, linkUuid: string): Promise<void> {
      const found = ensureMayReadInternship(caller, await repository.findLink(linkUuid, caller.uuid));
      if (found.source === 'parent' && found.studentUuid !== caller.uuid) throw notFound();
      if (found.usedAt) throw new ApiError('CONFLICT', FEEDBACK_MESSAGES.linkAlreadyUsed);
      await inTransaction(async (tx) => {
        const revoked = await repository.revokeUnused(tx, linkUuid, now());
        if (!revoked) throw new ApiError('CONFLICT', FEEDBACK_MESSAGES.linkAlreadyUsed);
        await recordAudit(tx, caller, {
          action: 'feedback_link.revoked',
          targetType: 'feedback_link',
          targetUuid: linkUuid,
          clientUuid: found.clientUuid,
          schoolUuid: found.schoolUuid,
          details: { source: found.source, student_uuid: found.studentUuid },
        });
      });
    },

    /** A teacher of the class or the coordinator releases a supervisor's feedback to the student (once; again is a no-op). */
    async release(caller: Caller, feedbackUuid: string): Promise<InternshipFeedback> {
      const competences = await loadCompetences();
      return inTransaction(async (tx) => {
        const feedback = ensureMayReadInternship(caller, await repository.findSupervisorFeedback(feedbackUuid, caller.uuid, tx));
        // The route admits staff only; the policy's own-student rule must not let a student through.
        if (feedback.studentUuid === caller.uuid) throw new ApiError('FORBIDDEN', FEEDBACK_MESSAGES.releaseNotAllowed);
        const { row, isNew } = await repository.release(tx, feedbackUuid, caller.uuid, now());
        if (isNew) {
          await recordAudit(tx, caller, {
            action: 'feedback.released',
            targetType: 'feedback',
            targetUuid: row.uuid,
            clientUuid: feedback.clientUuid,
            schoolUuid: feedback.schoolUuid,
            details: { student_uuid: row.studentUuid, internship_uuid: row.internshipUuid },
          });
          await notifyUsers(tx, {
            type: 'internship',
            title: FEEDBACK_NOTIFICATIONS.releasedTitle,
            message: FEEDBACK_NOTIFICATIONS.releasedText(feedback.companyName),
            icon: 'calendar',
            link: `${INTERNSHIP_STUDENT_PATH}/${row.internshipUuid ?? ''}`,
            linkText: FEEDBACK_NOTIFICATIONS.linkText,
            leichteSprache: {
              title: FEEDBACK_NOTIFICATIONS_LEICHT.releasedTitle,
              message: FEEDBACK_NOTIFICATIONS_LEICHT.releasedText(feedback.companyName),
              linkText: FEEDBACK_NOTIFICATIONS_LEICHT.linkText,
            },
            userUuids: [row.studentUuid],
          });
        }
        return toInternshipFeedback(row, competences);
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
