import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-mein-weg.json';
import simpleTexts from '../../../locales/de-mein-weg.leicht.json';
import { useTask } from './api/get-task';
import { MEIN_WEG_PATHS } from './mein-weg-paths';
import { PinAnswerButton } from './pin-answer-button';
import { textOf, useSimpleLanguage } from './simple-language';
import { PendingDrafts } from '../offline-drafts/pending-drafts';
import { TaskAnswerForm } from './task-answer-form';
import './mein-weg.css';

addTexts(texts, simpleTexts);

/** One task of Mein Weg: its instruction and the student's answer, of whichever kind. */
export function TaskScreen() {
  const { t } = useTranslation();
  const { taskUuid = '' } = useParams();
  const isSimple = useSimpleLanguage();
  const { data, error, isPending } = useTask(taskUuid);

  return (
    <div className="page mein-weg task-page">
      <p>
        <Link to={MEIN_WEG_PATHS.meinWeg}>{t('meinWeg.task.back')}</Link>
      </p>
      <PageHeading pageName={data ? textOf(data.task, 'title', isSimple) : t('meinWeg.task.pageName')}>
        {data ? textOf(data.task, 'title', isSimple) : t('meinWeg.task.pageName')}
      </PageHeading>
      {isPending && <p role="status">{t('meinWeg.loading')}</p>}
      {error && (
        <p className="mein-weg__error" role="alert">
          {t('meinWeg.task.loadError', { error: formatStoreError(error) })}
        </p>
      )}
      {data && (
        <>
          <p className="task-page__station">
            {t('meinWeg.task.station', { position: data.station.position, title: textOf(data.station, 'title', isSimple) })}
            {' · '}
            {t(`meinWeg.kind.${data.task.kind}`)}
          </p>
          <p className="lead">{textOf(data.task, 'text', isSimple)}</p>
          {/* An answer written offline waits here until it is sent, or shows both versions of a conflict (decision 240). */}
          <PendingDrafts kind="answer" subject={data.task.uuid} />
          <TaskAnswerForm key={data.task.uuid} detail={data} isSimple={isSimple} />
          {data.answer?.done && <PinAnswerButton answerUuid={data.answer.uuid} />}
        </>
      )}
    </div>
  );
}
