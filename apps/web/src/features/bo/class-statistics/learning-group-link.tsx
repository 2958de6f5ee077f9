import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-paths';
import linkTexts from '../../../locales/de-class-statistics-link.json';

// Only the link's text: the dashboard shows this link, the statistics' texts load with its screen.
addTexts(linkTexts);

/** A learning group on the teacher's dashboard, linking to its overview (decision 094). */
export function LearningGroupLink({ group }: { group: { uuid: string; grade: number; addition: string } }) {
  const { t } = useTranslation();
  const className = `${group.grade}${group.addition}`;
  return <Link to={PATHS.classStatistics(group.uuid)}>{t('classStatisticsLink.groupLink', { className })}</Link>;
}
