import { describe, expect, it } from 'vitest';
import { meanOf } from './assessments.service';
import type { AssessmentRow } from './feedback.repository';

/** A rating set with the given ratings; the other columns do not matter to the mean. */
function rowWith(ratings: AssessmentRow['ratings']): AssessmentRow {
  const at = new Date('2026-11-27T10:00:00Z');
  return {
    uuid: '00000000-0000-4000-8000-000000000000',
    studentUuid: '00000000-0000-4000-8000-000000000001',
    schoolUuid: '00000000-0000-4000-8000-000000000002',
    source: 'teacher',
    linkUuid: null,
    internshipUuid: null,
    raterUuid: null,
    daysPresent: null,
    ratings,
    comment: null,
    reflections: {},
    teacherVisibleSources: [],
    releasedAt: null,
    releasedByUuid: null,
    createdAt: at,
    updatedAt: at,
  };
}

describe('meanOf', () => {
  it('averages a source\'s ratings of an item to one decimal', () => {
    const rows = [rowWith([{ item: 'sorgfalt', value: 4 }]), rowWith([{ item: 'sorgfalt', value: 5 }]), rowWith([{ item: 'sorgfalt', value: 5 }])];
    expect(meanOf(rows, 'sorgfalt')).toBe(4.7);
  });

  it('leaves „kann ich nicht beurteilen“ out, and answers null when nothing is left', () => {
    const rows = [rowWith([{ item: 'sorgfalt', value: null }]), rowWith([{ item: 'sorgfalt', value: 2 }])];
    expect(meanOf(rows, 'sorgfalt')).toBe(2);
    expect(meanOf([rowWith([{ item: 'sorgfalt', value: null }])], 'sorgfalt')).toBeNull();
    expect(meanOf([], 'sorgfalt')).toBeNull();
    expect(meanOf(rows, 'teamfaehigkeit')).toBeNull();
  });
});
