import { ASSESSMENT_SHARED_MESSAGES, ASSESSMENT_SHARED_MESSAGES_LEICHT } from '../bo/assessments';
import { FEEDBACK_STUDENT_MESSAGES, FEEDBACK_STUDENT_MESSAGES_LEICHT } from '../bo/feedback';
import {
  INTERNSHIP_REPORT_MESSAGES,
  INTERNSHIP_REPORT_MESSAGES_LEICHT,
  INTERNSHIP_STUDENT_MESSAGES,
  INTERNSHIP_STUDENT_MESSAGES_LEICHT,
} from '../bo/internships';
import { ANSWER_MESSAGES, ANSWER_MESSAGES_LEICHT } from '../bo/mein-weg-answers';
import { PINBOARD_STUDENT_MESSAGES, PINBOARD_STUDENT_MESSAGES_LEICHT } from '../bo/pinboard';
import { PORTFOLIO_MESSAGES, PORTFOLIO_MESSAGES_LEICHT } from '../bo/portfolio';
import { STATEMENT_MESSAGES, STATEMENT_MESSAGES_LEICHT } from '../bo/statements';
import { STORY_MESSAGES, STORY_MESSAGES_LEICHT } from '../bo/stories';
import { FILE_MESSAGES, FILE_MESSAGES_DU, FILE_MESSAGES_LEICHT } from '../files/file-rules';
import { OWN_PASSWORD_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '../identity/password-change';
import { NEWS_READER_MESSAGES, NEWS_READER_MESSAGES_LEICHT } from '../messaging/news';
import { TICKET_MESSAGES, TICKET_MESSAGES_LEICHT } from '../messaging/support-tickets';
import { ERROR_MESSAGES, ERROR_MESSAGES_DU, ERROR_MESSAGES_LEICHT, REQUEST_MESSAGES, REQUEST_MESSAGES_DU, REQUEST_MESSAGES_LEICHT } from './error-codes';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_MESSAGES_DU, IDEMPOTENCY_MESSAGES_LEICHT } from './idempotency';
import { validationMessages, validationMessagesDu, validationMessagesLeicht } from './validation';

/**
 * How the server words a message for its reader: `sie` for adults and callers not signed in, `du`
 * for students, `leicht` for students who switched on Leichte Sprache (decisions 232 and 234).
 */
export type MessageForm = 'sie' | 'du' | 'leicht';

/** The form a caller reads: by the active role and the account's Leichte-Sprache setting. */
export function messageFormOf(isInformal: boolean, simpleLanguage: boolean): MessageForm {
  if (!isInformal) return 'sie';
  return simpleLanguage ? 'leicht' : 'du';
}

type MessageSet = Readonly<Record<string, unknown>>;

/**
 * Server messages a student can reach, each with its du variant and its Leichte-Sprache twin
 * declared beside it (CONTENT.md: du for students, Sie for everyone else; decision 231 for the
 * rules of Leichte Sprache). The server answers students with the du variant, students with
 * Leichte Sprache with the twin (`apps/server/src/platform/http/errors.ts`); a test keeps every
 * message here paired and every twin within the rules.
 */
export const STUDENT_REACHABLE_MESSAGES: readonly { name: string; sie: MessageSet; du: MessageSet; leicht: MessageSet }[] = [
  { name: 'ERROR_MESSAGES', sie: ERROR_MESSAGES, du: ERROR_MESSAGES_DU, leicht: ERROR_MESSAGES_LEICHT },
  { name: 'REQUEST_MESSAGES', sie: REQUEST_MESSAGES, du: REQUEST_MESSAGES_DU, leicht: REQUEST_MESSAGES_LEICHT },
  { name: 'IDEMPOTENCY_MESSAGES', sie: IDEMPOTENCY_MESSAGES, du: IDEMPOTENCY_MESSAGES_DU, leicht: IDEMPOTENCY_MESSAGES_LEICHT },
  { name: 'FILE_MESSAGES', sie: FILE_MESSAGES, du: FILE_MESSAGES_DU, leicht: FILE_MESSAGES_LEICHT },
  { name: 'PASSWORD_CHANGE_MESSAGES', sie: PASSWORD_CHANGE_MESSAGES.sie, du: PASSWORD_CHANGE_MESSAGES.du, leicht: PASSWORD_CHANGE_MESSAGES.leicht },
  { name: 'OWN_PASSWORD_MESSAGES', sie: OWN_PASSWORD_MESSAGES.sie, du: OWN_PASSWORD_MESSAGES.du, leicht: OWN_PASSWORD_MESSAGES.leicht },
  // Worded without address and read by students and staff alike: the du variant is the message itself.
  { name: 'ASSESSMENT_SHARED_MESSAGES', sie: ASSESSMENT_SHARED_MESSAGES, du: ASSESSMENT_SHARED_MESSAGES, leicht: ASSESSMENT_SHARED_MESSAGES_LEICHT },
  { name: 'NEWS_READER_MESSAGES', sie: NEWS_READER_MESSAGES, du: NEWS_READER_MESSAGES, leicht: NEWS_READER_MESSAGES_LEICHT },
  { name: 'TICKET_MESSAGES', sie: TICKET_MESSAGES, du: TICKET_MESSAGES, leicht: TICKET_MESSAGES_LEICHT },
];

