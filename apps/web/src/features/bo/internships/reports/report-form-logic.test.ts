import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { buildReportFormData, reportSaveFailureOf, reportWritingOf } from './report-form-logic';

describe('reportWritingOf', () => {
  const placement = { start_date: '2026-11-23' };

  it('waits for the teacher’s confirmation', () => {
    for (const state of ['draft', 'submitted', 'returned'] as const) {
      expect(reportWritingOf({ ...placement, state }, '2026-11-27')).toEqual({ kind: 'needs-confirmation' });
    }
  });

  it('opens on the first day of a confirmed placement and stays open after its end', () => {
    expect(reportWritingOf({ ...placement, state: 'confirmed' }, '2026-11-22')).toEqual({ kind: 'from-start', startDate: '2026-11-23' });
    expect(reportWritingOf({ ...placement, state: 'running' }, '2026-11-23')).toEqual({ kind: 'open' });
    expect(reportWritingOf({ ...placement, state: 'finished' }, '2026-12-20')).toEqual({ kind: 'open' });
  });
});

describe('buildReportFormData', () => {
  it('sends the text fields before the photo', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'werkstatt.png', { type: 'image/png' });
    const data = buildReportFormData({ text: 'Heute', reportDate: '2026-11-27' }, photo);
    expect([...data.keys()]).toEqual(['text', 'report_date', 'photo']);
    expect((data.get('photo') as File).name).toBe('werkstatt.png');
  });

  it('leaves the photo out when none was chosen', () => {
    expect([...buildReportFormData({ text: 'Heute', reportDate: '2026-11-27' }, null).keys()]).toEqual(['text', 'report_date']);
  });
});

describe('reportSaveFailureOf', () => {
  it('opens the storage-full dialog for a full storage', () => {
    expect(reportSaveFailureOf(new ApiError(413, '', { code: 'USER_STORAGE_FULL', message: 'Speicher voll' }))).toEqual({ kind: 'storage-full' });
  });

  it('puts the server’s messages at their fields', () => {
    const error = new ApiError(400, '', {
      code: 'VALIDATION_FAILED',
      message: 'Berichte kannst du ab dem ersten Praktikumstag schreiben.',
      fields: [{ field: 'report_date', message: 'Berichte kannst du ab dem ersten Praktikumstag schreiben.' }],
    });
    expect(reportSaveFailureOf(error)).toEqual({
      kind: 'fields',
      fields: { report_date: 'Berichte kannst du ab dem ersten Praktikumstag schreiben.' },
      message: null,
    });
  });

  it('shows a message without fields (e.g. 409) as one line', () => {
    const error = new ApiError(409, '', { code: 'CONFLICT', message: 'Noch nicht bestätigt.' });
    expect(reportSaveFailureOf(error)).toEqual({ kind: 'fields', fields: {}, message: 'Noch nicht bestätigt.' });
    expect(reportSaveFailureOf(new Error('offline'))).toEqual({ kind: 'fields', fields: {}, message: null });
  });
});
