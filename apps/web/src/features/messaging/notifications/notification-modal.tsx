import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { NotificationIcon } from './notification-icon';

interface NotificationModalProps {
  notification: Notification;
  /** Close button and Escape: mark read, then the next one shows. */
  onClose: () => void;
  /** Link button: mark read, then navigate. */
  onFollowLink: (link: string) => void;
}

/** An unread notification (spec 2): icon, title, message, optional link button, close button. */
export function NotificationModal({ notification, onClose, onFollowLink }: NotificationModalProps) {
  const { t } = useTranslation();
  const { link, link_text: linkText } = notification;
  return (
    <ModalDialog title={notification.title} onClose={onClose} className="notification" holdsNotifications={false}>
      <div className="notification__content">
        <NotificationIcon icon={notification.icon} />
        <p className="notification__message">{notification.message}</p>
      </div>
      <div className="dialog__actions">
        {link && (
          <Button className="button button--secondary" onPress={() => onFollowLink(link)}>
            {linkText || link}
          </Button>
        )}
        <Button className="button" onPress={onClose} autoFocus>
          {notification.cancel_text || t('messaging.notification.defaultClose')}
        </Button>
      </div>
    </ModalDialog>
  );
}
