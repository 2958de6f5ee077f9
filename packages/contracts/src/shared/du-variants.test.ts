import { describe, expect, it } from 'vitest';
import {
  duVariantOf,
  FORMAL_ADDRESS,
  leichteSpracheVariantOf,
  messageFormOf,
  STUDENT_ONLY_MESSAGES,
  STUDENT_REACHABLE_MESSAGES,
  STUDENT_REACHABLE_TEMPLATES,
} from './du-variants';
import { ERROR_MESSAGES, ERROR_MESSAGES_DU, ERROR_MESSAGES_LEICHT } from './error-codes';
import { leichteSpracheRuleBreaks } from './leichte-sprache-rules';
import { validationMessages, validationMessagesLeicht } from './validation';
import { OWN_PASSWORD_MESSAGES } from '../identity/password-change';
import { QUEST_NOTIFICATION, QUEST_NOTIFICATION_LEICHT } from '../arcade/quests';
import { FEEDBACK_MESSAGES, FEEDBACK_NOTIFICATIONS, FEEDBACK_NOTIFICATIONS_LEICHT, FEEDBACK_STUDENT_MESSAGES } from '../bo/feedback';
import { INTERNSHIP_MESSAGES, INTERNSHIP_NOTIFICATIONS_LEICHT, INTERNSHIP_REVIEW_MESSAGES, INTERNSHIP_STUDENT_MESSAGES } from '../bo/internships';
import { MEIN_WEG_MESSAGES, MEIN_WEG_NOTIFICATION_LEICHT } from '../bo/mein-weg';
import { PINBOARD_MESSAGES, PINBOARD_NOTIFICATION_LEICHT, PINBOARD_STUDENT_MESSAGES, PINBOARD_STUDENT_MESSAGES_LEICHT } from '../bo/pinboard';
import { ASSESSMENT_MESSAGES, ASSESSMENT_SHARED_MESSAGES } from '../bo/assessments';
import { STORY_MESSAGES_LEICHT } from '../bo/stories';
import { NEWS_MESSAGES, NEWS_NOTIFICATION_TEXT_LEICHT, NEWS_READER_MESSAGES } from '../messaging/news';

/** Calls a message function with sample arguments, so that its text can be checked as well. */
function textOf(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return String((message as (...args: number[]) => unknown)(2, 3));
  return null;
}

describe('server messages a student can reach', () => {
  for (const { name, sie, du } of STUDENT_REACHABLE_MESSAGES) {
    it(`${name}: every message addressed with Sie has a du variant without Sie`, () => {
      const unpaired = Object.entries(sie)
        .filter(([, message]) => FORMAL_ADDRESS.test(textOf(message) ?? ''))
        .filter(([key]) => {
          const variant = textOf(du[key]);
          return variant === null || FORMAL_ADDRESS.test(variant);
        })
        .map(([key]) => key);
      expect(unpaired).toEqual([]);
    });

    it(`${name}: declares a du variant for every key`, () => {
      expect(Object.keys(du).sort()).toEqual(Object.keys(sie).sort());
    });
  }

  for (const { name, values, sie, du, leicht } of STUDENT_REACHABLE_TEMPLATES) {
    const sample = values.map((kind) => (kind === 'number' ? '50' : 'Firmenname'));
    it(`${name}: the template's du variant has no Sie and is found from the Sie message`, () => {
      expect(FORMAL_ADDRESS.test(du(...sample))).toBe(false);
      expect(duVariantOf(sie(...sample))).toBe(du(...sample));
    });

    it(`${name}: the template's Leichte-Sprache twin is found from the Sie and the du message`, () => {
      expect(leichteSpracheVariantOf(sie(...sample))).toBe(leicht(...sample));
      expect(leichteSpracheVariantOf(du(...sample))).toBe(leicht(...sample));
    });
  }

  it('answers a templated Sie message with its du variant, keeping the value', () => {
    expect(duVariantOf(validationMessages.controlCharacter('Straße und Hausnummer'))).toBe(
      'Straße und Hausnummer enthält ein unsichtbares Steuerzeichen. Bitte entferne es.',
    );
  });

  it('answers a Sie message with its du variant and leaves other texts as they are', () => {
    expect(duVariantOf('Sie haben keine Berechtigung für diese Aktion.')).toBe('Du hast keine Berechtigung für diese Aktion.');
    expect(duVariantOf('Bitte wählen Sie eine Datei aus.')).toBe('Bitte wähle eine Datei aus.');
    expect(duVariantOf('Titel ist ein Pflichtfeld')).toBe('Titel ist ein Pflichtfeld');
  });
});

