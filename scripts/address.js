// How a German text addresses its reader (decision 232): Sie forms for adults, du forms for
// students. Shared by the address test of the texts (scripts/address.test.mjs) and of the server
// messages (packages/contracts/src/shared/du-variants.test.ts mirrors the same rules).

/** Pronouns of the formal address; capitalised in the middle of a sentence they can only mean Sie. */
const FORMAL = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/gu;
/** A verb before "Sie" at the start of a sentence: an imperative or question in Sie ("Wählen Sie", "Bitte prüfen Sie", "Möchten Sie"). */
const FORMAL_VERB_FIRST = /(^|[.!?:„"“]\s*|\n\s*[-*•]?\s*)(Bitte\s+[a-zäöüß]+|[A-ZÄÖÜ][a-zäöüß]+(en|ern|eln)|Sind|Haben|Können|Möchten|Wollen|Müssen|Dürfen)\s+Sie\b/u;
/** Pronouns of the informal address (lower case anywhere; capitalised "Du", "Dein …" at a sentence start). */
const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|Du|Dich|Dir|Dein|Deine|Deinen|Deinem|Deiner|Deines)\b/u;

/** The text a person reads, without Markdown emphasis. */
const plain = (text) => text.replace(/\*\*/g, '').replace(/\{\{[^}]*\}\}/g, 'X');

/** True when the pronoun at `index` starts a sentence (where "Sie"/"Ihre" may mean she/they). */
function startsSentence(text, index) {
  const before = text.slice(0, index).replace(/[\s„"“»(]+$/u, '');
  return before === '' || /[.!?:…\n]$/u.test(before) || /(^|\n)\s*[-*•]$/u.test(before) || /(^|\n)#+$/u.test(before);
}

/** The Sie forms in a text, as found ("Sie", "Ihre", "Bitte prüfen Sie"). */
export function formalForms(text) {
  const readable = plain(text);
  const found = [];
  for (const match of readable.matchAll(FORMAL)) {
    if (!startsSentence(readable, match.index)) found.push(match[0]);
  }
  const verbFirst = readable.match(FORMAL_VERB_FIRST);
  if (verbFirst) found.push(`${verbFirst[2]} Sie`);
  return found;
}

/** The du forms in a text. */
export function informalForms(text) {
  const readable = plain(text);
  return [...readable.matchAll(new RegExp(INFORMAL.source, 'gu'))].map((match) => match[0]);
}
