import { describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_PATH } from '@berufswahl/contracts/bo/feedback';
import { FEEDBACK_PAGE_SEGMENT, feedbackTokenOf } from './feedback-page-path';

describe('feedbackTokenOf', () => {
  it('names the same page as the contracts', () => {
    expect(`/${FEEDBACK_PAGE_SEGMENT}`).toBe(FEEDBACK_PAGE_PATH);
  });

  it('reads the token of the feedback page', () => {
    expect(feedbackTokenOf('/rueckmeldung/abc_DEF-123')).toBe('abc_DEF-123');
  });

  it('reads the token behind a language segment and before a trailing slash', () => {
    expect(feedbackTokenOf('/de/rueckmeldung/abc')).toBe('abc');
    expect(feedbackTokenOf('/de_DE/rueckmeldung/abc/')).toBe('abc');
  });

  it('leaves every other path to the app', () => {
    for (const pathname of ['/', '/rueckmeldung', '/rueckmeldung/', '/praktikum/abc', '/rueckmeldung/abc/mehr', '/en/rueckmeldung/abc', '/de/de/rueckmeldung/abc']) {
      expect(feedbackTokenOf(pathname), pathname).toBeNull();
    }
  });
});
