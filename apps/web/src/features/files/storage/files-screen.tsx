import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';

addTexts(pageTexts);

/** Storage management (spec 2, linked from the storage-full dialog); built by the files issue. */
export function FilesScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <div className="page">
      <PageHeading pageName={t('pages.files')}>{t('files.title')}</PageHeading>
      <p className="lead">{t('files.text', { context })}</p>
    </div>
  );
}
