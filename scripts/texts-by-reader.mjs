// Every user-visible German text of the web locales and of content/**, each with the reader it is
// written for: 'student' (du, "Klasse"), 'staff' (Sie, "Lerngruppe": teachers, the coordinations,
// technical administration, deactivated accounts, people without an account) or 'both' (shown to
// everyone; it must address neither). The glossary test (scripts/glossary.test.mjs) and the address
// test (scripts/address.test.mjs) read the texts from here, so both use one idea of who reads what
// (decision 232; docs/glossary.md).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOCALES = `${ROOT}apps/web/src/locales/`;
const CONTENT = `${ROOT}content/`;

/** A key ending in one of these is a variant for that reader (`text_du`, `label_sie_one` …). */
const STUDENT_SUFFIX = /_du(_(zero|one|other))?$/;
const STAFF_SUFFIX = /_(sie|staff|land|bund|technik)(_(zero|one|other))?$/;

/** Locale key prefixes read by students only. */
export const STUDENT_PREFIXES = [
  'portfolio',
  'pages.points',
  'pages.ranking',
  'arcade.actions',
  'arcade.points',
  'arcade.ranking',
  'arcade.studentQuest',
  'studentDashboard',
  'arcadeProfile',
  'meinWeg',
  'reflexion',
  'stories',
  'offlineDrafts',
  'recorder',
  'statements',
  'internships.student',
  'pinboard.mine',
  'pinboard.picker',
  'dashboard.noClass',
  'internshipReports', // the student writes them; staff read the list (their one text: empty_staff)
  'files.list.attachedToReport', // only students have internship reports
  'pinboard.lead',
  'assessments', // So sehen mich andere (issue 16)
  'assessmentsLinks',
  'shareLinks', // share links of the portfolio and stories (issue 18)
  // Only the student waits for a teacher's release.
  'internshipFeedback.section.waiting_one',
  'internshipFeedback.section.waiting_other',
];

/** Locale key prefixes read by staff only. */
export const STAFF_PREFIXES = [
  'administration',
  'classStatistics',
  'importantEditor',
  'internshipsStaff',
  'internshipsLinks',
  'keyFigures',
  'keycloakExport',
  'landing',
  'lifecycle.landing',
  'lifecycle.export',
  'lifecycle.move',
  'lifecycle.transfer',
  'lifecycle.code',
  'arcade.quests',
  'arcade.questWidget',
  'pages.quests',
  'news.form',
  'news.editor',
  'news.write',
  'staffDashboard',
  'schoolData',
  'signatures',
  'videos.admin',
  'videos.slots',
  'stations',
  'pinboard.teacher',
  'messaging.support',
  'terms', // the terms modal: never shown to students (terms-rule.ts)
  'roleSwitcher', // only accounts with several roles, which students do not hold
  // Shown while no role is known (start-up failed, signed out, no usable role): Sie, as on the sign-in pages.
  'startup',
  'logout',
  'noAccess',
  'assessmentsStaff', // a teacher's rating of a student (issue 16)
  // The public feedback page: a supervisor or a parent without an account (decision 230).
  'internshipFeedback.public',
  // The public page behind a share link and the school's switch for sharing (decision 236).
  'sharedPage',
  'schoolSharing',
];

function readerOfKey(key) {
  if (STUDENT_SUFFIX.test(key)) return 'student';
  if (STAFF_SUFFIX.test(key)) return 'staff';
  const under = (prefix) => key === prefix || key.startsWith(`${prefix}.`);
  if (STUDENT_PREFIXES.some(under)) return 'student';
  if (STAFF_PREFIXES.some(under)) return 'staff';
  return 'both';
}

function* leaves(value, path = []) {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [at, item] of value.entries()) yield* leaves(item, [...path, String(at)]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Texts of apps/web/src/locales/*.json; `leicht` marks the Leichte-Sprache files. */
export function localeTexts() {
  return readdirSync(LOCALES)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      [...leaves(readJson(LOCALES + name))].map(([path, text]) => ({
        file: `apps/web/src/locales/${name}`,
        key: path.join('.'),
        text,
        reader: readerOfKey(path.join('.')),
        leicht: name.endsWith('.leicht.json'),
      })),
    );
}

/** Keys of content JSON that hold no text a person reads. */
const NOT_TEXT = new Set([
  '$comment', 'uuid', 'key', 'id', 'icon', 'link', 'target', 'illustration', 'illustration_modal', 'kind',
  'slot', 'video', 'captions', 'poster', 'placement', 'class', 'rule', 'action', 'app', 'userGroups',
  'notification_types', 'url', 'href', 'uploaded_by', 'level', 'type', 'email', 'password', 'username',
  'login', 'role', 'roles', 'source', 'image', 'file', 'filename', 'mime', 'mime_type', 'hashtags', 'land', 'school',
]);

