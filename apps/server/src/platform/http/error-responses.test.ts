import { errorBodySchema } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { errorResponses, invalidField } from './error-responses';

describe('errorResponses', () => {
  it('describes each named status with the one error body', () => {
    expect(errorResponses(401, 403, 404)).toEqual({ 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema });
  });
});

describe('invalidField', () => {
  it('is a 400 that names the field with the message', () => {
    const error = invalidField('text', 'Zu lang.');
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual([{ field: 'text', message: 'Zu lang.' }]);
    expect(error.message).toBe('Zu lang.');
  });

  it('keeps another rule’s status, naming the field all the same', () => {
    const error = invalidField('code', 'Unbekannter Code.', 'NOT_FOUND');
    expect(error.statusCode).toBe(404);
    expect(error.fields).toEqual([{ field: 'code', message: 'Unbekannter Code.' }]);
  });
});
