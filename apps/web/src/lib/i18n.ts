import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import { importWithTimeout } from './import-with-timeout';

/**
 * German only (spec 2): `de` is bundled, `de_DE` (as in routes like /de_DE/imprint) resolves to it.
 * Leichte Sprache is not a language of its own but an overlay over `de` (see applySimpleLanguage).
 * Du/Sie is chosen with the i18next context option – see lib/formality.ts.
 *
 * Texts are split so the first screen stays small: `locales/de.json` holds what the shell, start-up
 * and the start page need; a lazily loaded screen brings its own file (`de-pages.json`,
 * `de-terms.json`, …) and registers it with {@link addTexts} when its chunk runs.
 * `de-leicht.json` overlays keys of all of them.
 */
export const LOCALE = 'de';

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { de: { translation: de } },
    lng: LOCALE,
    fallbackLng: { de_DE: [LOCALE], 'de-DE': [LOCALE], default: [LOCALE] },
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false, // keeps the users' browser console free of advertising
  });
}

/**
 * Registers the texts of a lazily loaded screen. Keys already present win, so a Leichte-Sprache
 * overlay applied at start-up is not overwritten by the normal texts arriving later.
 *
 * A screen's module may run before start-up knows whether Leichte Sprache is on (its code is
 * requested while the account is still being read): its overlay is kept and applied by
 * {@link applySimpleLanguage}, after `de-leicht.json`, as if the module had run later.
 */
export function addTexts(texts: object, simpleTexts?: object): void {
  i18next.addResourceBundle(LOCALE, 'translation', texts, true, false);
  // A feature may bring its own Leichte-Sprache overlay (`de-<feature>.leicht.json`) instead of
  // growing the shared de-leicht.json; it wins over the normal texts when the mode is on.
  if (!simpleTexts) return;
  if (simpleLanguageOn) applyOverlay(simpleTexts);
  else featureOverlaysWaiting.push(simpleTexts);
}

let simpleLanguageOn = false;

/** Feature overlays registered before the mode was known; applied if it turns out to be on. */
const featureOverlaysWaiting: object[] = [];

/** The Leichte-Sprache texts applied so far, for the gap recorder (decision 231). */
const simpleBundles: object[] = [];

function applyOverlay(simpleTexts: object): void {
  i18next.addResourceBundle(LOCALE, 'translation', simpleTexts, true, true);
  simpleBundles.push(simpleTexts);
}

/**
 * Decision 231: with Leichte Sprache on, a text taken from the normal German because its
 * Leichte-Sprache twin is missing is a gap. When `localStorage['berufswahl.leichteSpracheGaps']`
 * is set (by the e2e tests), the recorder (a chunk of its own, never loaded otherwise) lists every
 * such key in `window.__leichteSpracheGaps`.
 */
export const LEICHTE_SPRACHE_GAPS_FLAG = 'berufswahl.leichteSpracheGaps';

async function recordGapsWhenAsked(): Promise<void> {
  let isAsked = false;
  try {
    isAsked = window.localStorage.getItem(LEICHTE_SPRACHE_GAPS_FLAG) !== null;
  } catch {
    // Storage may be blocked; then nobody asked.
  }
  if (!isAsked) return;
  const { recordLeichteSpracheGaps } = await import('./leichte-sprache-gaps');
  recordLeichteSpracheGaps(i18next, simpleBundles);
}

/**
 * Overlays the Leichte-Sprache texts (`de-leicht.json`) when `me.simple_language` is on.
 * Switching the mode reloads the page (spec 7), so this runs once at start-up.
 */
export async function applySimpleLanguage(): Promise<void> {
  const leicht = await importWithTimeout(() => import('../locales/de-leicht.json'));
  applyOverlay(leicht.default);
  // A feature's own overlay wins over the shared one, whichever arrived first.
  for (const simpleTexts of featureOverlaysWaiting.splice(0)) applyOverlay(simpleTexts);
  simpleLanguageOn = true;
  await recordGapsWhenAsked();
  // A hook for styles and tests that need to know the mode.
  document.documentElement.classList.add('simple-language');
}

export { i18next };
