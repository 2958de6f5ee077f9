import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '@berufswahl/contracts';
import { Button } from '../../../components/ui/button';
import { PATHS } from '../../../lib/route-paths';
import { LearningGroupLink } from '../../../features/bo/class-statistics/learning-group-link';
import { ClassInternshipsLink } from '../../../features/bo/internships/class/class-internships-link';
import { writerContextOf } from '../../../features/messaging/news/writer-context';

// The news form brings the editor (TipTap) and zod: loaded when the teacher opens it.
const NewsFormDialog = lazy(() => import('../../../features/messaging/news/news-form-dialog').then((module) => ({ default: module.NewsFormDialog })));

/**
 * A teacher's learning groups and the group functions of spec 2 ("Active station selection",
 * "Quest creation", news for a group). Without a group, the same functions are shown switched off
 * with the reason (spec 1): the school coordinator has to assign a group first.
 */
export function LearningGroupsCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const headingId = useId();
  const reasonId = useId();
  const [isWritingNews, setWritingNews] = useState(false);
  const groups = me.learning_groups;
  const writer = writerContextOf(me);

  return (
    <section className="card learning-groups" aria-labelledby={headingId} data-tour="learning-groups">
      <h2 id={headingId}>{t('staffDashboard.groups.title')}</h2>
      {groups.length > 0 ? (
        <>
          <ul className="learning-groups__list">
            {groups.map((group) => (
              <li key={group.uuid}>
                <LearningGroupLink group={group} /> <span aria-hidden="true">·</span> <ClassInternshipsLink classUuid={group.uuid} className={`${group.grade}${group.addition}`} />
              </li>
            ))}
          </ul>
          <div className="actions" role="group" aria-label={t('staffDashboard.groups.functions')}>
            <Link className="button button--secondary" to={PATHS.stations}>
              {t('staffDashboard.groups.activeStation')}
            </Link>
            <Link className="button button--secondary" to={PATHS.quests}>
              {t('staffDashboard.groups.quest')}
            </Link>
            {writer?.canWrite && (
              <Button className="button button--secondary" onPress={() => setWritingNews(true)}>
                {t('staffDashboard.groups.news')}
              </Button>
            )}
          </div>
          {writer && isWritingNews && (
            <Suspense fallback={<p aria-live="polite">{t('news.form.editorLoading')}</p>}>
              <NewsFormDialog kind="news" writer={writer} item={null} onClose={() => setWritingNews(false)} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <p>{t('staffDashboard.groups.none')}</p>
          <p id={reasonId} className="hint">
            {t('staffDashboard.groups.disabledReason')}
          </p>
          <div className="actions" role="group" aria-label={t('staffDashboard.groups.functions')}>
            {(['activeStation', 'quest', 'news'] as const).map((name) => (
              <Button key={name} className="button button--secondary" isDisabled aria-describedby={reasonId}>
                {t(`staffDashboard.groups.${name}`)}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
