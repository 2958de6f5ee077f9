import { describe, expect, it } from 'vitest';
import { linkStateOf } from './feedback-answer';

const NOW = new Date('2026-11-27T10:00:00Z');
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe('linkStateOf', () => {
  it('calls a link open until it expires', () => {
    expect(linkStateOf({ usedAt: null, revokedAt: null, expiresAt: later }, NOW)).toBe('open');
    expect(linkStateOf({ usedAt: null, revokedAt: null, expiresAt: NOW }, NOW)).toBe('expired');
  });

  it('keeps a used link used, also once it would have expired or was revoked afterwards', () => {
    expect(linkStateOf({ usedAt: earlier, revokedAt: NOW, expiresAt: earlier }, NOW)).toBe('used');
  });

  it('names a revoked link revoked before expired', () => {
    expect(linkStateOf({ usedAt: null, revokedAt: earlier, expiresAt: earlier }, NOW)).toBe('revoked');
  });
});
