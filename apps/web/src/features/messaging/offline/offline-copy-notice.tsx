import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { addTexts } from '../../../lib/i18n';
import { useFormality } from '../../../lib/formality';
import { useMe } from '../../../lib/me/get-me';
import offlineCopyTexts from '../../../locales/de-offline-copy.json';
import simpleOfflineCopyTexts from '../../../locales/de-offline-copy.leicht.json';

addTexts(offlineCopyTexts, simpleOfflineCopyTexts);

const TIME_ZONE = 'Europe/Berlin';

/** `27.11., 10:42`, in Leichte Sprache `27. November 2026, 10:42` (CONTENT.md, Formats). */
function formatStand(fetchedAt: number, isSimpleLanguage: boolean): string {
  const date = new Date(fetchedAt);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { ...options, timeZone: TIME_ZONE }).format(date);
  const day = isSimpleLanguage ? format({ day: 'numeric', month: 'long', year: 'numeric' }) : format({ day: '2-digit', month: '2-digit' });
  return `${day}, ${format({ hour: '2-digit', minute: '2-digit' })}`;
}

export type OfflineCopyNoticeProps =
  /** Offline, with content from the offline copy fetched at `fetchedAt` (epoch ms). */
  | { kind: 'stand'; fetchedAt: number }
  /** Online again after the app started offline: a reload signs in. */
  | { kind: 'back' };

/**
 * The offline banner's notices about the offline copy (decision 239), in a chunk of their own
 * that the service worker precaches: the banner loads it only when one of them is due.
 */
export function OfflineCopyNotice(props: OfflineCopyNoticeProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  if (props.kind === 'stand') {
    const stand = formatStand(props.fetchedAt, Boolean(me?.simple_language));
    return <p className="banner banner--offline">{t('messaging.offlineCopy.stand', { context, stand })}</p>;
  }
  return (
    <div className="banner banner--offline">
      <p className="banner__text">{t('messaging.offlineCopy.back', { context })}</p>
      <div className="banner__actions">
        <Button className="button" onPress={() => location.reload()}>
          {t('messaging.offlineCopy.reload')}
        </Button>
      </div>
    </div>
  );
}
