import { FEEDBACK_MESSAGES, formatGermanDay } from '@berufswahl/contracts';
import type { MailMessage } from '../../../platform/mail';

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

/** Who gets a feedback link by e-mail and where it leads; the same for a supervisor and a parent. */
type LinkMailBase = {
  from: string;
  to: string;
  recipientName: string | null;
  studentFirstName: string;
  schoolName: string;
  url: string;
  expiresAt: Date;
};

/** A feedback link's e-mail (Sie, plain text): greeting, why, the link, its expiry, the closing. */
function composeLinkMail(base: LinkMailBase, subject: string, why: string, linkLead: string): MailMessage {
  return {
    from: base.from,
    to: [base.to],
    subject,
    text: [
      base.recipientName ? `Guten Tag ${base.recipientName},` : 'Guten Tag,',
      '',
      why,
      '',
      linkLead,
      base.url,
      '',
      `Der Link gilt bis zum ${germanDayOfInstant(base.expiresAt)}.`,
      ...CLOSING,
    ].join('\n'),
  };
}

/** The e-mail to a placement's supervisor: who asks, for which placement, the link. */
export function composeSupervisorMail(input: LinkMailBase & { companyName: string; startDate: string; endDate: string }): MailMessage {
  const name = input.studentFirstName;
  return composeLinkMail(
    input,
    FEEDBACK_MESSAGES.mailSubject(name),
    `${name} von der Schule „${input.schoolName}“ war vom ${formatGermanDay(input.startDate)} bis ${formatGermanDay(input.endDate)} ` +
      `bei ${input.companyName} im Praktikum und bittet Sie um eine kurze Rückmeldung: wie Sie ${name} im Praktikum erlebt haben ` +
      'und an wie vielen Tagen sie oder er anwesend war. Das dauert etwa fünf Minuten.',
    'Hier geht es zur Rückmeldung:',
  );
}

/** The e-mail to a parent: the student asks for an assessment. */
export function composeParentMail(input: LinkMailBase): MailMessage {
  const name = input.studentFirstName;
  return composeLinkMail(
    input,
    FEEDBACK_MESSAGES.parentMailSubject(name),
    `${name} beschäftigt sich an der Schule „${input.schoolName}“ mit der Berufswahl und möchte wissen, ` +
      `wie Sie ${name} einschätzen: bei einigen Stärken, die im Beruf wichtig sind. Das dauert etwa fünf Minuten.`,
    'Hier geht es zur Einschätzung:',
  );
}
