import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Quest } from '@berufswahl/contracts';
import { messageOf } from '../api/error-message';
import { useJoinQuest, useQuests } from '../api/quests';
import { ProgressMeter } from '../progress-meter';
import { questProgressText } from './quest-progress-text';
import '../arcade-texts';
import '../arcade.css';

/** The running quests of the student's class with the class's progress and a join button (spec 1, 2). */
export function StudentQuestsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useQuests({});
  return (
    <section className="card" aria-labelledby={headingId} data-testid="student-quests">
      <h2 id={headingId}>{t('arcade.studentQuest.title')}</h2>
      {data && data.items.length === 0 && <p>{t('arcade.studentQuest.empty')}</p>}
      <ul className="quest-list">
        {data?.items.map((quest) => (
          <li key={quest.uuid}>
            <StudentQuestCard quest={quest} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StudentQuestCard({ quest }: { quest: Quest }) {
  const { t } = useTranslation();
  const join = useJoinQuest();
  const [error, setError] = useState('');
  const { statistics } = quest;
  return (
    <article className="quest-card">
      <h3>{quest.title}</h3>
      <ProgressMeter
        label={t('arcade.studentQuest.progressLabel')}
        value={statistics.participants}
        maxValue={statistics.class_size}
        valueText={questProgressText(t, statistics)}
      />
      <p role="status">
        {quest.my_state === 'done' && t('arcade.studentQuest.done')}
        {quest.my_state === 'joined' && t('arcade.studentQuest.joined')}
      </p>
      {quest.my_state === 'not_joined' && (
        <button
          type="button"
          className="button"
          aria-label={t('arcade.studentQuest.joinLabel', { title: quest.title })}
          disabled={join.isPending}
          onClick={() => {
            setError('');
            join.mutate(quest.uuid, { onError: (failure) => setError(messageOf(failure)) });
          }}
        >
          {join.isPending ? t('arcade.studentQuest.joining') : t('arcade.studentQuest.join')}
        </button>
      )}{' '}
      <Link to={quest.link}>{t('arcade.studentQuest.toTask')}</Link>
      {error && <p role="alert">{error}</p>}
    </article>
  );
}
