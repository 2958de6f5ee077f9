import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useActiveStations } from '../api/get-path-for-quests';
import { useQuests } from '../api/quests';
import { StartQuestForm } from './start-quest-form';
import { TeacherQuestCard } from './teacher-quest-card';
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
