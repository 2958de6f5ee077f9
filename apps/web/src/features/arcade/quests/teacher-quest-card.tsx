import { useTranslation } from 'react-i18next';
import type { Quest } from '@berufswahl/contracts';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../api/error-message';
import { useFinishQuest } from '../api/quests';
import { questProgressText } from './quest-progress-text';
import { QuestStatisticsView } from './quest-statistics-view';
import '../arcade-texts';

/** One quest for its teacher: who takes part (also once finished), who is missing, and finishing it. */
export function TeacherQuestCard({ quest, onStatus }: { quest: Quest; onStatus: (status: string) => void }) {
  const { t } = useTranslation();
  const finish = useFinishQuest();
  const missing = quest.missing_students ?? [];
  return (
    <article className="quest-card" data-testid="teacher-quest">
      <h3>{quest.title}</h3>
      <p>
        {t('arcade.quests.startedOn', { date: formatDate(quest.started_date) })}
        {quest.finished_date && ` · ${t('arcade.quests.finishedOn', { date: formatDate(quest.finished_date) })}`}
      </p>
      <p className="quest-card__progress">{questProgressText(t, quest.statistics)}</p>
      <QuestStatisticsView statistics={quest.statistics} />
      {quest.status === 'started' && (
        <>
          {missing.length === 0 ? (
            <p>{t('arcade.quests.nobodyMissing')}</p>
          ) : (
            <details>
              <summary>{t('arcade.quests.missingNames', { count: missing.length })}</summary>
              <ul>
                {missing.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </details>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('arcade.quests.finishLabel', { title: quest.title })}
            disabled={finish.isPending}
            onClick={() =>
              finish.mutate(quest.uuid, {
                onSuccess: () => onStatus(t('arcade.quests.finished', { title: quest.title })),
                onError: (failure) => onStatus(messageOf(failure)),
              })
            }
          >
            {t('arcade.quests.finish')}
          </button>
        </>
      )}
    </article>
  );
}
