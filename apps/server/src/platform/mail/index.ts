import path from 'node:path';
import type { AppConfig } from '../config';
import { createFileTransport, type MailTransport } from './file-transport';
import { createSmtpTransport } from './smtp-transport';

export type { MailTransport, SentMail } from './file-transport';
export type { MailMessage } from './mail-message';
export { parseMessage } from './mail-message';

/** The mail folder: `$MAIL_DIR`, by default `$DATA_DIR/mail`. */
export function mailFolderOf(config: Pick<AppConfig, 'dataDir' | 'mail'>): string {
  return config.mail.dir ?? path.join(config.dataDir, 'mail');
}

/** SMTP when `SMTP_URL` is set, otherwise `.eml` files in the mail folder (decision 021). */
export function createMailTransport(config: Pick<AppConfig, 'dataDir' | 'mail'>): MailTransport {
  if (config.mail.smtpUrl) return createSmtpTransport(config.mail.smtpUrl);
  return createFileTransport(mailFolderOf(config));
}
