import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERNSHIP_PATHS } from '../internship-paths';
import { addTexts } from '../../../../lib/i18n';
import linkTexts from '../../../../locales/de-internships-links.json';

// Only the two link texts: the dashboard shows this link, the staff screens' texts load with them.
addTexts(linkTexts);

/**
 * A learning group's internships: "Klasse 8a: Praktika" in the dashboard's list of groups (with
 * `className`), "Praktika dieser Lerngruppe" on the group's own overview page (without).
 */
export function ClassInternshipsLink({ classUuid, className }: { classUuid: string; className?: string }) {
  const { t } = useTranslation();
  const text = className ? t('internshipsLinks.groupLink', { className }) : t('internshipsLinks.fromStatistics');
  return <Link to={INTERNSHIP_PATHS.ofClass(classUuid)}>{text}</Link>;
}
