import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@berufswahl/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../api/error-message';
import { useActiveStations, useStationsOfLevel } from '../api/get-path-for-quests';
import { useFinishQuest, useQuests, useStartQuest } from '../api/quests';
import { QuestStatisticsView } from './quest-statistics-view';
import '../arcade-texts';
import '../arcade.css';

/** Teachers start a task of the path as a quest for a class, follow it and finish it (spec 1, 4). */
export function TeacherQuestsScreen() {
  const { t } = useTranslation();
  const { data: classes, isError: classesFailed } = useActiveStations();
  const [chosenClass, setChosenClass] = useState('');
  const classUuid = chosenClass || classes?.items[0]?.class.uuid || '';
  const schoolClass = classes?.items.find((item) => item.class.uuid === classUuid)?.class;

  return (
    <div className="page">
      <PageHeading pageName={t('pages.quests')}>{t('arcade.quests.title')}</PageHeading>
      <p className="lead">{t('arcade.quests.intro')}</p>
      <ExplanationBox target="quests" />
      {classesFailed && <p role="alert">{t('arcade.quests.loadError')}</p>}
      {classes && classes.items.length === 0 && (
        <div className="notice" role="note">
          <p>{t('arcade.quests.noGroup')}</p>
        </div>
      )}
      {classes && classes.items.length > 0 && (
        <>
          <div className="quest-form">
            <label className="field">
              <span className="field__label">{t('arcade.quests.classLabel')}</span>
              <select value={classUuid} onChange={(event) => setChosenClass(event.target.value)}>
                {classes.items.map((item) => (
                  <option key={item.class.uuid} value={item.class.uuid}>
                    {t('arcade.quests.classValue', { name: `${item.class.grade}${item.class.addition}` })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {schoolClass && <ClassQuests key={schoolClass.uuid} classUuid={schoolClass.uuid} level={schoolClass.level} />}
        </>
      )}
    </div>
  );
}

function ClassQuests({ classUuid, level }: { classUuid: string; level: 'sek1' | 'sek2' }) {
  const { t } = useTranslation();
  const { data: quests, isError } = useQuests({ classUuid, status: 'all' });
  const running = quests?.items.filter((quest) => quest.status === 'started') ?? [];
  const finished = quests?.items.filter((quest) => quest.status === 'finished') ?? [];
  const runningId = useId();
  const finishedId = useId();
  // Announced here: a finished quest's card moves from one list to the other.
  const [finishStatus, setFinishStatus] = useState('');
  return (
    <>
      <StartQuestForm classUuid={classUuid} level={level} />
      <p role="status">{finishStatus}</p>
      {isError && <p role="alert">{t('arcade.quests.loadError')}</p>}
      <section aria-labelledby={runningId}>
        <h2 id={runningId}>{t('arcade.quests.runningTitle')}</h2>
        {quests && running.length === 0 && <p>{t('arcade.quests.runningEmpty')}</p>}
        <ul className="quest-list">
          {running.map((quest) => (
            <li key={quest.uuid}>
              <TeacherQuestCard quest={quest} onStatus={setFinishStatus} />
            </li>
          ))}
        </ul>
      </section>
      {finished.length > 0 && (
        <section aria-labelledby={finishedId}>
          <h2 id={finishedId}>{t('arcade.quests.finishedTitle')}</h2>
          <ul className="quest-list">
            {finished.map((quest) => (
              <li key={quest.uuid}>
                <TeacherQuestCard quest={quest} onStatus={setFinishStatus} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function StartQuestForm({ classUuid, level }: { classUuid: string; level: 'sek1' | 'sek2' }) {
  const { t } = useTranslation();
  const { data: stations } = useStationsOfLevel(level);
  const start = useStartQuest();
  const [taskUuid, setTaskUuid] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    if (!taskUuid) {
      setError(t('arcade.quests.taskRequired'));
      document.getElementById(`${errorId}-select`)?.focus();
      return;
    }
    setError('');
    start.mutate(
      { class_uuid: classUuid, task_uuid: taskUuid },
      {
        onSuccess: (quest) => {
          setTaskUuid('');
          setStatus(t('arcade.quests.started', { title: quest.title }));
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  }

  return (
    <form className="quest-form" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">{t('arcade.quests.taskLabel')}</span>
        <select
          id={`${errorId}-select`}
          value={taskUuid}
          onChange={(event) => setTaskUuid(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        >
          <option value="">{t('arcade.quests.taskPlaceholder')}</option>
          {stations?.items.map((station) => (
            <optgroup key={station.uuid} label={`${station.position}. ${station.title}`}>
              {station.tasks.map((task) => (
                <option key={task.uuid} value={task.uuid}>
                  {task.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={start.isPending}>
          {start.isPending ? t('arcade.quests.starting') : t('arcade.quests.start')}
        </button>
      </div>
      <p role="status">{status}</p>
    </form>
  );
}

function TeacherQuestCard({ quest, onStatus }: { quest: Quest; onStatus: (status: string) => void }) {
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
