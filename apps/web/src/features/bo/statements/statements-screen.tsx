import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@berufswahl/contracts';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-paths';
import statementsTexts from '../../../locales/de-statements.json';
import simpleStatementsTexts from '../../../locales/de-statements.leicht.json';
import { CompareAssessmentsLink } from '../assessments/assessment-links';
import { useDeleteStatement } from './api/delete-statement';
import { useStatements } from './api/get-statements';
import { useMyPins, usePinStatement } from './api/pinned-statements';
import { PendingDrafts } from '../offline-drafts/pending-drafts';
import { StatementForm } from './statement-form';
import './statements.css';

addTexts(statementsTexts, simpleStatementsTexts);

/**
 * The /staerken screen ("Meine Stärken", decision 073): the student writes short statements about
 * interests and strengths, edits and deletes them, and pins one to the Pinnwand for the teacher.
 */
export function StatementsScreen() {
  const { t } = useTranslation();
  const statements = useStatements();
  const pins = useMyPins();
  const pin = usePinStatement();
  const remove = useDeleteStatement();
  const [editing, setEditing] = useState<Statement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Statement | null>(null);
  // Saving, pinning and deleting change the list quietly: the line says what happened (decision 205).
  const { outcome, done, failed, clear } = useActionOutcome();
  const newHeadingId = useId();
  const listHeadingId = useId();

  const entryOf = (statementUuid: string) =>
    pins.data?.entries.find((entry) => entry.item.kind === 'statement' && entry.item.uuid === statementUuid)?.uuid ?? null;

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    clear();
    try {
      await action();
      done(success);
    } catch {
      failed(failure);
    }
  };

  const items = statements.data?.items ?? [];

  return (
    <div className="page statements">
      <PageHeading pageName={t('statements.pageName')}>{t('statements.title')}</PageHeading>
      <p className="lead">{t('statements.lead')}</p>
      <ExplanationBox target="staerken" />
      <p>
        <CompareAssessmentsLink />
      </p>

      <section className="statements__new" aria-labelledby={newHeadingId}>
        <h2 id={newHeadingId}>{t('statements.form.newTitle')}</h2>
        <StatementForm onSaved={(isKept) => done(isKept ? t('offlineDrafts.statementKept') : t('statements.form.saved'))} />
      </section>
      {/* New statements written offline wait here until they are sent (decision 240). */}
      <PendingDrafts kind="statement" />

      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{t('statements.list.heading')}</h2>
        <ActionOutcomeLine outcome={outcome} />
        {statements.isPending && <p role="status">{t('statements.list.loading')}</p>}
        {statements.isError && (
          <p className="form-error" role="alert">
            {t('statements.list.loadError', { error: formatStoreError(statements.error) })}
          </p>
        )}
        {statements.data && (
          <>
            <p role="status">{items.length === 0 ? t('statements.list.empty') : t('statements.list.count', { count: items.length })}</p>
            {items.length > 0 && (
              <ul className="statements__list">
                {items.map((statement) => {
                  const entryUuid = entryOf(statement.uuid);
                  const created = formatDate(statement.created_date);
                  return (
                    <li key={statement.uuid}>
                      <article className="statement-card" aria-label={t('statements.list.itemLabel', { date: created })}>
                        <p className="statement-card__text">{statement.text}</p>
                        <p className="statement-card__meta">
                          {t('statements.list.created', { date: created })}
                          {statement.last_modified !== statement.created_date &&
                            `, ${t('statements.list.modified', { date: formatDate(statement.last_modified) })}`}
                        </p>
                        {entryUuid && (
                          <p className="statement-card__pinned">
                            {t('statements.list.pinned')} <Link to={PATHS.pinboard}>{t('statements.list.toPinboard')}</Link>
                          </p>
                        )}
                        <div className="statement-card__actions" role="group" aria-label={t('statements.list.actionsFor', { date: created })}>
                          <Button className="button button--secondary" onPress={() => setEditing(statement)}>
                            {t('statements.list.edit')}
                          </Button>
                          <Button
                            className="button button--secondary"
                            isDisabled={pin.isPending || pins.isPending}
                            onPress={() =>
                              void run(
                                () => pin.mutateAsync({ statementUuid: statement.uuid, entryUuid }),
                                entryUuid ? t('statements.list.unpinnedDone') : t('statements.list.pinnedDone'),
                                t('statements.list.pinFailed'),
                              )
                            }
                          >
                            {entryUuid ? t('statements.list.unpin') : t('statements.list.pin')}
                          </Button>
                          <Button className="button button--secondary" onPress={() => setConfirmDelete(statement)}>
                            {t('statements.list.delete')}
                          </Button>
                        </div>
                      </article>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </section>

      {editing && (
        <ModalDialog title={t('statements.form.editTitle')} closeLabel={t('statements.form.closeLabel')} onClose={() => setEditing(null)}>
          <StatementForm
            statement={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              done(t('statements.form.saved'));
            }}
          />
        </ModalDialog>
      )}
      {confirmDelete && (
        <ModalDialog title={t('statements.confirmDelete.title')} onClose={() => setConfirmDelete(null)} role="alertdialog" className="modal--small">
          <p>{t('statements.confirmDelete.text')}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirmDelete(null)}>
              {t('statements.cancel')}
            </Button>
            <Button
              className="button"
              onPress={() => {
                const statement = confirmDelete;
                setConfirmDelete(null);
                void run(() => remove.mutateAsync(statement.uuid), t('statements.list.deleted'), t('statements.list.deleteFailed'));
              }}
            >
              {t('statements.confirmDelete.confirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
