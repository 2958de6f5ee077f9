import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';

addTexts(pageTexts);

/** A pending signature flow, where start-up sends the user first (spec 2, 4); built by the signatures issue. */
export function SignatureFlowScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  const { uuid = '' } = useParams();
  return (
    <div className="page">
      <PageHeading pageName={t('pages.signatureFlow')}>{t('signatureFlow.title')}</PageHeading>
      <p className="lead">{t('signatureFlow.text', { context })}</p>
      <p className="hint">{t('signatureFlow.reference', { uuid })}</p>
    </div>
  );
}
