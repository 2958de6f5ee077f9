import { describe, expect, it } from 'vitest';
import type { FeedbackLink, InternshipFeedback, InternshipFeedbackOverview } from '@berufswahl/contracts';
import { canRequestFeedback, feedbackAlreadyGiven, visibleFeedback } from './feedback-section-logic';

function buildLink(overrides: Partial<FeedbackLink> = {}): FeedbackLink {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    source: 'supervisor',
    state: 'open',
    recipient_email: 'span@example.org',
    recipient_name: 'Herr Span',
    created_at: '2027-03-01T08:00:00.000Z',
    expires_at: '2027-03-31T08:00:00.000Z',
    used_at: null,
    ...overrides,
  };
}

function buildFeedback(overrides: Partial<InternshipFeedback> = {}): InternshipFeedback {
  return {
    uuid: '00000000-0000-4000-8000-000000000002',
    source: 'supervisor',
    days_present: 9,
    ratings: [{ item: 'puenktlichkeit', name: 'Pünktlichkeit', value: 4 }],
    comment: null,
    submitted_at: '2027-03-12T15:00:00.000Z',
    released_at: null,
    ...overrides,
  };
}

function buildOverview(overrides: Partial<InternshipFeedbackOverview> = {}): InternshipFeedbackOverview {
  return { links: [], feedback: [], waiting_for_release: 0, ...overrides };
}

describe('canRequestFeedback', () => {
  it('allows a link for a confirmed placement, while it runs and after it', () => {
    expect(['confirmed', 'running', 'finished'].every((state) => canRequestFeedback(state as 'confirmed'))).toBe(true);
  });

  it('refuses a link before the teacher has confirmed the placement', () => {
    expect(['draft', 'submitted', 'returned'].some((state) => canRequestFeedback(state as 'draft'))).toBe(false);
  });
});

describe('feedbackAlreadyGiven', () => {
  it('is false with open, expired or revoked links only', () => {
    expect(feedbackAlreadyGiven(buildOverview({ links: [buildLink(), buildLink({ state: 'expired' }), buildLink({ state: 'revoked' })] }))).toBe(false);
  });

  it('is true once a link was used, feedback is listed or waits for release', () => {
    expect(feedbackAlreadyGiven(buildOverview({ links: [buildLink({ state: 'used' })] }))).toBe(true);
    expect(feedbackAlreadyGiven(buildOverview({ feedback: [buildFeedback()] }))).toBe(true);
    expect(feedbackAlreadyGiven(buildOverview({ waiting_for_release: 1 }))).toBe(true);
  });
});

describe('visibleFeedback', () => {
  const held = buildFeedback();
  const released = buildFeedback({ uuid: '00000000-0000-4000-8000-000000000003', released_at: '2027-03-13T09:00:00.000Z' });

  it('shows staff every feedback', () => {
    expect(visibleFeedback([held, released], 'staff')).toEqual([held, released]);
  });

  it('shows the student only released feedback', () => {
    expect(visibleFeedback([held, released], 'student')).toEqual([released]);
  });
});
