import { isInformalRole } from '@berufswahl/contracts';
import type { NewNotificationInput } from './new-notification-input';

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
  };
}
