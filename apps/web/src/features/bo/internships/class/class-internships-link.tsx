import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../lib/route-paths';
import './staff-texts';

/**
 * A learning group's internships: "Klasse 8a: Praktika" in the dashboard's list of groups (with
 * `className`), "Praktika dieser Lerngruppe" on the group's own overview page (without).
 */
export function ClassInternshipsLink({ classUuid, className }: { classUuid: string; className?: string }) {
  const { t } = useTranslation();
  const text = className ? t('internshipsStaff.class.groupLink', { className }) : t('internshipsStaff.class.fromStatistics');
  return <Link to={PATHS.classInternships(classUuid)}>{text}</Link>;
}
