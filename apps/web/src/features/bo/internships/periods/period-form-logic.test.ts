import { describe, expect, it } from 'vitest';
import { checkPeriodForm } from './period-form-logic';

describe('checkPeriodForm', () => {
  it('turns valid values into the request body', () => {
    expect(checkPeriodForm({ grade: ' 9 ', label: ' Praktikum 9 ', start: '2027-03-01', end: '2027-03-19' })).toEqual({
      problems: {},
      body: { grade: 9, label: 'Praktikum 9', start_date: '2027-03-01', end_date: '2027-03-19' },
    });
  });

  it('names every problem beside its field', () => {
    expect(checkPeriodForm({ grade: '4', label: 'x'.repeat(121), start: '', end: '' }).problems).toEqual({
      grade: 'gradeInvalid',
      label: 'labelTooLong',
      start: 'dateMissing',
      end: 'dateMissing',
    });
    expect(checkPeriodForm({ grade: 'neun', label: '', start: '2027-03-19', end: '2027-03-01' }).problems).toEqual({
      grade: 'gradeInvalid',
      end: 'endBeforeStart',
    });
    expect(checkPeriodForm({ grade: '14', label: '', start: '2027-03-01', end: '2027-03-01' }).body).toBeNull();
  });
});