/** Explanation boxes (content/cms/explanations.json) by the screen they stand on. */
const STUDENT_EXPLANATIONS = ['mein-weg', 'stories', 'reflexion', 'staerken', 'pinnwand', 'portfolio', 'praktikum', 'punkte', 'rangliste', 'so-sehen-mich-andere'];
const STAFF_EXPLANATIONS = ['stationen', 'lerngruppen', 'quests', 'pinnwand-lerngruppe', 'landingpage'];

function readerOfGroups(groups) {
  if (!groups || groups.length === 0) return 'both';
  if (groups.every((group) => group === 'SCHUELER')) return 'student';
  if (!groups.includes('SCHUELER')) return 'staff';
  return 'both';
}

function jsonContent(file, readerOf) {
  return [...leaves(readJson(CONTENT + file))]
    .filter(([path]) => !NOT_TEXT.has(path[path.length - 1]) && !NOT_TEXT.has(path[path.length - 1].replace(/_el$/, '')))
    .map(([path, text]) => ({ file: `content/${file}`, key: path.join('.'), text, reader: readerOf(path), leicht: path[path.length - 1].endsWith('_el') }));
}

/** Texts of content/**: Mein Weg, arcade, navigation, onboarding, explanations, pages, demo, internships. */
export function contentTexts() {
  const navigation = readJson(`${CONTENT}navigation/navigation.json`);
  const quick = readJson(`${CONTENT}navigation/quick-navigation.json`);
  const groupsOfName = new Map();
  for (const element of [...navigation.sections.flatMap((section) => [section, ...section.elements]), ...quick.items]) {
    if (!element.name) continue;
    groupsOfName.set(element.name, [...new Set([...(groupsOfName.get(element.name) ?? []), ...(element.userGroups ?? [])])]);
  }
  const onboardings = readJson(`${CONTENT}onboarding/onboardings.json`).onboardings;
  const explanations = readJson(`${CONTENT}cms/explanations.json`).explanations;
  const videos = readJson(`${CONTENT}demo/videos/videos.json`).videos;

  const texts = [
    ...jsonContent('mein-weg/sek1.json', () => 'student'),
    ...jsonContent('mein-weg/sek2.json', () => 'student'),
    ...jsonContent('arcade/arcade.json', () => 'student'),
    ...jsonContent('internships/competences.json', () => 'both'),
    ...jsonContent('internships/fields-of-work.json', () => 'both'),
    ...jsonContent('navigation/navigation.json', (path) => {
      const section = navigation.sections[Number(path[1])];
      const element = path[2] === 'elements' ? section.elements[Number(path[3])] : section;
      return readerOfGroups(element.userGroups);
    }),
    ...jsonContent('navigation/quick-navigation.json', () => 'student'),
    ...jsonContent('navigation/names.leicht.json', (path) => readerOfGroups(groupsOfName.get(path[1]))).map((text) => ({ ...text, leicht: true })),
    ...jsonContent('onboarding/onboardings.json', (path) => {
      const id = onboardings[Number(path[1])].id;
      return id === 'SCHUELER' ? 'student' : 'staff';
    }),
    ...jsonContent('cms/explanations.json', (path) => {
      const target = explanations[Number(path[1])].target;
      if (STUDENT_EXPLANATIONS.includes(target)) return 'student';
      if (STAFF_EXPLANATIONS.includes(target) || target.startsWith('verwaltung-')) return 'staff';
      return 'both';
    }),
    ...jsonContent('demo/videos/videos.json', (path) => (videos[Number(path[1])]?.slot === 'student-intro' ? 'student' : 'staff')),
    // The demo world's texts are written by its (fictitious) people: checked for the glossary only.
    ...jsonContent('demo/world.json', () => 'demo'),
  ];
  for (const name of readdirSync(`${CONTENT}pages`).filter((file) => file.endsWith('.md')).sort()) {
    texts.push({
      file: `content/pages/${name}`,
      key: '',
      text: readFileSync(`${CONTENT}pages/${name}`, 'utf8'),
      reader: name.includes('.du.') ? 'student' : 'staff',
      leicht: name.includes('.leicht.'),
    });
  }
  texts.push({ file: 'content/signatures/avv.md', key: '', text: readFileSync(`${CONTENT}signatures/avv.md`, 'utf8'), reader: 'staff', leicht: false });
  return texts;
}

/** What a person reads of a text: without URLs, Markdown link targets and {{placeholders}}. */
export function readable(text) {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w.-]+\.(de|org|com|net|eu)(\/\S*)?/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ');
}
