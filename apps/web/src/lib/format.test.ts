import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong } from './format';

describe('formatDate', () => {
  it('formats a calendar date as dd.MM.yyyy', () => {
    expect(formatDate('2027-03-12')).toBe('12.03.2027');
  });

  it('uses German time for timestamps near midnight', () => {
    expect(formatDate('2027-03-11T23:30:00Z')).toBe('12.03.2027');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date('2026-01-05T10:00:00Z'))).toBe('05.01.2026');
  });

  it('returns unreadable input unchanged', () => {
    expect(formatDate('demnächst')).toBe('demnächst');
  });
});

describe('formatDateLong', () => {
  it('writes the month as a word for Leichte Sprache', () => {
    expect(formatDateLong('2027-03-12')).toBe('12. März 2027');
  });
});