/**
 * Server messages only students reach, written in du, each with its Leichte-Sprache twin
 * (decision 234). Sets that mix student and staff messages list their student part here (staff
 * read the standard text: the twin is picked only for the `leicht` form). A set that students
 * reach and that is not listed here or above is exempt for a reason decision 234 names.
 */
export const STUDENT_ONLY_MESSAGES: readonly { name: string; du: MessageSet; leicht: MessageSet }[] = [
  { name: 'STORY_MESSAGES', du: STORY_MESSAGES, leicht: STORY_MESSAGES_LEICHT },
  { name: 'ANSWER_MESSAGES', du: ANSWER_MESSAGES, leicht: ANSWER_MESSAGES_LEICHT },
  { name: 'STATEMENT_MESSAGES', du: STATEMENT_MESSAGES, leicht: STATEMENT_MESSAGES_LEICHT },
  { name: 'PINBOARD_STUDENT_MESSAGES', du: PINBOARD_STUDENT_MESSAGES, leicht: PINBOARD_STUDENT_MESSAGES_LEICHT },
  { name: 'INTERNSHIP_STUDENT_MESSAGES', du: INTERNSHIP_STUDENT_MESSAGES, leicht: INTERNSHIP_STUDENT_MESSAGES_LEICHT },
  { name: 'INTERNSHIP_REPORT_MESSAGES', du: INTERNSHIP_REPORT_MESSAGES, leicht: INTERNSHIP_REPORT_MESSAGES_LEICHT },
  { name: 'FEEDBACK_STUDENT_MESSAGES', du: FEEDBACK_STUDENT_MESSAGES, leicht: FEEDBACK_STUDENT_MESSAGES_LEICHT },
  { name: 'PORTFOLIO_MESSAGES', du: PORTFOLIO_MESSAGES, leicht: PORTFOLIO_MESSAGES_LEICHT },
];

/** What a template is built around: a field's label (any text) or a number (a length, a size). */
type TemplateValue = 'text' | 'number';
type TemplateText = (...values: string[]) => string;

/**
 * Server messages a student can reach that are built around values (a field's label, a length),
 * each with its du variant and its Leichte-Sprache twin: the message is recognised by the text
 * around the values (decisions 232 and 234). Validation messages that do not address the reader
 * read the same in du.
 */
export const STUDENT_REACHABLE_TEMPLATES: readonly { name: string; values: readonly TemplateValue[]; sie: TemplateText; du: TemplateText; leicht: TemplateText }[] = [
  ...(['required', 'email', 'mimes', 'regex', 'integer', 'numeric', 'accepted'] as const).map((key) => ({
    name: `validationMessages.${key}`,
    values: ['text'] as const,
    sie: (label: string) => validationMessages[key](label),
    du: (label: string) => validationMessages[key](label),
    leicht: (label: string) => validationMessagesLeicht[key](label),
  })),
  ...(['max', 'min', 'size'] as const).map((key) => ({
    name: `validationMessages.${key}`,
    values: ['text', 'number'] as const,
    sie: (label: string, amount: string) => validationMessages[key](label, Number(amount)),
    du: (label: string, amount: string) => validationMessages[key](label, Number(amount)),
    leicht: (label: string, amount: string) => validationMessagesLeicht[key](label, Number(amount)),
  })),
  {
    name: 'validationMessages.controlCharacter',
    values: ['text'],
    sie: validationMessages.controlCharacter,
    du: validationMessagesDu.controlCharacter,
    leicht: validationMessagesLeicht.controlCharacter,
  },
  {
    name: 'OWN_PASSWORD_MESSAGES.lockedOut',
    values: ['number'],
    sie: (minutes: string) => OWN_PASSWORD_MESSAGES.sie.lockedOut(Number(minutes)),
    du: (minutes: string) => OWN_PASSWORD_MESSAGES.du.lockedOut(Number(minutes)),
    leicht: (minutes: string) => OWN_PASSWORD_MESSAGES.leicht.lockedOut(Number(minutes)),
  },
];

