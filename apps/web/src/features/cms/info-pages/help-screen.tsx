import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { startTour } from '../../../lib/app-events';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import { useMe } from '../../../lib/me/get-me';
import helpTexts from '../../../locales/de-help.json';
import { InfoPage } from './info-page';

addTexts(helpTexts);

/**
 * "Hilfe" (menu entry; spec 2 leaves its target open – decision 143): answers to common questions
 * from content/pages/hilfe*.md in du or Sie and Leichte Sprache, then the two ways on from here –
 * the tour (the menu offers it to every role but technical admins) and the barrier report.
 */
export function HelpScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const headingId = useId();
  const canTakeTour = me !== undefined && activeRoleOf(me) !== 'TECHNICAL_ADMIN';
  return (
    <InfoPage id="help">
      <section className="help-actions" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('help.moreTitle', { context })}</h2>
        <div className="actions">
          {canTakeTour && (
            <button type="button" className="button" onClick={startTour}>
              {t('help.startTour')}
            </button>
          )}
          <Link className="button button--secondary" to={{ pathname, search: '?barrier_modal' }}>
            {t('help.reportBarrier')}
          </Link>
        </div>
      </section>
      <ExplanationBox target="hilfe" />
    </InfoPage>
  );
}
