import { describe, expect, it } from 'vitest';
import { firstErrorField } from './focus-first-error';

describe('firstErrorField', () => {
  it('picks the first field in form order, not in the order the errors arrived', () => {
    expect(firstErrorField(['subject', 'description'], { description: {}, subject: {} })).toBe('subject');
    expect(firstErrorField(['subject', 'description'], { description: {} })).toBe('description');
    expect(firstErrorField(['subject', 'description'], {})).toBeUndefined();
  });
});
