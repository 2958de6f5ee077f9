import type { FeedbackLink, FeedbackLinkState, InternshipFeedback } from '@berufswahl/contracts';
import { competenceNameOf, type Competence } from './competences';
import type { AssessmentRow, FeedbackLinkRow } from './feedback.repository';

/** A link's state from its stored times: a used link stays used, even once it would have expired. */
export function linkStateOf(link: Pick<FeedbackLinkRow, 'usedAt' | 'revokedAt' | 'expiresAt'>, now: Date): FeedbackLinkState {
  if (link.usedAt) return 'used';
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** A link as its creator sees it – never its token (only the hash is stored). */
export function toFeedbackLink(link: FeedbackLinkRow, now: Date): FeedbackLink {
  return {
    uuid: link.uuid,
    source: link.source,
    state: linkStateOf(link, now),
    recipient_email: link.recipientEmail,
    recipient_name: link.recipientName,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    used_at: link.usedAt?.toISOString() ?? null,
  };
}

/** A supervisor's or parent's feedback with the items' names from the content. */
export function toInternshipFeedback(row: AssessmentRow, competences: readonly Competence[]): InternshipFeedback {
  return {
    uuid: row.uuid,
    source: row.source === 'parent' ? 'parent' : 'supervisor',
    days_present: row.daysPresent,
    ratings: row.ratings.map((rating) => ({ item: rating.item, name: competenceNameOf(rating.item, competences), value: rating.value })),
    comment: row.comment,
    submitted_at: row.createdAt.toISOString(),
    released_at: row.releasedAt?.toISOString() ?? null,
  };
}
