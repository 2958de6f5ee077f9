import { randomUUID } from 'node:crypto';
import { VIDEOS_MATRIX_FIXTURES } from '../modules/cms/testing';
import { FILES_MATRIX_FIXTURES } from '../modules/files/testing';
import { ADMINISTRATION_MATRIX_FIXTURES } from '../modules/identity/testing';
import { ARCADE_MATRIX_FIXTURES } from '../modules/arcade/testing';
import { CALENDAR_FEEDS_MATRIX_FIXTURES, NEWS_MATRIX_FIXTURES } from '../modules/messaging/testing';
import {
  MEIN_WEG_MATRIX_FIXTURES,
  STORIES_MATRIX_FIXTURES,
  STATEMENTS_PINBOARD_MATRIX_FIXTURES,
  CLASS_STATISTICS_MATRIX_FIXTURES,
  INTERNSHIP_REPORTS_MATRIX_FIXTURES,
  PLACEMENTS_MATRIX_FIXTURES,
  CLASS_INTERNSHIPS_MATRIX_FIXTURES,
  FEEDBACK_MATRIX_FIXTURES,
  SHARE_LINKS_MATRIX_FIXTURES,
  PORTFOLIO_MATRIX_FIXTURES,
} from '../modules/bo/testing';
import { SIGNATURES_MATRIX_FIXTURES } from '../modules/signatures/testing';
import type { MatrixFixture, MatrixSetup, Tenant } from './route-matrix.types';

/**
 * Example requests for the route matrix (`route-matrix.test.ts`), keyed by `METHOD /api/url`.
 *
 * The matrix calls every API route as every demo account, with no token, and – for routes that
 * name a school's or a Land's resource – once for a resource of school A, of school B (same
 * Land) and of school X (another Land, created by the test). The expected answer follows from the
 * route's declaration (`config.access`, including `.in(tenancy)`):
 *   no token → 401 · active role not allowed → 403 · foreign tenant → 404 · otherwise 2xx.
 *
 * A route needs an entry here when it has path parameters, a body, or a query that must be set.
 * Its tenancy is declared on the route itself (`access.roles(…).in('school')`). The test says
 * which route lacks what.
 */

// The fixtures' types have their own file: the modules' fixture files use them and are spread in here.
export type { MatrixFixture, MatrixRequest, MatrixSetup, MatrixUser, Tenant } from './route-matrix.types';

const notificationByOwner = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();

/** The first unread notification of an account, looked up once per test file (later runs mark it read). */
function firstUnreadNotification(setup: MatrixSetup, username: string): Promise<string> {
  const known = notificationByOwner.get(setup) ?? new Map<string, Promise<string>>();
  notificationByOwner.set(setup, known);
  const cached = known.get(username) ?? lookUpFirstUnread(setup, username);
  known.set(username, cached);
  return cached;
}

async function lookUpFirstUnread(setup: MatrixSetup, username: string): Promise<string> {
  const response = await setup.call(username, { method: 'GET', url: '/api/messaging/v1/notifications/unread' });
  const body = response.json() as { uuid: string }[] | { data?: { uuid: string }[] };
  const list = Array.isArray(body) ? body : (body.data ?? []);
  // An account without notifications (a role the route refuses) gets a uuid nobody has: the
  // matrix then expects the route's 403, or – for an admitted caller – shows the 404 as a failure.
  return list[0]?.uuid ?? randomUUID();
}

