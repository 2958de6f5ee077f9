import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it('keeps only the resource of a public API path, whose rest is a token', () => {
    expect(loggableUrl('/api/public/v1/feedback/abcDEF123_-xyz')).toBe('/api/public/v1/feedback/…');
    expect(loggableUrl('/api/public/v1/feedback/abc?x=1')).toBe('/api/public/v1/feedback/…');
  });

  it('drops the token of a calendar feed URL, suffix and all (decision 238)', () => {
    expect(loggableUrl('/api/public/v1/calendar/PR7nlgeFZaykofK-yZjJmurWNK2jdAbCdEfGhIjKlMn.ics')).toBe('/api/public/v1/calendar/…');
  });

  it('leaves every other URL as it is', () => {
    expect(loggableUrl('/api/bo/v1/internships/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001')).toBe('/api/bo/v1/internships/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001');
    expect(loggableUrl('/api/public/v1/feedback')).toBe('/api/public/v1/feedback');
    expect(loggableUrl('/rueckmeldung')).toBe('/rueckmeldung');
  });
});
