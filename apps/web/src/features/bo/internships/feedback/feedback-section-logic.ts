import type { InternshipFeedback, InternshipFeedbackOverview, InternshipState } from '@berufswahl/contracts';

/** A link can be asked for once the teacher has confirmed the placement – before, during and after it. */
export function canRequestFeedback(state: InternshipState): boolean {
  return state === 'confirmed' || state === 'running' || state === 'finished';
}

/**
 * Whether the company has answered already (the server then refuses a new link): a used link, a
 * feedback on the list, or – for the student – one still waiting for release.
 */
export function feedbackAlreadyGiven(overview: InternshipFeedbackOverview): boolean {
  return overview.links.some((link) => link.state === 'used') || overview.feedback.length > 0 || overview.waiting_for_release > 0;
}

/**
 * What a viewer may read: staff everything, the student only what a teacher released. The server
 * already leaves unreleased feedback out of the student's answer; this keeps the screen right even
 * if a cached staff answer were ever shown to a student in the same tab.
 */
export function visibleFeedback(feedback: readonly InternshipFeedback[], viewer: 'student' | 'staff'): InternshipFeedback[] {
  return viewer === 'staff' ? [...feedback] : feedback.filter((item) => item.released_at !== null);
}
