import { describe, expect, it } from 'vitest';
import { outcomeLine } from './action-outcome-logic';

describe('outcomeLine', () => {
  it('shows a failure as an alert in the error colour', () => {
    expect(outcomeLine({ kind: 'failed', text: 'Das hat nicht geklappt.' })).toEqual({ className: 'form-error', role: 'alert' });
  });

  it('shows a success as a notice without a second live region (the announcer speaks it)', () => {
    expect(outcomeLine({ kind: 'done', text: 'Gespeichert.' })).toEqual({ className: 'notice', role: undefined });
  });
});
