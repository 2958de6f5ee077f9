import { addTexts } from '../../lib/i18n';
import dialogTexts from '../../locales/de-messaging-dialogs.json';

// The texts of the lazily loaded messaging dialogs and the update banner: they arrive with the
// first of them that opens, not with every first screen (decision 008's budget).
addTexts(dialogTexts);
