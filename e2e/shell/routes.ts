/**
 * Every route of the router with the roles that reach it: the axe sweep (axe-sweep.e2e.ts, decision
 * 145) and the cold-open check (cold-open.e2e.ts, issue 14) visit the same list.
 */

export type Username = 'schueler' | 'lehrer' | 'schuladmin' | 'landadmin' | 'bundadmin' | 'technik' | 'deaktiviert';

export const PERMITTED: readonly Username[] = ['schueler', 'lehrer', 'schuladmin', 'landadmin', 'bundadmin', 'technik'];
export const SIGNED_IN: readonly Username[] = [...PERMITTED, 'deaktiviert'];

/** Demo data the routes with parameters open (content/mein-weg/sek1.json, content/demo/world.json, decision 114). */
const FIRST_TASK_UUID = '9ddcb338-de94-5b02-89f3-d248a1d878a4';
const CLASS_8A_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const DEMO_SIGNATURE_FLOW_UUID = '5f1a9a7e-2b1c-4d3e-8f40-5a1b2c3d0001';
/** schueler's running placement in the demo world's life (decision 229). */
const DEMO_INTERNSHIP_UUID = 'd0000000-0000-4000-8000-000000000062';
/** schueler (Lena Schmidt, class 8a) in the demo world. */
const DEMO_STUDENT_UUID = 'c0000000-0000-4000-8000-000000000001';

export interface SweepRoute {
  /** The route as the router declares it (`path: '…'` in apps/web/src/app/router.tsx; `index` for `/`). */
  route: string;
  /** The address visited. */
  path: string;
  /** Every role that may open it. */
  roles: readonly Username[];
  /** Reached by a full load in real use (the provider sends the browser to /logout), checked last. */
  isFullLoad?: boolean;
}

export const ROUTES: readonly SweepRoute[] = [
  { route: 'index', path: '/', roles: PERMITTED },
  { route: 'mein-weg', path: '/mein-weg', roles: ['schueler'] },
  { route: 'mein-weg/aufgaben/:taskUuid', path: `/mein-weg/aufgaben/${FIRST_TASK_UUID}`, roles: ['schueler'] },
  { route: 'reflexion', path: '/reflexion', roles: ['schueler'] },
  { route: 'stories', path: '/stories', roles: ['schueler'] },
  { route: 'staerken', path: '/staerken', roles: ['schueler'] },
  { route: 'so-sehen-mich-andere', path: '/so-sehen-mich-andere', roles: ['schueler'] },
  { route: 'pinnwand', path: '/pinnwand', roles: ['schueler'] },
  { route: 'praktikum', path: '/praktikum', roles: ['schueler'] },
  { route: 'portfolio', path: '/portfolio', roles: ['schueler'] },
  { route: 'praktikum/:internshipUuid', path: `/praktikum/${DEMO_INTERNSHIP_UUID}`, roles: ['schueler'] },
  { route: 'punkte', path: '/punkte', roles: ['schueler'] },
  { route: 'rangliste', path: '/rangliste', roles: ['schueler'] },
  { route: 'stationen', path: '/stationen', roles: ['lehrer', 'schuladmin'] },
  { route: 'lerngruppen/:classUuid', path: `/lerngruppen/${CLASS_8A_UUID}`, roles: ['lehrer', 'schuladmin'] },
  { route: 'lerngruppen/:classUuid/praktikum', path: `/lerngruppen/${CLASS_8A_UUID}/praktikum`, roles: ['lehrer', 'schuladmin'] },
  { route: 'lerngruppen/:classUuid/praktikum/besuchsliste', path: `/lerngruppen/${CLASS_8A_UUID}/praktikum/besuchsliste`, roles: ['lehrer', 'schuladmin'] },
  {
    route: 'lerngruppen/:classUuid/einschaetzung/:studentUuid',
    path: `/lerngruppen/${CLASS_8A_UUID}/einschaetzung/${DEMO_STUDENT_UUID}`,
    roles: ['lehrer', 'schuladmin'],
  },
  { route: 'pinnwand-lerngruppe', path: '/pinnwand-lerngruppe', roles: ['lehrer'] },
  { route: 'quests', path: '/quests', roles: ['lehrer'] },
  { route: 'termine', path: '/termine', roles: ['schueler', 'lehrer', 'schuladmin', 'landadmin', 'bundadmin'] },
  { route: 'meine-daten', path: '/meine-daten', roles: PERMITTED },
  { route: 'files', path: '/files/', roles: PERMITTED },
  { route: 'hilfe', path: '/hilfe', roles: PERMITTED },
  { route: 'informationen', path: '/informationen', roles: PERMITTED },
  { route: 'data-protection', path: '/data-protection', roles: PERMITTED },
  { route: 'imprint', path: '/imprint', roles: PERMITTED },
  { route: 'gebaerdensprache', path: '/gebaerdensprache', roles: PERMITTED },
  { route: 'sehbeeintraechtigte', path: '/sehbeeintraechtigte', roles: PERMITTED },
  { route: 'barrier-free-info', path: '/barrier-free-info', roles: PERMITTED },
  { route: 'verwaltung/klassen', path: '/verwaltung/klassen', roles: ['schuladmin'] },
  { route: 'verwaltung/konten', path: '/verwaltung/konten', roles: ['schuladmin'] },
  { route: 'verwaltung/import', path: '/verwaltung/import', roles: ['schuladmin'] },
  { route: 'verwaltung/praktikumszeiten', path: '/verwaltung/praktikumszeiten', roles: ['schuladmin'] },
  { route: 'verwaltung/protokoll', path: '/verwaltung/protokoll', roles: ['schuladmin', 'landadmin', 'bundadmin'] },
  { route: 'verwaltung/schulen', path: '/verwaltung/schulen', roles: ['landadmin', 'bundadmin'] },
  { route: 'verwaltung/mitteilung', path: '/verwaltung/mitteilung', roles: ['landadmin', 'bundadmin'] },
  { route: 'verwaltung/avv', path: '/verwaltung/avv', roles: ['landadmin', 'bundadmin'] },
  { route: 'verwaltung/videos', path: '/verwaltung/videos', roles: ['technik'] },
  { route: 'slp/:uuid', path: `/slp/${DEMO_SIGNATURE_FLOW_UUID}`, roles: ['schuladmin', 'landadmin', 'bundadmin'] },
  { route: 'landingpage', path: '/landingpage', roles: ['deaktiviert'] },
  { route: '*', path: '/gibt-es-nicht', roles: SIGNED_IN },
  { route: 'logout', path: '/logout', roles: SIGNED_IN, isFullLoad: true },
];
