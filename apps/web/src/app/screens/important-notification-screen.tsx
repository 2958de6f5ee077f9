import '../../features/identity/administration/register-texts';
import { useTranslation } from 'react-i18next';
import { ExplanationBox } from '../../components/explanations/explanation-box';
import { PageHeading } from '../../components/ui/page-heading';
import { LandAdminNav } from '../../features/identity/administration/land-nav';
import { ImportantNotificationEditor } from '../../features/messaging/important-notifications/important-notification-editor';

/**
 * "Wichtige Mitteilung" in the Land administration (decision 023): the messaging feature's editor
 * under the administration's sub-navigation – composed here, as features do not import each other.
 */
export function ImportantNotificationScreen() {
  const { t } = useTranslation();
  return (
    <div className="page admin-page">
      <PageHeading pageName={t('importantEditor.pageName')}>{t('importantEditor.title')}</PageHeading>
      <LandAdminNav />
      <ExplanationBox target="verwaltung-mitteilung" />
      <ImportantNotificationEditor />
    </div>
  );
}
