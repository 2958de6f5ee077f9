import { describe, expect, it } from 'vitest';
import { formatVideoSize } from './video-size';

describe('formatVideoSize', () => {
  it('says KB below one megabyte (a short demo video is not "0,0 MB")', () => {
    expect(formatVideoSize(29_060)).toBe('28 KB');
    expect(formatVideoSize(12)).toBe('1 KB');
  });

  it('says MB with one decimal from one megabyte on', () => {
    expect(formatVideoSize(12.34 * 1024 * 1024)).toBe('12,3 MB');
  });
});