/**
 * Decision 234: every server message a student can reach has a Leichte-Sprache twin that keeps the
 * rules of decision 231 (the same checker as the UI and content twins). Exempt: the values a
 * template is built around – a field's label stays the label the form shows, in quotes.
 */
describe('the Leichte-Sprache twins of the server messages', () => {
  /** Hard words a twin explains where it uses them (decision 231: MB, Server …). */
  const EXPLAINED_WORDS: readonly [word: RegExp, explanation: RegExp][] = [
    [/\bMB\b/, /MB ist die Größe von einer Datei/],
    [/\bServer\b/, /Ein Server ist ein Computer/],
  ];

  function breaksOf(where: string, text: string): string[] {
    const found = leichteSpracheRuleBreaks(text).map((rule) => `${where}: ${rule}`);
    if (FORMAL_ADDRESS.test(text)) found.push(`${where}: addressed with Sie`);
    for (const [word, explanation] of EXPLAINED_WORDS) {
      if (word.test(text) && !explanation.test(text)) found.push(`${where}: ${word.source} not explained`);
    }
    return found;
  }

  const TWINNED_SETS = [...STUDENT_REACHABLE_MESSAGES, ...STUDENT_ONLY_MESSAGES.map(({ name, du, leicht }) => ({ name, sie: du, leicht }))];
  for (const { name, sie, leicht } of TWINNED_SETS) {
    it(`${name}: declares a Leichte-Sprache twin for every key`, () => {
      expect(Object.keys(leicht).sort()).toEqual(Object.keys(sie).sort());
    });

    it(`${name}: every twin keeps the rules of Leichte Sprache`, () => {
      const found = Object.entries(leicht).flatMap(([key, message]) => breaksOf(`${name}.${key}`, textOf(message) ?? ''));
      expect(found).toEqual([]);
    });

    it(`${name}: every twin differs from the standard message`, () => {
      const same = Object.entries(leicht).filter(([key, message]) => typeof message === 'string' && message === sie[key]);
      expect(same.map(([key]) => key)).toEqual([]);
    });
  }

  for (const { name, values, leicht } of STUDENT_REACHABLE_TEMPLATES) {
    it(`${name}: the twin keeps the rules of Leichte Sprache`, () => {
      const sample = values.map((kind) => (kind === 'number' ? '50' : 'Titel'));
      expect(breaksOf(name, leicht(...sample))).toEqual([]);
    });
  }

  it('twins every validation message', () => {
    const twinned = STUDENT_REACHABLE_TEMPLATES.map(({ name }) => name);
    const missing = Object.keys(validationMessages).filter((key) => !twinned.includes(`validationMessages.${key}`));
    expect(missing).toEqual([]);
  });

  it('finds the twin of a message only students reach', () => {
    for (const { du, leicht } of STUDENT_ONLY_MESSAGES) {
      for (const [key, message] of Object.entries(du)) expect(leichteSpracheVariantOf(String(message))).toBe(leicht[key]);
    }
  });

  it('finds the twin of a fixed message from its Sie and its du wording', () => {
    expect(leichteSpracheVariantOf(ERROR_MESSAGES.FORBIDDEN)).toBe(ERROR_MESSAGES_LEICHT.FORBIDDEN);
    expect(leichteSpracheVariantOf(ERROR_MESSAGES_DU.USER_STORAGE_FULL)).toBe(ERROR_MESSAGES_LEICHT.USER_STORAGE_FULL);
    expect(leichteSpracheVariantOf('Titel ist ein Pflichtfeld')).toBe('Bitte füll das Feld „Titel“ aus.');
    expect(leichteSpracheVariantOf('Ein Text ohne Zwilling')).toBe('Ein Text ohne Zwilling');
  });

  it('keeps the values of a template, labels with spaces and numbers alike', () => {
    expect(leichteSpracheVariantOf(validationMessages.max('Straße und Hausnummer', 255))).toBe(validationMessagesLeicht.max('Straße und Hausnummer', 255));
    expect(leichteSpracheVariantOf(OWN_PASSWORD_MESSAGES.du.lockedOut(15))).toBe(OWN_PASSWORD_MESSAGES.leicht.lockedOut(15));
    // "1 Minute" is worded apart from "n Minuten": it has no template, so it stays du.
    expect(leichteSpracheVariantOf(OWN_PASSWORD_MESSAGES.du.lockedOut(1))).toBe(OWN_PASSWORD_MESSAGES.du.lockedOut(1));
  });

  it('keeps the split-out student parts in the sets the services use', () => {
    const parts: readonly [whole: object, part: object][] = [
      [PINBOARD_MESSAGES, PINBOARD_STUDENT_MESSAGES],
      [INTERNSHIP_MESSAGES, INTERNSHIP_STUDENT_MESSAGES],
      [FEEDBACK_MESSAGES, FEEDBACK_STUDENT_MESSAGES],
      [ASSESSMENT_MESSAGES, ASSESSMENT_SHARED_MESSAGES],
      [NEWS_MESSAGES, NEWS_READER_MESSAGES],
    ];
    for (const [whole, part] of parts) expect(whole).toMatchObject(part);
  });

  it('finds the twin of a split-out message from the whole set, and leaves the staff part alone', () => {
    expect(leichteSpracheVariantOf(PINBOARD_MESSAGES.noClass)).toBe(PINBOARD_STUDENT_MESSAGES_LEICHT.noClass);
    expect(leichteSpracheVariantOf(INTERNSHIP_MESSAGES.reportPhotoOnly)).toBe(STORY_MESSAGES_LEICHT.photoOnly);
    expect(leichteSpracheVariantOf(PINBOARD_MESSAGES.notTeacherOfClass)).toBe(PINBOARD_MESSAGES.notTeacherOfClass);
  });

  it('picks the form by role and setting', () => {
    expect(messageFormOf(false, true)).toBe('sie');
    expect(messageFormOf(true, false)).toBe('du');
    expect(messageFormOf(true, true)).toBe('leicht');
  });
});

