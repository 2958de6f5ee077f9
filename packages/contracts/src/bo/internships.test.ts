import { describe, expect, it } from 'vitest';
import {
  createInternshipBodySchema,
  daysBetween,
  germanDayOf,
  INTERNSHIP_MESSAGES,
  internshipStateOn,
  isOutsidePeriods,
  reviewInternshipBodySchema,
} from './internships';

const placement = {
  company_name: 'Tischlerei Holm',
  street: 'Werkstraße 4',
  postcode: '24103',
  city: 'Kiel',
  field_of_work: 'produktion-fertigung',
  supervisor_name: 'Frau Holm',
  supervisor_email: 'holm@example.org',
  start_date: '2026-03-02',
  end_date: '2026-03-13',
};

describe('a placement', () => {
  it('is submitted unless it is a draft, with empty optional fields as null', () => {
    const parsed = createInternshipBodySchema.parse({ ...placement, supervisor_phone: '', expectations: '  ' });
    expect(parsed).toMatchObject({ draft: false, supervisor_phone: null, expectations: null, daily_hours: null });
  });

  it('refuses a last day before the first and a span longer than an internship', () => {
    const before = createInternshipBodySchema.safeParse({ ...placement, end_date: '2026-03-01' });
    expect(before.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['end_date', INTERNSHIP_MESSAGES.endBeforeStart]]);
    const long = createInternshipBodySchema.safeParse({ ...placement, end_date: '2027-03-01' });
    expect(long.error?.issues[0]?.message).toBe(INTERNSHIP_MESSAGES.tooLong);
  });

  it('refuses a day that does not exist, a wrong postcode and half-hour steps only for hours', () => {
    expect(createInternshipBodySchema.safeParse({ ...placement, start_date: '2026-02-30' }).success).toBe(false);
    expect(createInternshipBodySchema.safeParse({ ...placement, postcode: '2410' }).error?.issues[0]?.message).toBe(INTERNSHIP_MESSAGES.postcode);
    expect(createInternshipBodySchema.safeParse({ ...placement, daily_hours: 7.5 }).success).toBe(true);
    expect(createInternshipBodySchema.safeParse({ ...placement, daily_hours: 7.25 }).success).toBe(false);
  });

  it('counts both days', () => {
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysBetween('2026-03-02', '2026-03-13')).toBe(12);
  });
});

describe('internshipStateOn', () => {
  it('lets a confirmed placement run from its first day and finish after its last', () => {
    expect(internshipStateOn('confirmed', '2026-03-02', '2026-03-13', '2026-03-01')).toBe('confirmed');
    expect(internshipStateOn('confirmed', '2026-03-02', '2026-03-13', '2026-03-02')).toBe('running');
    expect(internshipStateOn('confirmed', '2026-03-02', '2026-03-13', '2026-03-13')).toBe('running');
    expect(internshipStateOn('confirmed', '2026-03-02', '2026-03-13', '2026-03-14')).toBe('finished');
  });

  it('keeps every other state as stored, whatever the day', () => {
    expect(internshipStateOn('submitted', '2026-03-02', '2026-03-13', '2026-04-01')).toBe('submitted');
    expect(internshipStateOn('returned', '2026-03-02', '2026-03-13', '2026-03-05')).toBe('returned');
  });
});

describe('isOutsidePeriods', () => {
  const periods = [{ start_date: '2026-03-02', end_date: '2026-03-20' }];
  it('warns only when periods exist and none covers the whole placement', () => {
    expect(isOutsidePeriods('2026-03-02', '2026-03-13', [])).toBe(false);
    expect(isOutsidePeriods('2026-03-02', '2026-03-13', periods)).toBe(false);
    expect(isOutsidePeriods('2026-03-16', '2026-03-27', periods)).toBe(true);
  });
});

describe('a review', () => {
  it('needs a comment to return a placement, not to confirm it', () => {
    expect(reviewInternshipBodySchema.safeParse({ decision: 'confirmed' }).success).toBe(true);
    expect(reviewInternshipBodySchema.safeParse({ decision: 'returned', comment: ' ' }).error?.issues[0]?.message).toBe(
      INTERNSHIP_MESSAGES.returnNeedsComment,
    );
  });
});

describe('germanDayOf', () => {
  it('is the day in Berlin, not in UTC', () => {
    expect(germanDayOf(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });
});
