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

export type OfflineCopyNoticeProps = {
  /** When the oldest answer shown from the offline copy was fetched (epoch ms); undefined when none is shown. */
  fetchedAt: number | undefined;
  /** The app started without a network and without a session: only a reload signs in again. */
  isStartedOffline: boolean;
  /** The connection came back after an offline start. */
  isBack: boolean;
};

/**
 * The offline banner's notices about the offline copy (decision 239), in a chunk of their own
 * that the service worker precaches: the banner loads it only when one of them is due.
 */
export function OfflineCopyNotice({ fetchedAt, isStartedOffline, isBack }: OfflineCopyNoticeProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  const text = isBack
    ? t('messaging.offlineCopy.back', { context })
    : fetchedAt !== undefined
      ? t('messaging.offlineCopy.stand', { context, stand: formatStand(fetchedAt, Boolean(me?.simple_language)) })
      : t('messaging.offline');
  if (!isStartedOffline) return <p className="banner banner--offline">{text}</p>;
  return (
    <div className="banner banner--offline">
      <p className="banner__text">{text}</p>
      <div className="banner__actions">
        <Button className="button" onPress={() => location.reload()}>
          {t('messaging.offlineCopy.reload')}
        </Button>
      </div>
    </div>
  );
}
