import { describe, expect, it } from 'vitest';
import { isLogoutPath, normalizePath } from './route-paths';

describe('normalizePath', () => {
  it('drops the optional language segment', () => {
    expect(normalizePath('/de/imprint')).toBe('/imprint');
    expect(normalizePath('/de_DE/imprint')).toBe('/imprint');
  });

  it('treats the bare language segment as the start page', () => {
    expect(normalizePath('/de')).toBe('/');
    expect(normalizePath('/de_DE/')).toBe('/');
  });

  it('drops a trailing slash', () => {
    expect(normalizePath('/files/')).toBe('/files');
  });

  it('keeps segments that only look like a language', () => {
    expect(normalizePath('/en/imprint')).toBe('/en/imprint');
  });
});

describe('isLogoutPath', () => {
  it('recognises /logout with and without language segment', () => {
    expect(isLogoutPath('/logout')).toBe(true);
    expect(isLogoutPath('/de/logout/')).toBe(true);
    expect(isLogoutPath('/logout/more')).toBe(false);
  });
});
