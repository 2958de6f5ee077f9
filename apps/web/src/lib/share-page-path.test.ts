import { describe, expect, it } from 'vitest';
import { SHARE_PAGE_PATH } from '@berufswahl/contracts/bo/share-links';
import { LOCALE_SEGMENTS } from './route-paths';
import { shareTokenOf } from './share-page-path';

describe('shareTokenOf', () => {
  it('reads the token of the contracts’ share page, also behind every language segment', () => {
    for (const prefix of ['', ...LOCALE_SEGMENTS.map((segment) => `/${segment}`)]) {
      expect(shareTokenOf(`${prefix}${SHARE_PAGE_PATH}/abc_DEF-123`), prefix).toBe('abc_DEF-123');
    }
  });

  it('reads the token before a trailing slash', () => {
    expect(shareTokenOf('/de_DE/geteilt/abc/')).toBe('abc');
  });

  it('leaves every other path to the app', () => {
    for (const pathname of ['/', '/geteilt', '/geteilt/', '/portfolio/abc', '/geteilt/abc/mehr', '/en/geteilt/abc', '/de/de/geteilt/abc']) {
      expect(shareTokenOf(pathname), pathname).toBeNull();
    }
  });
});
