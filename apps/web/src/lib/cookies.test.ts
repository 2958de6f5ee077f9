import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds the XSRF cookie among others', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('returns undefined when the cookie is not set', () => {
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('does not match cookies whose name only ends the same', () => {
    expect(readCookie('MY-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeUndefined();
  });
});
