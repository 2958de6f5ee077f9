import { describe, expect, it } from 'vitest';
import { writerContextOf } from './writer-context';

const group = { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001', grade: 8, addition: 'a' };

describe('writerContextOf', () => {
  it('lets a teacher with a learning group write for it', () => {
    expect(writerContextOf({ roles: ['LEHRER'], learning_groups: [group] })).toEqual({ role: 'LEHRER', canWrite: true, learningGroups: [group] });
  });

  it('shows a teacher without a learning group the writing disabled (spec 1)', () => {
    expect(writerContextOf({ roles: ['LEHRER'], learning_groups: [] })?.canWrite).toBe(false);
  });

  it('gives students no writing at all', () => {
    expect(writerContextOf({ roles: ['SCHUELER'], learning_groups: [] })).toBeNull();
  });

  it('treats ADMIN as the federal admin', () => {
    expect(writerContextOf({ roles: ['ADMIN'], learning_groups: [] })?.role).toBe('SUPER_ADMIN');
  });
});
