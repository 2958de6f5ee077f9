import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { useImportantNotification } from './api/get-important-notification';

const HIDDEN_KEY = 'berufswahl.important-notification.hidden';

function readHidden(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The important notification for school and state coordinators (spec 6). It can be hidden for
 * this browser session, so that it never covers the page for good; a changed text shows again.
 */
export function ImportantNotificationBanner({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const { data } = useImportantNotification({ isEnabled });
  const [hiddenText, setHiddenText] = useState(readHidden);
  const text = data?.important_notification;
  if (!isEnabled || !text || text === hiddenText) return null;

  const hide = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, text);
    } catch {
      // Private modes may refuse storage; hidden for this page view then.
    }
    setHiddenText(text);
  };

  return (
    <section className="banner banner--important" aria-label={t('messaging.important.label')}>
      <div className="banner__text">
        <strong>{t('messaging.important.label')}: </strong>
        {text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Button className="button button--secondary banner__action" onPress={hide}>
        {t('messaging.important.hide')}
      </Button>
    </section>
  );
}
