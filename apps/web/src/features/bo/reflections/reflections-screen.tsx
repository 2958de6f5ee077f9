import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { Reflection } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-mein-weg.json';
import simpleTexts from '../../../locales/de-mein-weg.leicht.json';
import { answerErrorMessage } from '../mein-weg/answer-error';
import { MEIN_WEG_PATHS } from '../mein-weg/mein-weg-paths';
import { textOf, useSimpleLanguage } from '../mein-weg/simple-language';
import { useDeleteReflectionForever, useReflections, useRestoreReflection, useTrashReflection } from './api/reflections';
import '../mein-weg/mein-weg.css';

addTexts(texts, simpleTexts);

/**
 * Reflexion (menu entry): the student's answers and reflections, each editable on its task, with
 * the trash of deleted ones – restore or delete for ever (decision 063).
 */
export function ReflexionScreen() {
  const { t } = useTranslation();
  const active = useReflections('active');
  const trash = useReflections('trash');
  const [status, setStatus] = useState<{ isError: boolean; text: string } | null>(null);
  const [toDelete, setToDelete] = useState<Reflection | null>(null);
  const trashReflection = useTrashReflection();
  const restore = useRestoreReflection();
  const deleteForever = useDeleteReflectionForever();

  const report = (text: string) => setStatus({ isError: false, text });
  const fail = (error: unknown) => setStatus({ isError: true, text: answerErrorMessage(error) });

  return (
    <div className="page reflexion">
      <PageHeading pageName={t('reflexion.pageName')}>{t('reflexion.title')}</PageHeading>
      <p className="lead">{t('reflexion.intro')}</p>
      <ExplanationBox target="reflexion" />
      <p className={status?.isError ? 'field__error' : 'reflexion__status'} role={status?.isError ? 'alert' : 'status'}>
        {status?.text}
      </p>

      <section aria-labelledby="reflexion-answers">
        <h2 id="reflexion-answers">{t('reflexion.answers')}</h2>
        <ReflectionList
          query={active}
          empty={t('reflexion.empty')}
          renderActions={(reflection) => (
            <>
              <Link
                className="button button--secondary"
                to={MEIN_WEG_PATHS.task(reflection.task_uuid)}
                aria-label={`${t('reflexion.edit')}: ${reflection.task_title}`}
              >
                {t('reflexion.edit')}
              </Link>
              <Button
                className="button button--secondary"
                aria-label={`${t('reflexion.moveToTrash')}: ${reflection.task_title}`}
                onPress={() =>
                  trashReflection.mutate(reflection.uuid, {
                    onSuccess: () => report(t('reflexion.trashed', { title: reflection.task_title })),
                    onError: fail,
                  })
                }
              >
                {t('reflexion.moveToTrash')}
              </Button>
            </>
          )}
        />
      </section>

      <section aria-labelledby="reflexion-trash" className="reflexion__trash">
        <h2 id="reflexion-trash">{t('reflexion.trash')}</h2>
        <p>{t('reflexion.trashIntro')}</p>
        <ReflectionList
          query={trash}
          empty={t('reflexion.trashEmpty')}
          renderActions={(reflection) => (
            <>
              <Button
                className="button button--secondary"
                aria-label={`${t('reflexion.restore')}: ${reflection.task_title}`}
                onPress={() =>
                  restore.mutate(reflection.uuid, {
                    onSuccess: () => report(t('reflexion.restored', { title: reflection.task_title })),
                    onError: fail,
                  })
                }
              >
                {t('reflexion.restore')}
              </Button>
              <Button
                className="button button--secondary"
                aria-label={`${t('reflexion.deleteForever')}: ${reflection.task_title}`}
                onPress={() => setToDelete(reflection)}
              >
                {t('reflexion.deleteForever')}
              </Button>
            </>
          )}
        />
      </section>

      {toDelete && (
        <ModalDialog title={t('reflexion.confirmTitle')} role="alertdialog" closeLabel={t('reflexion.cancel')} onClose={() => setToDelete(null)}>
          <p>{t('reflexion.confirmText', { title: toDelete.task_title })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setToDelete(null)}>
              {t('reflexion.cancel')}
            </Button>
            <Button
              className="button button--danger"
              isPending={deleteForever.isPending}
              onPress={() =>
                deleteForever.mutate(toDelete.uuid, {
                  onSuccess: () => {
                    report(t('reflexion.deleted', { title: toDelete.task_title }));
                    setToDelete(null);
                  },
                  onError: (error) => {
                    fail(error);
                    setToDelete(null);
                  },
                })
              }
            >
              {t('reflexion.confirmDelete')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

interface ReflectionListProps {
  query: { data?: { items: Reflection[] }; error: unknown; isPending: boolean };
  empty: string;
  renderActions: (reflection: Reflection) => React.ReactNode;
}

function ReflectionList({ query, empty, renderActions }: ReflectionListProps) {
  const { t } = useTranslation();
  const isSimple = useSimpleLanguage();
  if (query.isPending) return <p role="status">{t('meinWeg.loading')}</p>;
  if (query.error) return <p role="alert">{t('reflexion.loadError', { error: formatStoreError(query.error) })}</p>;
  const items = query.data?.items ?? [];
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="reflection-list">
      {items.map((reflection) => (
        <li key={reflection.uuid} className="reflection-card">
          <h3 className="reflection-card__title">{textOf({ title: reflection.task_title, title_el: reflection.task_title_el }, 'title', isSimple)}</h3>
          <p className="reflection-card__meta">
            {reflection.station_title && `${textOf({ title: reflection.station_title, title_el: reflection.station_title_el }, 'title', isSimple)} · `}
            {reflection.deleted_date
              ? t('reflexion.deletedOn', { date: formatDate(reflection.deleted_date) })
              : t('reflexion.changedOn', { date: formatDate(reflection.last_modified) })}
            {reflection.done && ` · ${t('meinWeg.status.done')}`}
          </p>
          <AnswerSummary reflection={reflection} />
          <div className="reflection-card__actions">{renderActions(reflection)}</div>
        </li>
      ))}
    </ul>
  );
}

/** What the answer holds, in words: the text itself, or how many points are ticked or rated. */
function AnswerSummary({ reflection }: { reflection: Reflection }) {
  const { t } = useTranslation();
  switch (reflection.kind) {
    case 'reflection':
      return <p className="reflection-card__text">{reflection.text}</p>;
    case 'checklist':
      return <p>{t('reflexion.summary.checklist', { count: reflection.checked.length })}</p>;
    case 'scale':
      return <p>{t('reflexion.summary.scale', { count: Object.keys(reflection.ratings).length })}</p>;
    case 'link':
      return (
        <p>
          {reflection.link_visited_date
            ? t('reflexion.summary.linkVisited', { date: formatDate(reflection.link_visited_date) })
            : t('reflexion.summary.linkOpen')}
        </p>
      );
    case 'upload':
      return <p>{reflection.file ? t('reflexion.summary.file', { name: reflection.file.filename }) : t('reflexion.summary.noFile')}</p>;
  }
}
