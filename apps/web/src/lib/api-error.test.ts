import { describe, expect, it } from 'vitest';
import { ApiError, formatStoreError } from './api-error';

describe('formatStoreError', () => {
  it('formats an API error as "status - statusText: data" with the server message', () => {
    const error = new ApiError(422, 'Unprocessable Entity', {
      code: 'VALIDATION_FAILED',
      message: 'Die Eingaben sind nicht vollständig oder nicht gültig.',
    });
    expect(formatStoreError(error)).toBe(
      '422 - Unprocessable Entity: Die Eingaben sind nicht vollständig oder nicht gültig.',
    );
  });

  it('shows a plain-text body as it is', () => {
    expect(formatStoreError(new ApiError(502, 'Bad Gateway', 'upstream down'))).toBe('502 - Bad Gateway: upstream down');
  });

  it('shows other JSON bodies as JSON', () => {
    expect(formatStoreError(new ApiError(400, 'Bad Request', { reason: 'x' }))).toBe('400 - Bad Request: {"reason":"x"}');
  });

  it('fills in the reason phrase when the response had no status text (HTTP/2)', () => {
    expect(formatStoreError(new ApiError(404, '', 'nicht da'))).toBe('404 - Not Found: nicht da');
  });

  it('leaves out the data part when the body is empty', () => {
    expect(formatStoreError(new ApiError(500, 'Internal Server Error', undefined))).toBe('500 - Internal Server Error');
  });

  it('says "Unbekannter Fehler" for anything that is not an API answer', () => {
    expect(formatStoreError(new TypeError('Failed to fetch'))).toBe('Unbekannter Fehler');
    expect(formatStoreError(undefined)).toBe('Unbekannter Fehler');
  });
});

describe('ApiError', () => {
  it('exposes the error code of a server error body', () => {
    const error = new ApiError(413, 'Payload Too Large', { code: 'USER_STORAGE_FULL', message: 'voll' });
    expect(error.code).toBe('USER_STORAGE_FULL');
    expect(error.status).toBe(413);
  });

  it('has no code when the body is not a server error body', () => {
    expect(new ApiError(500, 'Internal Server Error', '<html>').code).toBeUndefined();
  });
});
