import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-administration.json';
import simpleTexts from '../../../locales/de-administration.leicht.json';
import './administration.css';

// Every administration screen imports this module first: texts and styles come with the chunk.
addTexts(texts, simpleTexts);
