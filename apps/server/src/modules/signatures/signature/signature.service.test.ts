import {
  canSnooze,
  endOfSchoolDay,
  redirectWindowStart,
  remainingTime,
  schoolDayOf,
  shouldRedirectToFlow,
  snoozeUntil,
  SIGNATURE_MESSAGES,
} from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../platform/auth/access';
import { loadSignatureDocument, parseSignatureDocument } from './signature-document';
import type { SignatureFlowRow, SignatureRecordRow, SignatureRepository } from './signature.repository';
import { createSignatureService, deadlineProblem, principalNameOf } from './signature.service';

const at = (iso: string) => new Date(iso);

describe('deadline days in German time', () => {
  it('ends a winter day at 23:00 UTC and a summer day at 22:00 UTC', () => {
    expect(endOfSchoolDay('2026-12-23').toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(endOfSchoolDay('2026-07-01').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: clocks go forward, the day ends at 22:00 UTC; 25 October: back, 23:00 UTC.
    expect(endOfSchoolDay('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfSchoolDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('names the German calendar day of an instant', () => {
    expect(schoolDayOf(at('2026-12-23T22:30:00Z'))).toBe('2026-12-23');
    expect(schoolDayOf(at('2026-12-23T23:30:00Z'))).toBe('2026-12-24');
  });
});

describe('the redirect rule (decision 111)', () => {
  const deadline = endOfSchoolDay('2026-12-23');
  const base = { deadline, isConfirmed: false, snoozedUntil: null };

  it('does not redirect before the last 14 days', () => {
    expect(redirectWindowStart(deadline).toISOString()).toBe('2026-12-09T23:00:00.000Z');
    expect(shouldRedirectToFlow({ ...base, now: at('2026-12-09T22:59:59Z') })).toBe(false);
    expect(shouldRedirectToFlow({ ...base, now: at('2026-12-09T23:00:00Z') })).toBe(true);
  });

  it('respects a snooze inside the window, but not after it ran out', () => {
    const now = at('2026-12-15T10:00:00Z');
    expect(shouldRedirectToFlow({ ...base, snoozedUntil: at('2026-12-15T23:00:00Z'), now })).toBe(false);
    expect(shouldRedirectToFlow({ ...base, snoozedUntil: at('2026-12-15T09:00:00Z'), now })).toBe(true);
  });

  it('always redirects after the deadline, snoozed or not, until confirmed', () => {
    const now = at('2026-12-24T08:00:00Z');
    expect(shouldRedirectToFlow({ ...base, snoozedUntil: at('2026-12-31T00:00:00Z'), now })).toBe(true);
    expect(shouldRedirectToFlow({ ...base, isConfirmed: true, now })).toBe(false);
  });

  it('offers "Später erinnern" until the deadline and snoozes until the end of the day, never past the deadline', () => {
    expect(canSnooze(deadline, at('2026-12-23T22:59:59Z'))).toBe(true);
    expect(canSnooze(deadline, deadline)).toBe(false);
    expect(snoozeUntil(deadline, at('2026-12-15T10:00:00Z')).toISOString()).toBe('2026-12-15T23:00:00.000Z');
    expect(snoozeUntil(deadline, at('2026-12-23T10:00:00Z')).toISOString()).toBe(deadline.toISOString());
  });
});

describe('remaining time of the warning', () => {
  const deadline = endOfSchoolDay('2026-12-23');
  it('counts days rounded up, hours on the last day, overdue after', () => {
    expect(remainingTime(deadline, at('2026-12-13T23:00:00Z'))).toEqual({ unit: 'days', count: 10 });
    expect(remainingTime(deadline, at('2026-12-14T10:00:00Z'))).toEqual({ unit: 'days', count: 10 });
    expect(remainingTime(deadline, at('2026-12-23T10:30:00Z'))).toEqual({ unit: 'hours', count: 13 });
    expect(remainingTime(deadline, at('2026-12-23T22:59:00Z'))).toEqual({ unit: 'hours', count: 1 });
    expect(remainingTime(deadline, deadline)).toEqual({ unit: 'overdue' });
  });
});

describe('deadlines a Land may set', () => {
  const now = at('2026-11-23T12:00:00Z');
  it('accepts today up to three years ahead and explains anything else in German', () => {
    expect(deadlineProblem('2026-11-23', now)).toBeNull();
    expect(deadlineProblem('2028-11-23', now)).toBeNull();
    expect(deadlineProblem('2026-11-22', now)).toBe(SIGNATURE_MESSAGES.deadlineInPast);
    expect(deadlineProblem('2030-01-01', now)).toBe(SIGNATURE_MESSAGES.deadlineTooFar);
  });
});

describe('documents and names', () => {
  it('reads title and version from the front matter and hashes the whole text', () => {
    const document = parseSignatureDocument('avv', '---\ntitle: AVV\nversion: 1\n---\nText');
    expect(document).toMatchObject({ title: 'AVV', version: '1', markdown: 'Text' });
    expect(document.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(parseSignatureDocument('avv', '---\ntitle: AVV\nversion: 2\n---\nText').contentHash).not.toBe(document.contentHash);
    expect(() => parseSignatureDocument('avv', 'Text')).toThrow(/front matter/);
  });

  it('has a real AVV in the content that names its legal review', async () => {
    const document = await loadSignatureDocument('avv');
    expect(document.markdown).toContain('Art. 28');
    expect(document.markdown).toContain('geprüft');
  });

  it('names the Schulleitung from the school data, or nobody', () => {
    expect(principalNameOf({ principalFirstName: 'Murat', principalLastName: 'Yılmaz' })).toBe('Murat Yılmaz');
    expect(principalNameOf({ principalFirstName: null, principalLastName: ' ' })).toBeNull();
  });
});

describe('next-uuid of the service', () => {
  const document = { version: '' };
  const flow = (deadlineDate: string): SignatureFlowRow => ({
    uuid: '5f1a9a7e-2b1c-4d3e-8f40-5a1b2c3d0009',
    clientUuid: 'c',
    documentKey: 'avv',
    documentVersion: document.version,
    documentTitle: 'AVV',
    contentHash: 'x',
    deadlineDate,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  function serviceWith(options: { deadlineDate: string; record?: Partial<SignatureRecordRow>; now: string }) {
    const repository = {
      findSchool: async () => ({ uuid: 's', clientUuid: 'c', name: 'Schule', city: '', principalFirstName: null, principalLastName: null }),
      findFlowOf: async () => flow(options.deadlineDate),
      latestRecord: async () => options.record as SignatureRecordRow | undefined,
      findSnooze: async () => null,
    } as unknown as SignatureRepository;
    return createSignatureService({ repository, now: () => at(options.now) });
  }
  const coordinator: Caller = { uuid: 'u', clientUuid: 'c', schoolUuid: 's', roles: ['ADMIN_SCHULE'], activeRole: 'ADMIN_SCHULE', simpleLanguage: false };

  it('answers the flow only for a school coordinator inside the window who has not confirmed', async () => {
    document.version = (await loadSignatureDocument('avv')).version;
    expect(await serviceWith({ deadlineDate: '2026-12-23', now: '2026-11-23T12:00:00Z' }).nextFlowUuid(coordinator)).toBe('');
    expect(await serviceWith({ deadlineDate: '2026-12-01', now: '2026-11-23T12:00:00Z' }).nextFlowUuid(coordinator)).toBe(flow('').uuid);
    expect(
      await serviceWith({ deadlineDate: '2026-12-01', record: { kind: 'confirmed' }, now: '2026-11-23T12:00:00Z' }).nextFlowUuid(coordinator),
    ).toBe('');
    expect(
      await serviceWith({ deadlineDate: '2026-12-01', now: '2026-11-23T12:00:00Z' }).nextFlowUuid({ ...coordinator, activeRole: 'LEHRER' }),
    ).toBe('');
  });
});