export const MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/docs': {},

  // identity: the caller's own account
  'GET /api/identity/v1/users/me': {},
  'PATCH /api/identity/v1/users/me/contrast-mode': { request: () => ({ body: { contrast_mode: false } }) },
  'PATCH /api/identity/v1/users/me/simple-language': { request: () => ({ body: { simple_language: false } }) },
  'PATCH /api/identity/v1/users/me/theme': { request: () => ({ body: { theme: 'original' } }) },
  'PATCH /api/identity/v1/users/me/onboarding': { request: () => ({ body: { show_onboarding: true } }) },
  'PATCH /api/identity/v1/users/me/tracking-consent': { request: () => ({ body: { tracking_consent: false } }) },
  'PATCH /api/identity/v1/users/me/active-group/:role': {
    request: ({ user }) => ({ params: { role: user.activeRole } }),
  },
  'PATCH /api/identity/v1/users/me/term-condition': {},
  // Each admitted account really changes its password (once: an own route is called once per
  // account). The matrix's requests carry access tokens, which stay valid after the change.
  'PUT /api/identity/v1/users/me/password': {
    request: ({ user }) => {
      const fresh = `neu-${user.username}-passwort`;
      return { body: { current_password: 'berufswahl', new_password: fresh, new_password_repeat: fresh } };
    },
  },

  // identity: the data export's one-time links (decision 160). Minting is 2xx for everyone signed
  // in; the link itself is public, authorised by its signature alone – a made-up one is refused.
  'POST /api/identity/v1/archive/links': {},
  'GET /api/identity/v1/archive/downloads/:nonce': {
    request: ({ user }) => ({
      params: { nonce: 'A'.repeat(22) },
      query: { user: user.uuid, expires: String(Math.floor(Date.now() / 1000) + 60), signature: 'A'.repeat(43) },
    }),
    expect: () => 403,
    expectAnonymous: 403,
  },

  // identity: Länder and schools
  'GET /api/identity/v1/clients/:id': {
    request: ({ tenant, setup }) => ({ params: { id: setup.clients[tenant as Tenant] } }),
  },
  'GET /api/identity/v1/schools/:schoolUuid': {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: setup.schools[tenant as Tenant] } }),
  },
  'GET /api/identity/v1/schools/sekundarstufen': {},
  'GET /api/identity/v1/schooltypes': {},
  // The school data form: only the school's own coordinator writes it (spec 5).
  'PATCH /api/identity/v1/schools/:schoolUuid': {
    request: ({ tenant, setup }) => ({
      params: { schoolUuid: setup.schools[tenant as Tenant] },
      body: {
        data_protection_officer_email: 'datenschutz@schule.example',
        data_protection_officer_first_name: 'Dana',
        data_protection_officer_last_name: 'Schutz',
        data_protection_officer_phone: '0371 123456',
        principal_email: 'leitung@schule.example',
        principal_first_name: 'Lea',
        principal_last_name: 'Leitung',
      },
    }),
  },
  // Key figures of the caller's own school, Land or system: nothing in the request names a tenant.
  'GET /api/identity/v1/key-figures': {},

  // navigation: menus are content, the same for everybody with the role
  'GET /api/navigation/v1/navigation': {},
  'GET /api/navigation/v1/quick-navigation': {},

  // cms: content pages and explanations
  'GET /api/cms/v1/pages/:slug': { request: () => ({ params: { slug: 'imprint' } }) },
  'GET /api/cms/v1/explanations/targets/:target': {
    request: () => ({ params: { target: 'dashboard' } }),
    // A target without an explanation answers 404 for everyone; that is content, not tenancy.
    expect: () => undefined,
  },
  'GET /api/cms/v1/onboardings/:id': { request: () => ({ params: { id: 'COCKPIT' } }) },

  // messaging
  'POST /api/messaging/v1/support-tickets/barrier': {
    request: () => ({ body: { subject: 'Matrix', description: 'Ein Test der Zugriffsmatrix.' } }),
  },
  'GET /api/messaging/v1/notifications/unread': {},
  'GET /api/messaging/v1/notifications/bubbles': {},
  'PATCH /api/messaging/v1/notifications/:uuid/read': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => {
      const owner = tenant === 'foreign' ? (user.username === 'schueler' ? 'lehrer2' : 'schueler') : user.username;
      return { params: { uuid: await firstUnreadNotification(setup, owner) } };
    },
  },
  // Marks the caller's own notifications; another account's uuid changes nothing (200, read: 0).
  'PATCH /api/messaging/v1/notifications/read': {
    request: () => ({ body: { uuids: [randomUUID()] } }),
  },
  // The important notification is the caller's Land's: nothing in the request names a tenant.
  'GET /api/messaging/v1/notifications/important': {},
  'GET /api/messaging/v1/notifications/important/own': {},
  'POST /api/messaging/v1/notifications/important': {
    request: () => ({ body: { important_notification: 'Wartung am Samstag.' } }),
  },
  'DELETE /api/messaging/v1/notifications/important': {},

  // signatures: the consent flow of the AVV (in their own file)
  ...SIGNATURES_MATRIX_FIXTURES,

  // messaging: news and events (in their own file)
  ...NEWS_MATRIX_FIXTURES,
  ...CALENDAR_FEEDS_MATRIX_FIXTURES,

  // arcade: points, ranking, trophies, reminders, reviews and quests (in their own file)
  ...ARCADE_MATRIX_FIXTURES,

  // bo: Mein Weg – stations, tasks, answers and the Reflexion trash (in their own file)
  ...MEIN_WEG_MATRIX_FIXTURES,

  // bo: stories (in their own file)
  ...STORIES_MATRIX_FIXTURES,

  // bo: statements and the Pinnwand (in their own file)
  ...STATEMENTS_PINBOARD_MATRIX_FIXTURES,

  // bo: class statistics (in their own file)
  ...CLASS_STATISTICS_MATRIX_FIXTURES,
  ...PLACEMENTS_MATRIX_FIXTURES,

  // bo: the reports of an internship (in their own file)
  ...INTERNSHIP_REPORTS_MATRIX_FIXTURES,

  // bo: the class overview, review, reminders and periods of the internships (in their own file)
  ...CLASS_INTERNSHIPS_MATRIX_FIXTURES,
  ...FEEDBACK_MATRIX_FIXTURES,
  ...SHARE_LINKS_MATRIX_FIXTURES,

  // bo: Mein Portfolio (in its own file)
  ...PORTFOLIO_MATRIX_FIXTURES,

  // identity: administration of classes, accounts, schools and Länder (in their own file)
  ...ADMINISTRATION_MATRIX_FIXTURES,

  // files: storage, own files, trash, signed downloads (in their own file)
  ...FILES_MATRIX_FIXTURES,
  ...VIDEOS_MATRIX_FIXTURES,
};
