import { describe, expect, it } from 'vitest';
import { eventBodySchema } from './events';
import { levelOfFilter, NEWS_TEXT_MAX_CHARS, newsBodySchema, newsListQuerySchema, visibleLengthOf, visibleTextOf } from './news';

describe('visibleLengthOf', () => {
  it('counts what a reader sees, not the markup', () => {
    expect(visibleLengthOf('<p>Hallo <strong>Welt</strong></p>')).toBe(10);
  });

  it('counts an entity and an emoji as one character each', () => {
    expect(visibleLengthOf('<p>A&amp;B 🎓</p>')).toBe(5);
  });

  it('counts a paragraph break as one character', () => {
    expect(visibleTextOf('<p>eins</p><p>zwei</p>')).toBe('eins\nzwei');
  });
});

describe('newsBodySchema', () => {
  const valid = { title: 'Messe', text: '<p>Text</p>', audiences: ['SCHUELER'] };

  it('accepts exactly the limit and refuses one more', () => {
    expect(newsBodySchema.safeParse({ ...valid, text: `<p>${'a'.repeat(NEWS_TEXT_MAX_CHARS)}</p>` }).success).toBe(true);
    const tooLong = newsBodySchema.safeParse({ ...valid, text: `<p>${'a'.repeat(NEWS_TEXT_MAX_CHARS + 1)}</p>` });
    expect(tooLong.error?.issues[0]?.message).toBe(`Text darf nicht länger als ${NEWS_TEXT_MAX_CHARS} Zeichen sein`);
  });

  it('refuses empty markup and no audience with German messages', () => {
    const result = newsBodySchema.safeParse({ ...valid, text: '<p></p>', audiences: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Text ist ein Pflichtfeld', 'Zielgruppe ist ein Pflichtfeld']);
  });

  it('refuses a learning group and a year level at once', () => {
    const result = newsBodySchema.safeParse({ ...valid, class_uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001', grade: 8 });
    expect(result.error?.issues[0]?.message).toContain('entweder');
  });
});

describe('eventBodySchema', () => {
  it('refuses a day that does not exist', () => {
    const result = eventBodySchema.safeParse({ title: 'T', text: '<p>x</p>', audiences: ['LEHRER'], date: '2099-02-30', place: 'Aula' });
    expect(result.error?.issues[0]?.message).toBe('Datum hat ein ungültiges Format');
  });
});

describe('list query', () => {
  it('defaults to stufe:*, start 0 and limit 10 (spec 9)', () => {
    expect(newsListQuerySchema.parse({})).toEqual({ filter: 'stufe:*', start: 0, limit: 10 });
  });

  it('reads the level of a filter', () => {
    expect(levelOfFilter('stufe:*')).toBeNull();
    expect(levelOfFilter('stufe:sek2')).toBe('sek2');
  });
});
