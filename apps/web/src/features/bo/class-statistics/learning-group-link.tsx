import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-paths';
import texts from '../../../locales/de-class-statistics.json';
import simpleTexts from '../../../locales/de-class-statistics.leicht.json';

addTexts(texts, simpleTexts);

/** A learning group on the teacher's dashboard, linking to its overview (decision 094). */
export function LearningGroupLink({ group }: { group: { uuid: string; grade: number; addition: string } }) {
  const { t } = useTranslation();
  const className = `${group.grade}${group.addition}`;
  return <Link to={PATHS.classStatistics(group.uuid)}>{t('classStatistics.groupLink', { className })}</Link>;
}
