import { readFile } from 'node:fs/promises';
import { EXPLANATION_TARGETS, explanationSchema, ONBOARDING_IDS, onboardingSchema, PAGE_SLUGS, pageSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath } from '../../platform/content';
import { createTestApp, TEST_OPERATOR_FILE, type TestApp } from '../../test/test-app';
import { parseFrontMatter, parsePageFile, readPageSources } from './pages/pages.repository';

let testApp: TestApp;

async function get(url: string, username: string | null) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/cms/v1/pages/{slug}', () => {
  it.each(PAGE_SLUGS)('serves the page %s without sign-in', async (slug) => {
    const response = await get(`/api/cms/v1/pages/${slug}`, null);
    expect(response.statusCode).toBe(200);
    const page = pageSchema.parse(response.json());
    expect(page.slug).toBe(slug);
    expect(page.body.length).toBeGreaterThan(200);
    expect(page.body).not.toMatch(/<[a-z]/i);
  });

  it.each(PAGE_SLUGS)('offers the page %s in Leichte Sprache too', async (slug) => {
    const page = pageSchema.parse((await get(`/api/cms/v1/pages/${slug}`, null)).json());
    expect(page.title_el).toBeTruthy();
    expect(page.body_el?.length ?? 0).toBeGreaterThan(200);
  });

  it.each(PAGE_SLUGS)('offers the page %s with du for students, normal and in Leichte Sprache', async (slug) => {
    const page = pageSchema.parse((await get(`/api/cms/v1/pages/${slug}`, null)).json());
    const versions = [
      { name: `${slug}.du.md`, du: page.body_du, sie: page.body },
      { name: `${slug}.leicht.du.md`, du: page.body_el_du, sie: page.body_el },
    ];
    for (const { name, du, sie } of versions) {
      expect(du?.length ?? 0, name).toBeGreaterThan(200);
      expect(du, name).not.toMatch(/<[a-z]/i);
      expect(addressWordsOf(du ?? ''), `${name} addresses the reader with Sie`).toEqual([]);
      expect(du, `${name} addresses the reader with du`).toMatch(/\b(du|dich|dir|dein\w*)\b/i);
      expect(headingsOf(du ?? ''), `${name} has the headings of the Sie version`).toEqual(headingsOf(sie ?? '').map(duHeadingOf));
      expect(linksOf(du ?? ''), `${name} has the links of the Sie version`).toEqual(linksOf(sie ?? ''));
    }
    expect(page.title_el_du).toBeTruthy();
    expect(addressWordsOf(page.title_el_du ?? '')).toEqual([]);
  });

  it.each(PAGE_SLUGS)('keeps title and date of %s.du.md in step with the Sie version', async (slug) => {
    const sources = await readPageSources(slug);
    const sie = parseFrontMatter(`${slug}.md`, sources.sie);
    const du = parseFrontMatter(`${slug}.du.md`, sources.du ?? '');
    expect(du.title).toBe(sie.title);
    expect(du.fields.get('updated')).toBe(sie.fields.get('updated'));
  });

  it('follows the EU model structure in the accessibility statement', async () => {
    const page = pageSchema.parse((await get('/api/cms/v1/pages/barrier-free-info', 'lehrer')).json());
    for (const heading of [
      '## Stand der Vereinbarkeit',
      '## Nicht barrierefreie Inhalte',
      '## Erstellung dieser Erklärung',
      '## Feedback und Kontaktangaben',
      '## Schlichtungsverfahren',
    ]) {
      expect(page.body).toContain(heading);
      expect(page.body_du).toContain(heading);
    }
    expect(page.body).toContain('(?barrier_modal)');
    expect(page.body_du).toContain('(?barrier_modal)');
    expect(page.body_el).toContain('Barriere melden');
    expect(page.body_el_du).toContain('Barriere melden');
  });

  it.each(['imprint', 'data-protection', 'barrier-free-info'])('marks %s as demo in all four versions while the demo operator is configured (decision 233)', async (slug) => {
    const page = pageSchema.parse((await get(`/api/cms/v1/pages/${slug}`, null)).json());
    for (const body of [page.body, page.body_du, page.body_el, page.body_el_du]) {
      expect(body?.startsWith('> **Beispiel – diese Angaben stammen aus der Demo-Konfiguration.**')).toBe(true);
      expect(body).not.toContain('{{');
    }
  });

  it('fills the legal pages with the configured operator, escaped, and without the demo note (decision 233)', async () => {
    const configured = await createTestApp({ OPERATOR_CONFIG_FILE: TEST_OPERATOR_FILE });
    try {
      const pageOf = async (slug: string) => pageSchema.parse((await configured.app.inject({ url: `/api/cms/v1/pages/${slug}` })).json());
      const imprint = await pageOf('imprint');
      for (const body of [imprint.body, imprint.body_du, imprint.body_el, imprint.body_el_du]) {
        expect(body).toContain('Senatsverwaltung für Bildung Teststadt');
        expect(body).toContain('Prüfweg 7\n99999 Teststadt');
        expect(body).toContain('[berufswahl@bildung.teststadt.example](mailto:berufswahl@bildung.teststadt.example)');
        expect(body).toContain('Fördergeber für Tests');
        expect(body).not.toMatch(/Demo-Konfiguration|Beispielland|Referat 32|\{\{/);
      }
      expect(imprint.body).toContain('Vertreten durch die Senatorin für Bildung.');
      const privacy = await pageOf('data-protection');
      for (const body of [privacy.body, privacy.body_du, privacy.body_el, privacy.body_el_du]) {
        expect(body).toContain('[mailbox@datenschutz.teststadt.example](mailto:mailbox@datenschutz.teststadt.example)');
        expect(body).toContain('[datenschutz@bildung.teststadt.example](mailto:datenschutz@bildung.teststadt.example)');
      }
      expect(privacy.body).toContain('[www.datenschutz.teststadt.example](https://www.datenschutz.teststadt.example)');
      const accessibility = await pageOf('barrier-free-info');
      for (const body of [accessibility.body, accessibility.body_du, accessibility.body_el, accessibility.body_el_du]) {
        expect(body).toContain('[barrierefrei@bildung.teststadt.example](mailto:barrierefrei@bildung.teststadt.example)');
        expect(body).toContain('Durchsetzungsstelle Teststadt\nRampe 2\n99997 Teststadt');
      }
    } finally {
      await configured.close();
    }
  }, 120_000);

  it('answers 404 for an unknown page', async () => {
    const response = await get('/api/cms/v1/pages/gibt-es-nicht', null);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 for a slug with forbidden characters', async () => {
    expect((await get('/api/cms/v1/pages/..%2Fdemo', null)).statusCode).toBe(400);
  });
});

