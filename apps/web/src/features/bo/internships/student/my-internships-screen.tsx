import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Internship } from '@berufswahl/contracts';
import { ExplanationBox } from '../../../../components/explanations/explanation-box';
import { ActionOutcomeLine, useActionOutcome } from '../../../../components/ui/action-outcome';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { PageHeading } from '../../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { addTexts } from '../../../../lib/i18n';
import { INTERNSHIP_PATHS } from '../internship-paths';
import internshipsTexts from '../../../../locales/de-internships.json';
import simpleInternshipsTexts from '../../../../locales/de-internships.leicht.json';
import { useDeleteInternship, useMyInternships } from '../api/placements';
import { InternshipForm } from './internship-form';
import { InternshipStateBadge } from './internship-state-badge';
import './internships.css';

addTexts(internshipsTexts, simpleInternshipsTexts);

/** A confirmed placement goes through the teacher; the student changes the others. */
const EDITABLE_STATES: ReadonlySet<Internship['state']> = new Set(['draft', 'submitted', 'returned']);
const DELETABLE_STATES: ReadonlySet<Internship['state']> = new Set(['draft', 'returned']);

/** What the form shows: nothing, a new placement, or the one being changed. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; internship: Internship };

/**
 * "Mein Praktikum" (`/praktikum`, issue 16): the student's placements with their state, the
 * teacher's comment on a returned one and the period warning; a form to record or change one,
 * saved as a draft or submitted; a draft or returned one can be deleted after a confirmation.
 */
export function MyInternshipsScreen() {
  const { t } = useTranslation();
  const internships = useMyInternships();
  const remove = useDeleteInternship();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [confirmDelete, setConfirmDelete] = useState<Internship | null>(null);
  const { outcome, done, failed, clear } = useActionOutcome();
  const listHeadingId = useId();
  const formSlot = useRef<HTMLDivElement | null>(null);
  const newButton = useRef<HTMLButtonElement | null>(null);

  // The opened form takes the focus on its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (editing.kind !== 'none') formSlot.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [editing]);

  const closeForm = () => {
    setEditing({ kind: 'none' });
    newButton.current?.focus();
  };

  const items = internships.data?.items ?? [];

  return (
    <div className="page internships">
      <PageHeading pageName={t('internships.student.pageName')}>{t('internships.student.title')}</PageHeading>
      <p className="lead">{t('internships.student.lead')}</p>
      <ExplanationBox target="praktikum" />
      <ActionOutcomeLine outcome={outcome} />

      {editing.kind === 'none' ? (
        <p>
          <Button
            ref={newButton}
            className="button"
            onPress={() => {
              clear();
              setEditing({ kind: 'new' });
            }}
          >
            {t('internships.student.list.new')}
          </Button>
        </p>
      ) : (
        <div ref={formSlot}>
          <InternshipForm
            key={editing.kind === 'edit' ? editing.internship.uuid : 'new'}
            internship={editing.kind === 'edit' ? editing.internship : undefined}
            onCancel={closeForm}
            onSaved={(_saved, isSubmitted) => {
              closeForm();
              done(isSubmitted ? t('internships.student.form.submitted') : t('internships.student.form.savedDraft'));
            }}
          />
        </div>
      )}

      <section className="internships__section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{t('internships.student.list.heading')}</h2>
        {internships.isPending && <p role="status">{t('internships.student.loading')}</p>}
        {internships.isError && (
          <p className="form-error" role="alert">
            {t('internships.student.loadError', { error: formatStoreError(internships.error) })}
          </p>
        )}
        {internships.data && (
          <p role="status">{items.length === 0 ? t('internships.student.list.empty') : t('internships.student.list.count', { count: items.length })}</p>
        )}
        {items.length > 0 && (
          <ul className="internships__list">
            {items.map((internship) => {
              const company = internship.company_name;
              return (
                <li key={internship.uuid}>
                  <article className="internship-card" aria-labelledby={`internship-${internship.uuid}`}>
                    <h3 className="internship-card__title" id={`internship-${internship.uuid}`}>
                      {company}
                    </h3>
                    <p className="internship-card__meta">
                      {t('internships.student.list.state')} <InternshipStateBadge state={internship.state} />
                    </p>
                    <p className="internship-card__meta">
                      {t('internships.student.list.dates', { start: formatDate(internship.start_date), end: formatDate(internship.end_date) })} ·{' '}
                      {internship.field_of_work.name} · {internship.city}
                    </p>
                    {internship.state === 'returned' && internship.review_comment && (
                      <div className="notice">
                        <p className="notice__title">{t('internships.student.list.reviewComment')}</p>
                        <p className="internship-card__comment">{internship.review_comment}</p>
                      </div>
                    )}
                    {internship.outside_period && (
                      <div className="notice">
                        <p>{t('internships.student.outsidePeriod')}</p>
                      </div>
                    )}
                    <div className="actions">
                      <Link className="button button--secondary" to={INTERNSHIP_PATHS.one(internship.uuid)} aria-label={t('internships.student.list.detailsLabel', { company })}>
                        {t('internships.student.list.details')}
                      </Link>
                      {EDITABLE_STATES.has(internship.state) && (
                        <Button
                          className="button button--secondary"
                          aria-label={t('internships.student.list.editLabel', { company })}
                          onPress={() => {
                            clear();
                            setEditing({ kind: 'edit', internship });
                          }}
                        >
                          {t('internships.student.list.edit')}
                        </Button>
                      )}
                      {DELETABLE_STATES.has(internship.state) && (
                        <Button
                          className="button button--secondary"
                          aria-label={t('internships.student.list.deleteLabel', { company })}
                          isDisabled={remove.isPending}
                          onPress={() => setConfirmDelete(internship)}
                        >
                          {t('internships.student.list.delete')}
                        </Button>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {confirmDelete && (
        <ModalDialog title={t('internships.student.confirmDelete.title')} onClose={() => setConfirmDelete(null)} role="alertdialog" className="modal--small">
          <p>{t('internships.student.confirmDelete.text', { company: confirmDelete.company_name })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirmDelete(null)}>
              {t('internships.student.confirmDelete.cancel')}
            </Button>
            <Button
              className="button"
              onPress={() => {
                const internship = confirmDelete;
                setConfirmDelete(null);
                clear();
                if (editing.kind === 'edit' && editing.internship.uuid === internship.uuid) setEditing({ kind: 'none' });
                remove.mutate(internship.uuid, {
                  onSuccess: () => done(t('internships.student.list.deleted', { company: internship.company_name })),
                  onError: (error) => failed((isApiError(error) && error.errorBody?.message) || t('internships.student.list.deleteFailed')),
                });
              }}
            >
              {t('internships.student.confirmDelete.confirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
