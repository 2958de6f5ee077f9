import { FEEDBACK_MESSAGES } from '@berufswahl/contracts';
import type { MailMessage } from '../../../platform/mail';

/** `dd.mm.yyyy` of a `YYYY-MM-DD` day. */
function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The expiry as a German calendar day (Europe/Berlin). */
function germanDayOfInstant(instant: Date): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
}

const CLOSING = [
  'Sie brauchen dafür kein Konto. Der Link funktioniert einmal: Nach dem Absenden ist die Rückmeldung gespeichert, und der Link gilt nicht mehr.',
  '',
  'Vielen Dank für Ihre Unterstützung!',
  '',
  '--',
  'Diese E-Mail wurde über Berufswahl verschickt, die Plattform zur Berufsorientierung der Schule.',
  'Wenn Sie nicht wissen, worum es geht, können Sie diese E-Mail einfach löschen.',
];

/** The e-mail to a placement's supervisor (Sie, plain text): who asks, for which placement, the link. */
export function composeSupervisorMail(input: {
  from: string;
  to: string;
  recipientName: string | null;
  studentFirstName: string;
  schoolName: string;
  companyName: string;
  startDate: string;
  endDate: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const greeting = input.recipientName ? `Guten Tag ${input.recipientName},` : 'Guten Tag,';
  return {
    from: input.from,
    to: [input.to],
    subject: FEEDBACK_MESSAGES.mailSubject(input.studentFirstName),
    text: [
      greeting,
      '',
      `${input.studentFirstName} von der Schule „${input.schoolName}“ war vom ${germanDate(input.startDate)} bis ${germanDate(input.endDate)} ` +
        `bei ${input.companyName} im Praktikum und bittet Sie um eine kurze Rückmeldung: wie Sie ${input.studentFirstName} im Praktikum erlebt haben ` +
        'und an wie vielen Tagen sie oder er anwesend war. Das dauert etwa fünf Minuten.',
      '',
      'Hier geht es zur Rückmeldung:',
      input.url,
      '',
      `Der Link gilt bis zum ${germanDayOfInstant(input.expiresAt)}.`,
      ...CLOSING,
    ].join('\n'),
  };
}

/** The e-mail to a parent (Sie, plain text): the student asks for an assessment. */
export function composeParentMail(input: {
  from: string;
  to: string;
  recipientName: string | null;
  studentFirstName: string;
  schoolName: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const greeting = input.recipientName ? `Guten Tag ${input.recipientName},` : 'Guten Tag,';
  return {
    from: input.from,
    to: [input.to],
    subject: FEEDBACK_MESSAGES.parentMailSubject(input.studentFirstName),
    text: [
      greeting,
      '',
      `${input.studentFirstName} beschäftigt sich an der Schule „${input.schoolName}“ mit der Berufswahl und möchte wissen, ` +
        `wie Sie ${input.studentFirstName} einschätzen: bei einigen Stärken, die im Beruf wichtig sind. Das dauert etwa fünf Minuten.`,
      '',
      'Hier geht es zur Einschätzung:',
      input.url,
      '',
      `Der Link gilt bis zum ${germanDayOfInstant(input.expiresAt)}.`,
      ...CLOSING,
    ].join('\n'),
  };
}
