/**
 * Which explanation box each screen shows (decision 140), kept free of zod so the client's screens
 * can import it; `explanations.ts` re-exports it.
 *
 * Keys are the paths of the client's router (`apps/web/src/app/router.tsx`) without the leading
 * slash – `''` is the start page. Every route is listed exactly once, either here or in
 * {@link ROUTES_WITHOUT_EXPLANATION}; the client's unit test checks the router and its screens
 * against this map, the server's route test checks that every target here is authored in
 * `content/cms/explanations.json` and that nothing is authored that no screen shows.
 */
export const EXPLANATION_TARGET_OF_ROUTE = {
  '': 'dashboard',
  'meine-daten': 'meine-daten',
  files: 'dateien',
  'mein-weg': 'mein-weg',
  reflexion: 'reflexion',
  stories: 'stories',
  staerken: 'staerken',
  'so-sehen-mich-andere': 'so-sehen-mich-andere',
  pinnwand: 'pinnwand',
  portfolio: 'portfolio',
  praktikum: 'praktikum',
  stationen: 'stationen',
  'lerngruppen/:classUuid': 'lerngruppen',
  punkte: 'punkte',
  rangliste: 'rangliste',
  quests: 'quests',
  'pinnwand-lerngruppe': 'pinnwand-lerngruppe',
  termine: 'termine',
  hilfe: 'hilfe',
  informationen: 'informationen',
  'verwaltung/klassen': 'verwaltung-klassen',
  'verwaltung/konten': 'verwaltung-konten',
  'verwaltung/import': 'verwaltung-import',
  'verwaltung/protokoll': 'verwaltung-protokoll',
  'verwaltung/schulen': 'verwaltung-schulen',
  'verwaltung/mitteilung': 'verwaltung-mitteilung',
  'verwaltung/avv': 'verwaltung-avv',
  'verwaltung/videos': 'verwaltung-videos',
  landingpage: 'landingpage',
} as const;

/** An explanation target: the kebab-case name of a screen (spec 3, "Explanation (per target)"). */
export type ExplanationTarget = (typeof EXPLANATION_TARGET_OF_ROUTE)[keyof typeof EXPLANATION_TARGET_OF_ROUTE];

/** Every target a screen shows, each once. */
export const EXPLANATION_TARGETS: readonly ExplanationTarget[] = [...new Set(Object.values(EXPLANATION_TARGET_OF_ROUTE))];

/** Routes that show no explanation box, and why. */
export const ROUTES_WITHOUT_EXPLANATION = {
  'data-protection': 'A legal text: the page itself is the explanation.',
  imprint: 'A legal text: the page itself is the explanation.',
  gebaerdensprache: 'An accessibility page whose whole content explains the app.',
  sehbeeintraechtigte: 'An accessibility page whose whole content explains the app.',
  'barrier-free-info': 'The accessibility statement, a legal text.',
  'mein-weg/aufgaben/:taskUuid': 'One task of Mein Weg: its own text says what to do; the Mein Weg box explains tasks.',
  'praktikum/:internshipUuid': 'One placement: the Mein Praktikum box explains placements; the page shows its fields and reports.',
  'lerngruppen/:classUuid/praktikum': 'A learning group’s internships: its lead says what the teacher sees and does; the placements are the students’ (their box explains them).',
  'lerngruppen/:classUuid/praktikum/besuchsliste': 'A list to print for the teachers’ visits: a box would be printed or be in the way.',
  'lerngruppen/:classUuid/einschaetzung/:studentUuid':
    'A teacher rates one student: its lead says what the student sees of it; the student’s own screen has the box that explains the comparison.',
  'verwaltung/praktikumszeiten': 'The school’s internship periods: its lead explains what a period does (a warning, never a refusal).',
  'slp/:uuid': 'The signature flow: the document to confirm must stay the only content of the page.',
  logout: 'Signed out: no account, nothing to explain.',
  '*': 'The not-found page.',
} as const;
