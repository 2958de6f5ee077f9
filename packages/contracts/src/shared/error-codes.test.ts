import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-codes';
import { errorBodySchema } from './errors';

describe('isErrorBody', () => {
  it('accepts what the error body schema accepts', () => {
    const body = { code: 'NOT_FOUND', message: 'Nicht gefunden', request_id: 'r1' };
    expect(errorBodySchema.safeParse(body).success).toBe(true);
    expect(isErrorBody(body)).toBe(true);
  });

  it('rejects an unknown code, a missing message and non-objects', () => {
    expect(isErrorBody({ code: 'TEAPOT', message: 'x' })).toBe(false);
    expect(isErrorBody({ code: 'NOT_FOUND' })).toBe(false);
    expect(isErrorBody('NOT_FOUND')).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
