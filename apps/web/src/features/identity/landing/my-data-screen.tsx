import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-lifecycle.json';
import simpleTexts from '../../../locales/de-lifecycle.leicht.json';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { DataExportSection } from './data-export-section';
import { OwnPasswordSection } from './own-password-section';
import { AnalyticsSection } from './analytics-section';
import './lifecycle.css';

addTexts(texts, simpleTexts);

/** "Meine Daten" (menu): the copy of one's own data (DSGVO Art. 15) and the own password, for every active role. */
export function MyDataScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <div className="page lifecycle">
      <PageHeading pageName={t('lifecycle.myData.title')}>{t('lifecycle.myData.title')}</PageHeading>
      <p className="lead">{t('lifecycle.myData.text', { context })}</p>
      <DataExportSection />
      <OwnPasswordSection />
      <AnalyticsSection />
      <ExplanationBox target="meine-daten" />
    </div>
  );
}