/** Addresses the reader with Sie (capitalised Sie mid-sentence, Ihr/Ihnen …). */
export const FORMAL_ADDRESS = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

/**
 * Sie message → du message and Sie or du message → Leichte Sprache, for the fixed texts above. Built
 * on first use, not at import: the web app imports the contracts too, and a module-level loop would
 * keep every message set in its first screen although the client never calls it.
 */
let fixedVariants: Record<'du' | 'leicht', Map<string, string>> | undefined;
function fixedVariantsOf(form: 'du' | 'leicht'): Map<string, string> {
  if (!fixedVariants) {
    fixedVariants = { du: new Map<string, string>(), leicht: new Map<string, string>() };
    for (const { sie, du, leicht } of STUDENT_REACHABLE_MESSAGES) {
      for (const [key, message] of Object.entries(sie)) {
        const duText = du[key];
        const leichtText = leicht[key];
        // Functions (`lockedOut`) are templates, below.
        if (typeof message !== 'string' || typeof duText !== 'string' || typeof leichtText !== 'string') continue;
        fixedVariants.du.set(message, duText);
        fixedVariants.leicht.set(message, leichtText);
        fixedVariants.leicht.set(duText, leichtText);
      }
    }
    for (const { du, leicht } of STUDENT_ONLY_MESSAGES) {
      for (const [key, message] of Object.entries(du)) {
        const leichtText = leicht[key];
        if (typeof message === 'string' && typeof leichtText === 'string') fixedVariants.leicht.set(message, leichtText);
      }
    }
  }
  return fixedVariants[form];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Stand-ins for the values while a template is taken apart: text markers, and numbers no message holds. */
const markerOf = (kind: TemplateValue, index: number) => (kind === 'number' ? String(987_654_320 + index) : `\u0000${index}\u0000`);

type CompiledTemplate = { pattern: RegExp; order: number[]; variants: Record<'du' | 'leicht', TemplateText> };

/**
 * A pattern that recognises one wording of a template, and the order in which its values appear
 * (a value's index in the template's arguments, per capture group).
 */
function compile(wording: TemplateText, values: readonly TemplateValue[]): { pattern: RegExp; order: number[] } {
  const markers = values.map((kind, index) => markerOf(kind, index));
  const text = wording(...markers);
  const byMarker = new Map(markers.map((marker, index) => [marker, index]));
  const order: number[] = [];
  const source = text
    .split(new RegExp(`(${markers.map(escapeRegExp).join('|')})`))
    .map((part) => {
      const index = byMarker.get(part);
      if (index === undefined) return escapeRegExp(part);
      order.push(index);
      return values[index] === 'number' ? '(\\d+)' : '([^]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), order };
}

/** Each template as the Sie and the du wording look (a service may already have written du); built on first use, like the fixed texts. */
let compiledTemplates: CompiledTemplate[] | undefined;
function compiledTemplatesOnce(): CompiledTemplate[] {
  compiledTemplates ??= STUDENT_REACHABLE_TEMPLATES.flatMap(({ values, sie, du, leicht }) =>
    [sie, du].map((wording) => ({ ...compile(wording, values), variants: { du, leicht } })),
  );
  return compiledTemplates;
}

function variantOfTemplate(message: string, form: 'du' | 'leicht'): string | undefined {
  for (const { pattern, order, variants } of compiledTemplatesOnce()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: string[] = [];
    order.forEach((index, group) => {
      values[index] = match[group + 1] ?? '';
    });
    return variants[form](...values);
  }
  return undefined;
}

/**
 * A server message as a student reads it: the du variant, or the Leichte-Sprache twin; the
 * message itself when it has none (it is then worded without Sie).
 */
export function studentVariantOf(message: string, form: 'du' | 'leicht'): string {
  return fixedVariantsOf(form).get(message) ?? variantOfTemplate(message, form) ?? message;
}

/** The du variant of a server message, or the message itself when it has none (it is then worded without Sie). */
export function duVariantOf(message: string): string {
  return studentVariantOf(message, 'du');
}

/** The Leichte-Sprache twin of a server message (from its Sie or du wording), or the message itself. */
export function leichteSpracheVariantOf(message: string): string {
  return studentVariantOf(message, 'leicht');
}
