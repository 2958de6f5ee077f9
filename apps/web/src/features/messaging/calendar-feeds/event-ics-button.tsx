import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatStoreError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';

/**
 * „In meinen Kalender (.ics)“ under an event: downloads the event as a file the calendar app
 * opens. The download code loads on the first press; the outcome goes to the list's outcome line.
 */
export function EventIcsButton({ event, onOutcome }: { event: { uuid: string; title: string; date: string }; onOutcome: (message: string, isFailure: boolean) => void }) {
  const { t } = useTranslation();
  const context = useFormality();
  const download = async () => {
    try {
      const { downloadEventIcs } = await import('./api/download-event-ics');
      await downloadEventIcs(event);
      onOutcome(t('calendar.eventIcsDone', { context, title: event.title }), false);
    } catch (error) {
      onOutcome(t('calendar.eventIcsFailed', { message: formatStoreError(error) }), true);
    }
  };
  return (
    <Button className="button button--secondary" aria-label={t('calendar.eventIcsItem', { title: event.title })} onPress={() => void download()}>
      {t('calendar.eventIcs')}
    </Button>
  );
}
