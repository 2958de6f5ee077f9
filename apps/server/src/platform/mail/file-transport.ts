import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMessage, type MailMessage } from './mail-message';

export type SentMail = { id: string; location: string };

/** Sends e-mails. The one implementation for now writes them as files (decision 021). */
export interface MailTransport {
  send(message: MailMessage): Promise<SentMail>;
}

/**
 * Writes every message as an `.eml` file into a folder, where an operator's mail relay, a person
 * or a test can pick it up. The file appears complete or not at all (written under a temporary
 * name, then renamed).
 */
export function createFileTransport(folder: string, now: () => Date = () => new Date()): MailTransport {
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const id = randomUUID();
      const date = now();
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const location = path.join(folder, `${stamp}-${id}.eml`);
      const temporary = path.join(folder, `.${id}.tmp`);
      await writeFile(temporary, formatMessage(message, { date }), { encoding: 'utf8', flag: 'wx' });
      await rename(temporary, location);
      return { id, location };
    },
  };
}
