import { describe, expect, it } from 'vitest';
import { generateReactivationCode, reactivationCodeExpiry, verifyReactivationCode } from './reactivation-code.rules';

const now = new Date('2026-11-22T10:00:00Z');

describe('generateReactivationCode', () => {
  it('draws twelve digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateReactivationCode()).toMatch(/^\d{12}$/);
  });

  it('uses every digit in every position over many draws (no fixed or biased positions)', () => {
    const seen = Array.from({ length: 12 }, () => new Set<string>());
    for (let i = 0; i < 2000; i += 1) [...generateReactivationCode()].forEach((digit, position) => seen[position]!.add(digit));
    for (const digits of seen) expect(digits.size).toBe(10);
  });
});

describe('reactivationCodeExpiry', () => {
  it('lies 91 days ahead', () => {
    expect(reactivationCodeExpiry(now).toISOString()).toBe('2027-02-21T10:00:00.000Z');
  });
});

describe('verifyReactivationCode', () => {
  const stored = { code: '123456789012', validUntil: reactivationCodeExpiry(now) };

  it('accepts the stored code, also typed in groups with spaces or hyphens', () => {
    expect(verifyReactivationCode(stored, '123456789012', now)).toBe(true);
    expect(verifyReactivationCode(stored, '1234 5678 9012', now)).toBe(true);
    expect(verifyReactivationCode(stored, '1234-5678-9012', now)).toBe(true);
  });

  it('accepts it until the last instant of its validity and not after', () => {
    expect(verifyReactivationCode(stored, '123456789012', stored.validUntil)).toBe(true);
    expect(verifyReactivationCode(stored, '123456789012', new Date(stored.validUntil.getTime() + 1))).toBe(false);
  });

  it('refuses a wrong, shorter, longer or non-numeric code', () => {
    expect(verifyReactivationCode(stored, '123456789013', now)).toBe(false);
    expect(verifyReactivationCode(stored, '12345678901', now)).toBe(false);
    expect(verifyReactivationCode(stored, '1234567890123', now)).toBe(false);
    expect(verifyReactivationCode(stored, '12345678901a', now)).toBe(false);
    expect(verifyReactivationCode(stored, '', now)).toBe(false);
  });

  it('refuses everything when the account has no code', () => {
    expect(verifyReactivationCode({ code: null, validUntil: null }, '123456789012', now)).toBe(false);
  });
});
