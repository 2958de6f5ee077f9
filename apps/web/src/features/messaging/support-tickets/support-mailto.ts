/** What the technical-support draft says about the sender (spec 7). */
export type SupportContext = {
  state: string;
  schoolName: string;
  schoolId: string;
  postcode: string;
  city: string;
  userName: string;
  userEmail: string;
};

export type SupportContextLabels = Record<keyof SupportContext, string>;

const CONTEXT_ORDER: (keyof SupportContext)[] = ['state', 'schoolName', 'schoolId', 'postcode', 'city', 'userName', 'userEmail'];

/** The body of the draft: the description, then one "Label: value" line per context field. */
export function buildSupportBody(description: string, context: SupportContext, labels: SupportContextLabels): string {
  const block = CONTEXT_ORDER.map((key) => `${labels[key]}: ${context[key] || '–'}`);
  return [description, '', '-----', ...block].join('\n');
}

/**
 * A `mailto:` link to the support mailbox with the title as subject (RFC 6068: every part
 * percent-encoded, line breaks as CRLF).
 */
export function buildSupportMailto(mailbox: string, subject: string, body: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(mailbox).replace('%40', '@')}?subject=${encode(subject)}&body=${encode(body)}`;
}
