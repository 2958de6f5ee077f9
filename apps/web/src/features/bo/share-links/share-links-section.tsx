import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStoreError } from '../../../lib/api-client';
import { useShareLinks } from './api/share-links';
import { CreateShareLinkForm } from './create-share-link-form';
import { ShareLinkList } from './share-link-list';
import './share-links.css';
import './share-links-texts';

/**
 * „Teilen“ on the portfolio screen (issue 18, decision 236): a link to the whole portfolio, and
 * every link of the student – the portfolio's and the stories' – with its opens and revoke. When
 * the school has switched sharing off, the section says so and the form is disabled.
 */
export function ShareLinksSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const links = useShareLinks();
  const sharingOff = links.data?.sharing_enabled === false;

  return (
    <section aria-labelledby={headingId} className="portfolio__section share-links-section">
      <h2 id={headingId}>{t('shareLinks.heading')}</h2>
      <p>{t('shareLinks.intro')}</p>
      {sharingOff && (
        <div className="notice">
          <p>{t('shareLinks.sharingOff')}</p>
        </div>
      )}
      <h3>{t('shareLinks.form.headingPortfolio')}</h3>
      <CreateShareLinkForm target="portfolio" isDisabled={sharingOff} />
      {links.isPending ? (
        <p role="status">{t('shareLinks.list.loading')}</p>
      ) : links.isError ? (
        <p role="alert" className="form-error">
          {t('shareLinks.list.loadFailed', { error: formatStoreError(links.error) })}
        </p>
      ) : (
        <ShareLinkList links={links.data.links} />
      )}
    </section>
  );
}
