import './register-texts';
import { addTexts } from '../../lib/i18n';
import texts from '../../locales/de-signatures-pages.json';
import simpleTexts from '../../locales/de-signatures-pages.leicht.json';

// The confirmation flow's and the Land overview's texts: only with their screens, not with the
// start page's deadline warning and Land card (decision 008).
addTexts(texts, simpleTexts);
