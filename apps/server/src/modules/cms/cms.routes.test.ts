import { explanationSchema, ONBOARDING_IDS, onboardingSchema, PAGE_SLUGS, pageSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parsePageFile } from './pages/pages.repository';

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
    }
    expect(page.body).toContain('(?barrier_modal)');
    expect(page.body_el).toContain('Barriere melden');
  });

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
  });

  it.each(['mein-weg', 'stories', 'reflexion', 'termine', 'meine-daten', 'dateien', 'hilfe', 'informationen'])(
    'has an explanation for %s',
    async (target) => {
      expect((await get(`/api/cms/v1/explanations/targets/${target}`, 'lehrer')).statusCode).toBe(200);
    },
  );

  it('answers 404 for a target without an explanation', async () => {
    const response = await get('/api/cms/v1/explanations/targets/gibt-es-nicht', 'schueler');
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a target that is not kebab-case', async () => {
    expect((await get('/api/cms/v1/explanations/targets/Mein_Weg', 'schueler')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 for a deactivated account', async () => {
    expect((await get('/api/cms/v1/explanations/targets/dashboard', null)).statusCode).toBe(401);
    expect((await get('/api/cms/v1/explanations/targets/dashboard', 'deaktiviert')).statusCode).toBe(403);
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
  it('reads title, easy-language title and body', () => {
    const page = parsePageFile('x', '---\ntitle: Titel\ntitle_el: Leicht\nupdated: 2025-01-01\n---\nText\n', 'Leichter Text\n');
    expect(page).toEqual({ slug: 'x', title: 'Titel', title_el: 'Leicht', body: 'Text', body_el: 'Leichter Text', updated: '2025-01-01' });
  });

  it('refuses a file without front matter', () => {
    expect(() => parsePageFile('x', 'Text', null)).toThrow(/front matter/);
  });
});
