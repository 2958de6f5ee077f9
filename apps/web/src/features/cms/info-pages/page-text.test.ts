import type { Page } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { pageTextFor } from './page-text';

const page: Page = {
  slug: 'data-protection',
  title: 'Datenschutz',
  title_el: 'Datenschutz – so schützen wir Ihre Daten',
  body: 'Welche Rechte Sie haben.',
  body_el: 'Welche Rechte haben Sie?',
  updated: '2025-09-01',
  title_el_du: 'Datenschutz – so schützen wir deine Daten',
  body_du: 'Welche Rechte du hast.',
  body_el_du: 'Welche Rechte hast du?',
};

const withoutDu: Page = { ...page, title_el_du: null, body_du: null, body_el_du: null };

describe('pageTextFor', () => {
  it('shows a student the du texts, in Leichte Sprache when it is on', () => {
    expect(pageTextFor(page, { simpleLanguage: false, formality: 'du' })).toEqual({ title: 'Datenschutz', body: 'Welche Rechte du hast.' });
    expect(pageTextFor(page, { simpleLanguage: true, formality: 'du' })).toEqual({
      title: 'Datenschutz – so schützen wir deine Daten',
      body: 'Welche Rechte hast du?',
    });
  });

  it('shows everyone else (and visitors) the Sie texts', () => {
    expect(pageTextFor(page, { simpleLanguage: false, formality: 'sie' })).toEqual({ title: 'Datenschutz', body: 'Welche Rechte Sie haben.' });
    expect(pageTextFor(page, { simpleLanguage: true, formality: 'sie' })).toEqual({
      title: 'Datenschutz – so schützen wir Ihre Daten',
      body: 'Welche Rechte haben Sie?',
    });
  });

  it('falls back to the Sie texts for a student when a page has no du version', () => {
    expect(pageTextFor(withoutDu, { simpleLanguage: false, formality: 'du' }).body).toBe('Welche Rechte Sie haben.');
    expect(pageTextFor(withoutDu, { simpleLanguage: true, formality: 'du' })).toEqual({
      title: 'Datenschutz – so schützen wir Ihre Daten',
      body: 'Welche Rechte haben Sie?',
    });
  });

  it('prefers Leichte Sprache over the form of address when only one of them exists', () => {
    expect(pageTextFor({ ...page, body_el_du: null }, { simpleLanguage: true, formality: 'du' }).body).toBe('Welche Rechte haben Sie?');
    expect(pageTextFor({ ...page, body_el_du: null, body_el: null }, { simpleLanguage: true, formality: 'du' }).body).toBe('Welche Rechte du hast.');
    expect(pageTextFor({ ...withoutDu, title_el: null, body_el: null }, { simpleLanguage: true, formality: 'sie' })).toEqual({
      title: 'Datenschutz',
      body: 'Welche Rechte Sie haben.',
    });
  });
});
