import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-share-links.json';
import simpleTexts from '../../../locales/de-share-links.leicht.json';

// The share links' texts (du) and their Leichte-Sprache twins, registered once by whichever of
// the section, the story button or the dialog loads first.
addTexts(texts, simpleTexts);
