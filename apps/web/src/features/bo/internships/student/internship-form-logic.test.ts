import { INTERNSHIP_MESSAGES, type Internship } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { initialFormValues, internshipFormResolver, toInternshipBody, type InternshipFormValues } from './internship-form-logic';

const filled: InternshipFormValues = {
  ...initialFormValues(),
  company_name: 'Tischlerei Holzwurm',
  street: 'Am Sägewerk 3',
  postcode: '04109',
  city: 'Musterstadt',
  field_of_work: 'bau-architektur-vermessung',
  supervisor_name: 'Petra Span',
  supervisor_email: 'p.span@example.org',
  start_date: '2027-03-01',
  end_date: '2027-03-12',
};

const resolve = (values: InternshipFormValues) => internshipFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('toInternshipBody', () => {
  it('reads hours with a German comma and leaves empty optional fields out as null', () => {
    const body = toInternshipBody({ ...filled, daily_hours: '6,5' }, false);
    expect(body).toMatchObject({ daily_hours: 6.5, supervisor_phone: null, expectations: null, draft: false });
  });

  it('turns hours that are no number into NaN, which the schema refuses', () => {
    expect(toInternshipBody({ ...filled, daily_hours: 'sechs' }, true).daily_hours).toBeNaN();
  });
});

describe('initialFormValues', () => {
  it('shows stored hours with a comma and the field of work by its key', () => {
    const stored = { ...filled, field_of_work: { key: 'gesundheit', name: 'Gesundheit' }, daily_hours: 7.5, supervisor_phone: null, expectations: null } as unknown as Internship;
    expect(initialFormValues(stored)).toMatchObject({ daily_hours: '7,5', field_of_work: 'gesundheit', supervisor_phone: '' });
  });
});

describe('internshipFormResolver', () => {
  it('accepts a complete placement', async () => {
    expect((await resolve(filled)).errors).toEqual({});
  });

  it('names the field with the contract\'s German message', async () => {
    const { errors } = await resolve({ ...filled, postcode: '123', end_date: '2027-02-01', daily_hours: 'viel' });
    expect(errors.postcode?.message).toBe(INTERNSHIP_MESSAGES.postcode);
    expect(errors.end_date?.message).toBe(INTERNSHIP_MESSAGES.endBeforeStart);
    expect(errors.daily_hours?.message).toBe(INTERNSHIP_MESSAGES.dailyHours);
  });

  it('asks for the required fields', async () => {
    const { errors } = await resolve(initialFormValues());
    expect(errors.company_name?.message).toContain('Name des Betriebs');
    expect(errors.field_of_work).toBeDefined();
  });
});

describe('the texts', () => {
  it('shows the contract\'s period warning word for word', async () => {
    const texts = (await import('../../../../locales/de-internships.json')).default;
    expect(texts.internships.student.outsidePeriod).toBe(INTERNSHIP_MESSAGES.outsidePeriod);
  });
});
