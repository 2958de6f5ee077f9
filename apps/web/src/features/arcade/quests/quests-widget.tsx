import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-paths';
import { useActiveStations } from '../api/get-path-for-quests';
import { useQuests } from '../api/quests';
import { questProgressText } from './quest-progress-text';
import { StartQuestForm } from './start-quest-form';
import '../arcade-texts';
import '../arcade.css';

/**
 * "Quest creation" on the teacher's dashboard (spec 2): the quests screen's start form for one of
 * the teacher's classes and the class's running quests with who takes part. Following and
 * finishing a quest in detail stays on the quests screen.
 */
export function QuestsWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const classSelectId = useId();
  const { data: classes, isError } = useActiveStations();
  const [chosenClass, setChosenClass] = useState('');
  const classUuid = chosenClass || classes?.items[0]?.class.uuid || '';
  const schoolClass = classes?.items.find((item) => item.class.uuid === classUuid)?.class;

  return (
    <section className="card quest-widget" aria-labelledby={headingId} data-testid="quest-widget">
      <h2 id={headingId}>{t('arcade.questWidget.title')}</h2>
      {isError && <p role="alert">{t('arcade.quests.loadError')}</p>}
      {classes && classes.items.length === 0 && <p>{t('arcade.quests.noGroup')}</p>}
      {classes && classes.items.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor={classSelectId}>
            {t('arcade.quests.classLabel')}
          </label>
          <select id={classSelectId} value={classUuid} onChange={(event) => setChosenClass(event.target.value)}>
            {classes.items.map((item) => (
              <option key={item.class.uuid} value={item.class.uuid}>
                {t('arcade.quests.classValue', { name: `${item.class.grade}${item.class.addition}` })}
              </option>
            ))}
          </select>
        </div>
      )}
      {schoolClass && (
        <>
          {classes?.items.length === 1 && (
            <p>{t('arcade.questWidget.forClass', { name: `${schoolClass.grade}${schoolClass.addition}` })}</p>
          )}
          <StartQuestForm key={schoolClass.uuid} classUuid={schoolClass.uuid} level={schoolClass.level} />
          <RunningQuests classUuid={schoolClass.uuid} />
        </>
      )}
      <p>
        <Link to={PATHS.quests}>{t('arcade.questWidget.toScreen')}</Link>
      </p>
    </section>
  );
}

function RunningQuests({ classUuid }: { classUuid: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: quests, isError } = useQuests({ classUuid });
  return (
    <>
      <h3 id={headingId}>{t('arcade.quests.runningTitle')}</h3>
      {isError && <p role="alert">{t('arcade.quests.loadError')}</p>}
      {quests && quests.items.length === 0 && <p>{t('arcade.quests.runningEmpty')}</p>}
      {quests && quests.items.length > 0 && (
        <ul aria-labelledby={headingId} className="quest-widget__list">
          {quests.items.map((quest) => (
            <li key={quest.uuid}>
              <strong>{quest.title}</strong>: {questProgressText(t, quest.statistics)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
