import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailTransport } from './file-transport';
import { formatMessage } from './mail-message';

/**
 * Hands every message to an SMTP server (`SMTP_URL`, e.g. `smtps://user:secret@mail.example.de:465`
 * or `smtp://relay.example.de:25`). The message is formatted by `formatMessage`, exactly as the
 * file transport writes it, and sent as it is.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const id = randomUUID();
      const info = await transporter.sendMail({
        envelope: { from: message.from, to: message.to },
        raw: formatMessage(message, { date: new Date() }),
      });
      return { id, location: `smtp:${info.messageId ?? id}` };
    },
  };
}
