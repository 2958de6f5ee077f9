import { randomUUID } from 'node:crypto';

export type MailAddress = string;

/** A plain-text e-mail. */
export type MailMessage = {
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
};

const MAX_LINE = 76;

/** Whether a header value can go out as it is (printable ASCII, no line breaks). */
function isPlainHeader(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/**
 * A header value as RFC 2047 encoded words (UTF-8, base64) when it holds anything but printable
 * ASCII. Line breaks a user typed into a subject can therefore never start a new header.
 */
export function encodeHeaderValue(value: string): string {
  if (isPlainHeader(value)) return value;
  const words: string[] = [];
  let chunk = '';
  // At most 45 bytes per word keep each encoded word under 75 characters; never split a character.
  for (const character of value) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** Reads RFC 2047 encoded words back (for tests and tools that look at written mails). */
export function decodeHeaderValue(value: string): string {
  const unfolded = value.replace(/\?=\r?\n[ \t]+=\?/g, '?==?');
  return unfolded.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_match, encoded: string) =>
    Buffer.from(encoded, 'base64').toString('utf8'),
  );
}

/** Quoted-printable (RFC 2045) of UTF-8 text with CRLF line ends and soft breaks at 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return lines
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const encoded: string[] = [];
      bytes.forEach((byte, index) => {
        const isLast = index === bytes.length - 1;
        const isPrintable = byte >= 33 && byte <= 126 && byte !== 61;
        const isInnerSpace = (byte === 32 || byte === 9) && !isLast;
        encoded.push(isPrintable || isInnerSpace ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
      });
      const out: string[] = [];
      let current = '';
      for (const token of encoded) {
        if (current.length + token.length > MAX_LINE - 1) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** Decodes quoted-printable text (for tests and tools). */
export function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const character = joined[index];
    const hex = joined.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

function domainOf(address: MailAddress): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/** The message in Internet Message Format (RFC 5322 + MIME), as an `.eml` file or SMTP DATA holds it. */
export function formatMessage(message: MailMessage, options: { date?: Date; messageId?: string } = {}): string {
  const date = options.date ?? new Date();
  const messageId = options.messageId ?? `<${randomUUID()}@${domainOf(message.from)}>`;
  const headers = [
    `From: ${encodeHeaderValue(message.from)}`,
    `To: ${message.to.map(encodeHeaderValue).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${encodeHeaderValue(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderValue(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${encodeQuotedPrintable(message.text)}\r\n`;
}

/** Splits a formatted message into decoded headers and body (for tests and tools). */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const separator = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, separator).split(/\r\n(?![ \t])/)) {
    const colon = line.indexOf(':');
    const value = decodeHeaderValue(line.slice(colon + 1).trim()).replace(/\r\n[ \t]+/g, ' ');
    headers[line.slice(0, colon).toLowerCase()] = value;
  }
  return { headers, text: decodeQuotedPrintable(raw.slice(separator + 4)).replace(/\n$/, '') };
}
