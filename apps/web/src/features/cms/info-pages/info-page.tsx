import { useTranslation } from 'react-i18next';
import type { PageSlug } from '@berufswahl/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { useMe } from '../../identity/me/api/get-me';
import { formatDate } from '../../../lib/format';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';
import { Markdown } from '../markdown/markdown';
import { usePage } from './api/get-page';

addTexts(pageTexts);

export type InfoPageId = 'dataProtection' | 'imprint' | 'signLanguage' | 'visuallyImpaired' | 'barrierFreeInfo';

const SLUGS: Record<InfoPageId, PageSlug> = {
  dataProtection: 'data-protection',
  imprint: 'imprint',
  signLanguage: 'gebaerdensprache',
  visuallyImpaired: 'sehbeeintraechtigte',
  barrierFreeInfo: 'barrier-free-info',
};

/**
 * An information page from the CMS (content/pages). In simple-language mode the Leichte-Sprache
 * text is shown where there is one.
 */
export function InfoPage({ id }: { id: InfoPageId }) {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  const { data: page, isError } = usePage(SLUGS[id]);
  const isSimple = me?.simple_language === true;
  const title = page ? ((isSimple && page.title_el) || page.title) : t(`infoPages.${id}.title`);
  const body = page ? ((isSimple && page.body_el) || page.body) : null;

  return (
    <div className="page info-page">
      <PageHeading pageName={t(`pages.${id}`)}>{title}</PageHeading>
      {body !== null && <Markdown source={body} />}
      {body === null && !isError && (
        <p className="hint" role="status">
          {t('infoPages.loading')}
        </p>
      )}
      {isError && (
        <p className="form-error" role="alert">
          {t('infoPages.loadError', { context })}
        </p>
      )}
      {page?.updated && (
        <p className="hint">{t('infoPages.updated', { date: formatDate(page.updated) })}</p>
      )}
    </div>
  );
}
