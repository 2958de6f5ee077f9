import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatDate, formatDateLong } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-lifecycle.json';
import simpleTexts from '../../../locales/de-lifecycle.leicht.json';
import { logout } from '../../../lib/keycloak';
import { useMe } from '../../../lib/me/get-me';
import { DataExportSection } from './data-export-section';
import { daysUntil } from './lifecycle-format';
import { ReactivationCodeSection } from './reactivation-code-section';
import { TransferCodeSection } from './transfer-code-section';
import './lifecycle.css';

addTexts(texts, simpleTexts);

/**
 * Landing page for deactivated accounts (spec 2): the time left until irrevocable deletion, the
 * data export, and how to continue at a school with a reactivation code. Deactivated accounts are
 * addressed with Sie (CONTENT.md). There is no menu here, so the page offers its own "Abmelden" –
 * the same logout as the menu's (on a shared school computer the next person must not find the
 * session open).
 */
export function LandingpageScreen() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const deletionDate = me?.deletion_date ?? null;
  const days = deletionDate ? daysUntil(deletionDate) : null;
  const date = deletionDate ? (me?.simple_language ? formatDateLong(deletionDate) : formatDate(deletionDate)) : '';
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  return (
    <div className="page lifecycle">
      <PageHeading pageName={t('pages.landingpage')}>{t('lifecycle.landing.title')}</PageHeading>
      <p className="lead">{t('lifecycle.landing.intro')}</p>
      <div className="lifecycle-logout">
        <p>{t('lifecycle.landing.logoutHint')}</p>
        <Button
          className="button button--secondary"
          isPending={isLoggingOut}
          onPress={() => {
            setIsLoggingOut(true);
            void logout();
          }}
        >
          {t('lifecycle.landing.logout')}
        </Button>
        <p role="status" className="visually-hidden">
          {isLoggingOut ? t('lifecycle.landing.loggingOut') : ''}
        </p>
      </div>
      <ExplanationBox target="landingpage" />

      <section className="notice" aria-labelledby="lifecycle-countdown-title" data-testid="deletion-countdown">
        <h2 id="lifecycle-countdown-title" className="notice__title">
          {t('lifecycle.landing.countdownTitle')}
        </h2>
        <p>
          {days === null
            ? t('lifecycle.landing.countdownNone')
            : days === 0
              ? t('lifecycle.landing.countdownToday')
              : t('lifecycle.landing.countdown', { count: days, date })}
        </p>
        {days !== null && <p>{t('lifecycle.landing.countdownHint')}</p>}
      </section>

      <DataExportSection />
      <TransferCodeSection />
      <ReactivationCodeSection />
    </div>
  );
}
