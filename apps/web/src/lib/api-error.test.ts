import { describe, expect, it } from 'vitest';
import { ApiError, formatStoreError } from './api-error';

describe('formatStoreError', () => {
  it('formats an API error as "status - statusText: data" with the server message', () => {
    const error = new ApiError(422, 'Unprocessable Entity', {
      code: 'VALIDATION_FAILED',
      message: 'Die Eingaben sind nicht vollständig oder nicht gültig.',
    });
    expect(formatStoreError(error)).toBe(
      '422 - Nicht verarbeitbar: Die Eingaben sind nicht vollständig oder nicht gültig.',
    );
  });

  it('shows a plain-text body as it is', () => {
    expect(formatStoreError(new ApiError(502, 'Bad Gateway', 'upstream down'))).toBe('502 - Server nicht erreichbar: upstream down');
  });

  it('shows other JSON bodies as JSON', () => {
    expect(formatStoreError(new ApiError(400, 'Bad Request', { reason: 'x' }))).toBe('400 - Ungültige Anfrage: {"reason":"x"}');
  });

  it('says the status in German, whatever English status text the response had (or none, HTTP/2)', () => {
    expect(formatStoreError(new ApiError(403, 'Forbidden', { code: 'FORBIDDEN', message: 'Du darfst das nicht.' }))).toBe(
      '403 - Keine Berechtigung: Du darfst das nicht.',
    );
    expect(formatStoreError(new ApiError(404, '', 'nicht da'))).toBe('404 - Nicht gefunden: nicht da');
    expect(formatStoreError(new ApiError(418, "I'm a teapot", undefined))).toBe('418 - Fehler');
    expect(formatStoreError(new ApiError(599, '', undefined))).toBe('599 - Serverfehler');
  });

  it('leaves out the data part when the body is empty', () => {
    expect(formatStoreError(new ApiError(500, 'Internal Server Error', undefined))).toBe('500 - Serverfehler');
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