/**
 * The notifications the server stores for students bring Leichte-Sprache twins (decision 234):
 * every text of them keeps the rules. The welcome notification is checked beside its server code.
 */
describe('the Leichte-Sprache twins of the student notifications', () => {
  const TWINS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
    PINBOARD_NOTIFICATION_LEICHT,
    MEIN_WEG_NOTIFICATION_LEICHT,
    FEEDBACK_NOTIFICATIONS_LEICHT,
    INTERNSHIP_NOTIFICATIONS_LEICHT,
    QUEST_NOTIFICATION_LEICHT,
    NEWS_NOTIFICATION_TEXT_LEICHT_NEWS: NEWS_NOTIFICATION_TEXT_LEICHT.news,
    NEWS_NOTIFICATION_TEXT_LEICHT_EVENT: NEWS_NOTIFICATION_TEXT_LEICHT.event,
  };
  /** Names of people, firms and titles in the texts: two words, as most are. */
  const sample = (message: unknown) =>
    typeof message === 'function' ? String((message as (value: string) => unknown)('Frau Beispiel')) : String(message);

  for (const [name, texts] of Object.entries(TWINS)) {
    it(`${name}: every text keeps the rules of Leichte Sprache`, () => {
      const found = Object.entries(texts).flatMap(([key, message]) =>
        [...leichteSpracheRuleBreaks(sample(message)), ...(FORMAL_ADDRESS.test(sample(message)) ? ['Sie'] : [])].map((rule) => `${name}.${key}: ${rule}`),
      );
      expect(found).toEqual([]);
    });
  }

  it('twins every text of the student notifications', () => {
    const keys = (texts: object) => Object.keys(texts).sort();
    expect(keys(PINBOARD_NOTIFICATION_LEICHT)).toEqual(keys(PINBOARD_MESSAGES).filter((key) => key.startsWith('feedbackNotification')));
    expect(keys(MEIN_WEG_NOTIFICATION_LEICHT)).toEqual(keys(MEIN_WEG_MESSAGES).filter((key) => key.startsWith('activatedNotification')));
    // The supervisor's notifications go to teachers, who read Sie.
    expect(keys(FEEDBACK_NOTIFICATIONS_LEICHT)).toEqual(keys(FEEDBACK_NOTIFICATIONS).filter((key) => !key.startsWith('supervisorGiven')));
    expect(keys(INTERNSHIP_NOTIFICATIONS_LEICHT)).toEqual([...keys(INTERNSHIP_REVIEW_MESSAGES), 'reminderText', 'reminderTitle'].sort());
    expect(keys(QUEST_NOTIFICATION_LEICHT)).toEqual(keys(QUEST_NOTIFICATION));
  });
});
