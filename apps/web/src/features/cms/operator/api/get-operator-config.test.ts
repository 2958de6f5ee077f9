import { describe, expect, it } from 'vitest';
import { toOperatorConfig } from './get-operator-config';

describe('toOperatorConfig (decision 233)', () => {
  it('takes the funder with its logo on this origin', () => {
    expect(toOperatorConfig({ demo: false, funder: { name: 'Stiftung Nord', url: 'https://stiftung.example', logo_url: '/config/funder-logo' } })).toEqual({
      demo: false,
      funder: { name: 'Stiftung Nord', url: 'https://stiftung.example', logo_url: '/config/funder-logo' },
    });
  });

  it('shows no funder for a logo on another site, a missing name or an unexpected answer', () => {
    expect(toOperatorConfig({ demo: true, funder: { name: 'X', url: null, logo_url: 'https://cdn.example.org/x.svg' } }).funder).toBeNull();
    expect(toOperatorConfig({ demo: true, funder: { name: 'X', url: null, logo_url: '//cdn.example.org/x.svg' } }).funder).toBeNull();
    expect(toOperatorConfig({ demo: true, funder: { name: '', url: null, logo_url: '/x.svg' } }).funder).toBeNull();
    expect(toOperatorConfig(null)).toEqual({ demo: false, funder: null });
    expect(toOperatorConfig({ funder: { name: 'X', url: 'javascript:alert(1)', logo_url: '/x.svg' } }).funder?.url).toBeNull();
  });
});
