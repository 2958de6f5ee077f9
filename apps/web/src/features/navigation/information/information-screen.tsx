import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/route-paths';
import { PageHeading } from '../../../components/ui/page-heading';
import { addTexts } from '../../../lib/i18n';
import helpTexts from '../../../locales/de-help.json';
import { ExplanationBox } from '../../../components/explanations/explanation-box';

addTexts(helpTexts);

/** "Informationen": the legal and accessibility pages in one list. */
export function InformationScreen() {
  const { t } = useTranslation();
  const links = [
    { to: PATHS.dataProtection, label: t('information.dataProtection') },
    { to: PATHS.imprint, label: t('information.imprint') },
    { to: PATHS.barrierFreeInfo, label: t('information.statement') },
    { to: PATHS.signLanguage, label: t('information.signLanguage') },
    { to: PATHS.visuallyImpaired, label: t('information.visuallyImpaired') },
  ];
  return (
    <div className="page">
      <PageHeading pageName={t('information.title')}>{t('information.title')}</PageHeading>
      <ExplanationBox target="informationen" />
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
