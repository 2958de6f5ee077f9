import path from 'node:path';
import type { AppConfig } from '../config';
import { createFileTransport, type MailTransport } from './file-transport';

export type { MailTransport, SentMail } from './file-transport';
export type { MailMessage } from './mail-message';
export { parseMessage } from './mail-message';

/** The mail folder: `$MAIL_DIR`, by default `$DATA_DIR/mail`. */
export function mailFolderOf(config: Pick<AppConfig, 'dataDir' | 'mail'>): string {
  return config.mail.dir ?? path.join(config.dataDir, 'mail');
}

/** The configured transport. Only the file transport exists yet; SMTP is decision 021's open point. */
export function createMailTransport(config: Pick<AppConfig, 'dataDir' | 'mail'>): MailTransport {
  return createFileTransport(mailFolderOf(config));
}
