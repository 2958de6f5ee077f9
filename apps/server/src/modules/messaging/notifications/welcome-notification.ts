import { isInformalRole } from '@berufswahl/contracts';
import type { NewNotificationInput, NotificationTextsLeicht } from './new-notification-input';

/** The student's welcome in Leichte Sprache (decision 234), shown when the mode is on while reading. */
export const WELCOME_NOTIFICATION_LEICHT: NotificationTextsLeicht = {
  title: 'Deine 1. Nachricht',
  message:
    'Hier zeigt dir die App neue Sachen als Nachricht. So wie diese Nachricht. Kannst du etwas in der App nicht gut benutzen? Dann sag es uns. Wie das geht, steht in der Erklärung zur Barriere·freiheit. Barriere·freiheit heißt: Alle Menschen können die App gut benutzen.',
  linkText: 'Zur Erklärung',
  cancelText: 'Alles klar',
};

/**
 * The first notification every account gets (decision 022). Students read "du", everyone else
 * "Sie" (CONTENT.md). Stored with the words of the role the account had when it arrived.
 */
export function welcomeNotificationFor(activeRole: string): NewNotificationInput {
  const isInformal = isInformalRole(activeRole);
  return {
    type: 'welcome',
    icon: 'welcome',
    isModal: true,
    title: isInformal ? 'Deine erste Nachricht' : 'Ihre erste Nachricht',
    message: isInformal
      ? 'Wenn es etwas Neues für dich gibt, zeigt Berufswahl es dir als Nachricht wie diese. Findest du etwas, das du nicht gut bedienen kannst? Dann melde uns die Barriere – wie das geht, steht in der Erklärung zur Barrierefreiheit.'
      : 'Wenn es etwas Neues für Sie gibt, zeigt Berufswahl es Ihnen als Nachricht wie diese. Finden Sie etwas, das Sie nicht gut bedienen können? Dann melden Sie uns die Barriere – wie das geht, steht in der Erklärung zur Barrierefreiheit.',
    link: '/barrier-free-info',
    linkText: 'Zur Erklärung der Barrierefreiheit',
    cancelText: isInformal ? 'Alles klar' : 'Schließen',
    ...(isInformal ? { leichteSprache: WELCOME_NOTIFICATION_LEICHT } : {}),
  };
}
