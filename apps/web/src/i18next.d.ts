import 'i18next';
import type de from './locales/de.json';
import type dePages from './locales/de-pages.json';
import type deTerms from './locales/de-terms.json';
import type deMenu from './locales/de-menu.json';
import type deMessaging from './locales/de-messaging.json';

/**
 * Type-checks every `t('…')` key against the German locale files. The split files are registered
 * at run time by the chunks that use them (lib/i18n.ts, addTexts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de & typeof dePages & typeof deTerms & typeof deMenu & typeof deMessaging };
  }
}
