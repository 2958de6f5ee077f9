import { describe, expect, it } from 'vitest';
import '../index';
import { STATEMENT_TEXT_MAX, statementInputSchema } from './statements';

describe('statementInputSchema', () => {
  it('takes a statement and trims it', () => {
    expect(statementInputSchema.parse({ text: '  Ich kann gut zuhören.  ' })).toEqual({ text: 'Ich kann gut zuhören.' });
  });

  it('takes exactly the maximum length', () => {
    expect(statementInputSchema.safeParse({ text: 'a'.repeat(STATEMENT_TEXT_MAX) }).success).toBe(true);
  });

  it('refuses an empty, a blank and a missing text with the German required message', () => {
    for (const body of [{ text: '' }, { text: '   ' }, {}]) {
      const result = statementInputSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Aussage ist ein Pflichtfeld');
    }
  });

  it('refuses a text longer than the maximum with the German message', () => {
    const result = statementInputSchema.safeParse({ text: 'a'.repeat(STATEMENT_TEXT_MAX + 1) });
    expect(result.error?.issues[0]?.message).toBe(`Aussage darf nicht länger als ${STATEMENT_TEXT_MAX} Zeichen sein`);
  });
});
