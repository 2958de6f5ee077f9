import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';

addTexts(pageTexts);

export type InfoPageId = 'dataProtection' | 'imprint' | 'signLanguage' | 'visuallyImpaired' | 'barrierFreeInfo';

/** The information pages share one frame; their real content comes from the CMS in a later issue. */
export function InfoPage({ id }: { id: InfoPageId }) {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <div className="page">
      <PageHeading pageName={t(`pages.${id}`)}>{t(`infoPages.${id}.title`)}</PageHeading>
      <p className="lead">{t(`infoPages.${id}.text`, { context })}</p>
    </div>
  );
}
