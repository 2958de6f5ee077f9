import { describe, expect, it } from 'vitest';
import type { ClassInternships, Internship } from '@berufswahl/contracts';
import { overviewRows, reviewCommentProblem, studentsWithoutPlacement, visitingEntries } from './class-overview-logic';

function student(uuid: string, lastName: string, internships: Internship[] = []): ClassInternships['students'][number] {
  return { uuid, first_name: 'Vorname', last_name: lastName, internships };
}

function placement(uuid: string, lastName: string, state: Internship['state'], startDate: string): Internship {
  return {
    uuid,
    student: { uuid: `s-${lastName}`, first_name: 'Vorname', last_name: lastName },
    company_name: `Betrieb ${uuid}`,
    street: 'Weg 1',
    postcode: '12345',
    city: 'Ort',
    field_of_work: { key: 'handel', name: 'Handel' },
    supervisor_name: 'Frau Meier',
    supervisor_email: 'meier@example.org',
    supervisor_phone: null,
    start_date: startDate,
    end_date: startDate,
    daily_hours: null,
    expectations: null,
    state,
    review_comment: null,
    reviewed_at: null,
    submitted_at: null,
    outside_period: false,
    report_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const overview: ClassInternships = {
  class: { uuid: 'c', name: '8a', grade: 8 },
  periods: [],
  students: [
    student('a', 'Adler'),
    student('b', 'Bauer', [placement('p1', 'Bauer', 'confirmed', '2027-03-08'), placement('p2', 'Bauer', 'returned', '2027-01-01')]),
    student('c', 'Cem', [placement('p3', 'Cem', 'running', '2027-03-01')]),
    student('d', 'Dorn', [placement('p4', 'Dorn', 'submitted', '2027-02-01'), placement('p5', 'Dorn', 'finished', '2027-03-08')]),
  ],
};

describe('overviewRows', () => {
  it('gives a student without a placement one row and every placement its own', () => {
    expect(overviewRows(overview).map((row) => `${row.student.last_name}:${row.internship?.uuid ?? '-'}`)).toEqual([
      'Adler:-',
      'Bauer:p1',
      'Bauer:p2',
      'Cem:p3',
      'Dorn:p4',
      'Dorn:p5',
    ]);
  });
});

describe('studentsWithoutPlacement', () => {
  it('names those without any handed-over placement', () => {
    expect(studentsWithoutPlacement(overview).map((one) => one.uuid)).toEqual(['a']);
  });
});

describe('visitingEntries', () => {
  it('lists confirmed, running and finished placements by first day, then by surname', () => {
    expect(visitingEntries(overview).map((one) => one.uuid)).toEqual(['p3', 'p1', 'p5']);
  });
});

describe('reviewCommentProblem', () => {
  it('asks for a comment when returning, not when confirming', () => {
    expect(reviewCommentProblem('returned', '   ')).toBe('commentRequired');
    expect(reviewCommentProblem('returned', 'Bitte ergänzen')).toBeNull();
    expect(reviewCommentProblem('confirmed', '')).toBeNull();
  });

  it('refuses a comment over the limit', () => {
    expect(reviewCommentProblem('confirmed', 'x'.repeat(1001))).toBe('commentTooLong');
  });
});