describe('GET /api/cms/v1/explanations/targets/{target}', () => {
  it('finds the explanation of the dashboard with its easy-language fields', async () => {
    const response = await get('/api/cms/v1/explanations/targets/dashboard', 'schueler');
    expect(response.statusCode).toBe(200);
    const explanation = explanationSchema.parse(response.json());
    expect(explanation).toMatchObject({ target: 'dashboard', teaser_el: expect.any(String), content_el: expect.any(String) });
    expect(explanation.illustration_alt).toBeTruthy();
    // Issue 14: the news panel is the dashboard's last section (the e2e dashboard journey checks
    // the order on the page); the text used to send students looking for it at the top.
    expect(explanation.content).toContain('ganz unten „News und Termine“');
    expect(explanation.content).not.toMatch(/Neuigkeiten und Termine[^.]*stehen oben/);
    expect(explanation.content_el).toContain('Ganz unten stehen die News und die Termine');
  });

  // EXPLANATION_TARGETS are the targets the screens show (decision 140; the client's
  // explanation-targets test checks the screens against the same map).
  it.each(EXPLANATION_TARGETS)('has a complete explanation for the screen target %s', async (target) => {
    const response = await get(`/api/cms/v1/explanations/targets/${target}`, 'lehrer');
    expect(response.statusCode).toBe(200);
    const explanation = explanationSchema.parse(response.json());
    expect(explanation.title).toBeTruthy();
    expect(explanation.teaser.length).toBeGreaterThan(40);
    expect(explanation.teaser_el).toBeTruthy();
    expect(explanation.content.length).toBeGreaterThan(explanation.teaser.length);
    expect(explanation.content_el).toBeTruthy();
    expect(`${explanation.content}${explanation.content_el}`).not.toMatch(/<[a-z]/i);
    // Issue 4: the modal shows title, illustration (with alt text) and text – for every explanation
    // (the test below makes sure that every authored explanation is one of these targets).
    expect(explanation.illustration, 'every explanation has an illustration').toBeTruthy();
    expect(explanation.illustration_modal, 'every explanation has an illustration for its modal').toBeTruthy();
    expect(explanation.illustration_alt?.trim(), 'an illustration needs its text alternative').toBeTruthy();
    for (const image of [explanation.illustration, explanation.illustration_modal]) {
      if (image) await expect(readFile(illustrationPath(image), 'utf8'), `${image} exists`).resolves.toMatch(/^<svg /);
    }
  });

  // CONTENT.md: du for students, Sie for everyone else; screens every role sees address nobody.
  it.each([
    ...STUDENT_SCREENS.map((target) => [target, 'du'] as const),
    ...STAFF_SCREENS.map((target) => [target, 'Sie'] as const),
  ])('addresses the readers of %s with %s', async (target, address) => {
    const explanation = explanationSchema.parse((await get(`/api/cms/v1/explanations/targets/${target}`, 'lehrer')).json());
    const texts = [explanation.teaser, explanation.content, explanation.teaser_el ?? '', explanation.content_el ?? ''].join('\n');
    if (address === 'du') expect(addressWordsOf(texts)).toEqual([]);
    else expect(texts).not.toMatch(DU_WORDS);
  });

  it('authors no explanation that no screen shows', async () => {
    const { explanations } = JSON.parse(await readFile(contentPath('cms/explanations.json'), 'utf8')) as { explanations: { target: string }[] };
    const authored = explanations.map((explanation) => explanation.target);
    expect(authored.filter((target) => !(EXPLANATION_TARGETS as readonly string[]).includes(target))).toEqual([]);
    expect(new Set(authored).size).toBe(authored.length);
  });

  it('answers 404 for a target without an explanation', async () => {
    const response = await get('/api/cms/v1/explanations/targets/gibt-es-nicht', 'schueler');
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a target that is not kebab-case', async () => {
    expect((await get('/api/cms/v1/explanations/targets/Mein_Weg', 'schueler')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/cms/v1/explanations/targets/dashboard', null)).statusCode).toBe(401);
  });

  it('explains the landing page to a deactivated account, with Sie', async () => {
    const response = await get('/api/cms/v1/explanations/targets/landingpage', 'deaktiviert');
    expect(response.statusCode).toBe(200);
    const explanation = explanationSchema.parse(response.json());
    expect(`${explanation.teaser} ${explanation.content}`).toMatch(/\b(Sie|Ihr\w*)\b/);
    expect(`${explanation.teaser} ${explanation.content}`).not.toMatch(DU_WORDS);
  });
});

describe('GET /api/cms/v1/onboardings/{id}', () => {
  it.each(ONBOARDING_IDS)('serves the tour %s with steps', async (id) => {
    const response = await get(`/api/cms/v1/onboardings/${id}`, 'lehrer');
    expect(response.statusCode).toBe(200);
    const onboarding = onboardingSchema.parse(response.json());
    expect(onboarding.id).toBe(id);
    expect(onboarding.steps.length).toBeGreaterThan(2);
  });

  it('has mobile-only and desktop-only steps in the student tour', async () => {
    const onboarding = onboardingSchema.parse((await get('/api/cms/v1/onboardings/SCHUELER', 'schueler')).json());
    expect(onboarding.steps.some((step) => step.mobile)).toBe(true);
    expect(onboarding.steps.some((step) => step.desktop)).toBe(true);
  });

  it('answers 400 for an unknown tour', async () => {
    expect((await get('/api/cms/v1/onboardings/UNBEKANNT', 'lehrer')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/cms/v1/onboardings/COCKPIT', null)).statusCode).toBe(401);
  });
});

describe('parsePageFile', () => {
  const sie = '---\ntitle: Titel\ntitle_el: Leicht für Sie\nupdated: 2025-01-01\n---\nText\n';

  it('reads title, easy-language title and body', () => {
    const page = parsePageFile('x', { sie, sieLeicht: 'Leichter Text\n', du: null, duLeicht: null });
    expect(page).toEqual({
      slug: 'x',
      title: 'Titel',
      title_el: 'Leicht für Sie',
      body: 'Text',
      body_el: 'Leichter Text',
      updated: '2025-01-01',
      title_el_du: null,
      body_du: null,
      body_el_du: null,
    });
  });

  it('reads the du versions beside the Sie versions', () => {
    const du = '---\r\ntitle: Titel\r\ntitle_el: Leicht für dich\r\nupdated: 2025-01-01\r\n---\r\nText für dich\r\n';
    const page = parsePageFile('x', { sie, sieLeicht: null, du, duLeicht: '  Leichter Text für dich\n' });
    expect(page).toMatchObject({ title_el: 'Leicht für Sie', title_el_du: 'Leicht für dich', body_du: 'Text für dich', body_el_du: 'Leichter Text für dich' });
  });

  it('refuses a file without front matter or title', () => {
    expect(() => parsePageFile('x', { sie: 'Text', sieLeicht: null, du: null, duLeicht: null })).toThrow(/x\.md has no front matter/);
    expect(() => parsePageFile('x', { sie, sieLeicht: null, du: 'Text', duLeicht: null })).toThrow(/x\.du\.md has no front matter/);
    expect(() => parsePageFile('x', { sie: '---\nupdated: 2025-01-01\n---\nText', sieLeicht: null, du: null, duLeicht: null })).toThrow(/no title/);
  });
});

describe('address check used on the du pages', () => {
  it('finds Sie and Ihr… inside a sentence but not the pronoun at its start', () => {
    expect(addressWordsOf('Hier finden Sie Hilfe. Sie gilt für alle. Bitte nutzen Sie Ihre Daten.')).toEqual(['finden Sie', 'nutzen Sie', 'Sie Ihre']);
    expect(addressWordsOf('Die Schule hilft dir.\n- Sie hilft auch deinen Eltern. Wenden Sie')).toEqual(['Wenden Sie']);
    expect(addressWordsOf('Wir helfen Ihnen gern, wenn sie fragen.')).toEqual(['helfen Ihnen']);
  });
});

/**
 * Forms of "Sie" that address the reader and stand inside a sentence (not after the line start, a
 * list or quote marker or a sentence end – there "Sie" can be the pronoun "she/they"). Returns
 * each hit with the word before it, for a readable failure message.
 */
/** Explanation targets of screens only students see (du) and only staff or deactivated accounts see (Sie). */
const STUDENT_SCREENS = ['mein-weg', 'stories', 'reflexion', 'staerken', 'pinnwand', 'punkte', 'rangliste'] as const;
const STAFF_SCREENS = [
  'stationen',
  'lerngruppen',
  'quests',
  'pinnwand-lerngruppe',
  'verwaltung-klassen',
  'verwaltung-konten',
  'verwaltung-import',
  'verwaltung-protokoll',
  'verwaltung-schulen',
  'verwaltung-mitteilung',
  'verwaltung-avv',
  'landingpage',
] as const;
const DU_WORDS = /\b(du|dich|dir|dein\w*)\b/i;

/** An illustration path as the client serves it (`/illustrations/x.svg`) → the file in apps/web/public. */
function illustrationPath(image: string): URL {
  return new URL(`../../../../web/public${image}`, import.meta.url);
}

function addressWordsOf(text: string): string[] {
  const hits: string[] = [];
  for (const match of text.matchAll(/\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/g)) {
    const lineBefore = text.slice(text.lastIndexOf('\n', match.index - 1) + 1, match.index);
    const before = /(\S*)\s*$/.exec(lineBefore)?.[1] ?? '';
    const atSentenceStart = before === '' || /^(#+|-|>)$/.test(before) || /[.!?:„"*(]$/.test(before);
    if (!atSentenceStart) hits.push(`${before} ${match[1]}`);
  }
  return hits;
}

function headingsOf(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.startsWith('## '));
}

/**
 * Headings that address the reader ("## Ihre Rechte", "## So erreichen Sie uns") cannot stay the
 * same in the du version; those are compared by position only, all others must be identical.
 */
function duHeadingOf(sieHeading: string): string | ReturnType<typeof expect.any> {
  return /\b(Sie|Ihr\w*|Ihnen)\b/.test(sieHeading) ? expect.stringMatching(/^## .+/) : sieHeading;
}

function linksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
}
