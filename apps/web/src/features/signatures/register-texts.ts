import { addTexts } from '../../lib/i18n';
import texts from '../../locales/de-signatures.json';
import simpleTexts from '../../locales/de-signatures.leicht.json';

addTexts(texts, simpleTexts);
