import { describe, expect, it } from 'vitest';
import type { StudentAssessment } from '@berufswahl/contracts/bo/assessments';
import { NO_RATING } from './self-rating-logic';
import { sharedCell, teacherChoiceOf, teacherRatingsBody } from './teacher-rating-logic';

type StudentItem = StudentAssessment['items'][number];

function buildItem(overrides: Partial<StudentItem> = {}): StudentItem {
  return { key: 'puenktlichkeit', group: 'praktikum', name: 'Pünktlichkeit', text: 'Kommt pünktlich.', mine: null, self: null, supervisor: null, parent: null, ...overrides };
}

describe('teacherRatingsBody', () => {
  it('names every item once, unrated ones as "kann ich nicht beurteilen"', () => {
    const items = [buildItem({ mine: 4 }), buildItem({ key: 'sorgfalt' }), buildItem({ key: 'technik', mine: 2 })];
    expect(teacherRatingsBody(items, { technik: 5 })).toEqual({
      ratings: [
        { item: 'puenktlichkeit', value: 4 },
        { item: 'sorgfalt', value: null },
        { item: 'technik', value: 5 },
      ],
    });
  });

  it('clears a rating the teacher withdraws', () => {
    expect(teacherRatingsBody([buildItem({ mine: 4 })], { puenktlichkeit: null }).ratings).toEqual([{ item: 'puenktlichkeit', value: null }]);
  });
});

describe('teacherChoiceOf', () => {
  it('shows the saved rating, nothing for an unrated item, and "kann ich nicht beurteilen" once chosen', () => {
    expect(teacherChoiceOf(buildItem({ mine: 3 }), {})).toBe('3');
    expect(teacherChoiceOf(buildItem(), {})).toBeNull();
    expect(teacherChoiceOf(buildItem({ mine: 3 }), { puenktlichkeit: null })).toBe(NO_RATING);
  });
});

describe('sharedCell', () => {
  it('says "not shared" for a source the student keeps to themselves, even when it has a value', () => {
    expect(sharedCell(null, 'self', ['parent'])).toEqual({ kind: 'notShared' });
    expect(sharedCell(4, 'parent', [])).toEqual({ kind: 'notShared' });
  });

  it('shows the own rating whole and means with one decimal', () => {
    expect(sharedCell(4, 'self', ['self'])).toEqual({ kind: 'value', text: '4' });
    expect(sharedCell(3.5, 'parent', ['parent'])).toEqual({ kind: 'value', text: '3,5' });
  });

  it('always shows the supervisors’ means – the teachers release them – and "none yet" without any', () => {
    expect(sharedCell(2.5, 'supervisor', [])).toEqual({ kind: 'value', text: '2,5' });
    expect(sharedCell(null, 'supervisor', [])).toEqual({ kind: 'none' });
  });
});
