import { addTexts } from '../../lib/i18n';
import arcadeTexts from '../../locales/de-arcade.json';
import arcadeSimpleTexts from '../../locales/de-arcade.leicht.json';

/** Registers the arcade's texts; imported by every lazily loaded arcade screen and section. */
addTexts(arcadeTexts, arcadeSimpleTexts);
