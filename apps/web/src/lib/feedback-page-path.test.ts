import { describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_PATH } from '@berufswahl/contracts/bo/feedback';
import { feedbackTokenOf } from './feedback-page-path';
import { LOCALE_SEGMENTS } from './route-paths';

describe('feedbackTokenOf', () => {
  it('reads the token of the contracts’ feedback page, also behind every language segment', () => {
    for (const prefix of ['', ...LOCALE_SEGMENTS.map((segment) => `/${segment}`)]) {
      expect(feedbackTokenOf(`${prefix}${FEEDBACK_PAGE_PATH}/abc_DEF-123`), prefix).toBe('abc_DEF-123');
    }
  });

  it('reads the token before a trailing slash', () => {
    expect(feedbackTokenOf('/de_DE/rueckmeldung/abc/')).toBe('abc');
  });

  it('leaves every other path to the app', () => {
    for (const pathname of ['/', '/rueckmeldung', '/rueckmeldung/', '/praktikum/abc', '/rueckmeldung/abc/mehr', '/en/rueckmeldung/abc', '/de/de/rueckmeldung/abc']) {
      expect(feedbackTokenOf(pathname), pathname).toBeNull();
    }
  });
});
