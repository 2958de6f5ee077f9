import './register-texts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { classBodySchema, SECONDARY_LEVEL_LABELS, type AdminClass } from '@berufswahl/contracts/identity/administration';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { PATHS } from '../../../lib/route-paths';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { SchoolAdminNav } from './admin-nav';
import { useAccounts } from './api/accounts';
import { useClasses, useDeleteClass, useSaveClass, useSetTeacherAssignment } from './api/classes';
import { AdminFormSelectField, AdminFormTextField } from './admin-form-fields';
import { failureOf, useAdminForm } from './admin-form';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';
import { DialogFormActions } from './dialog-form-actions';
import { ConfirmActionDialog } from './confirm-action-dialog';

// The school's switch for share links (decision 236): a section of its own, loaded with this screen's first render.
const SchoolSharingSection = lazy(() => import('../schools/school-sharing-section').then((module) => ({ default: module.SchoolSharingSection })));

/** School coordinators: the classes of their school, their teachers, new and changed classes. */
export function ClassesScreen() {
  const { t } = useTranslation();
  const { schoolUuid } = useAdminScope();
  const classes = useClasses(schoolUuid);
  const [editing, setEditing] = useState<AdminClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminClass | null>(null);

  return (
    <div className="page admin-page">
      <PageHeading pageName={t('administration.classes.pageName')}>{t('administration.classes.title')}</PageHeading>
      <SchoolAdminNav />
      <p className="lead">{t('administration.classes.lead')}</p>
      <ExplanationBox target="verwaltung-klassen" />
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('administration.classes.create')}
        </button>
      </div>
      {classes.isPending && <p role="status">{t('administration.loading')}</p>}
      {classes.isError && <p className="form-error">{t('administration.loadError')}</p>}
      {classes.data && schoolUuid && <ClassTable schoolUuid={schoolUuid} classes={classes.data} onEdit={setEditing} onDelete={setDeleting} />}
      {classes.data && schoolUuid && <AssignTeacherForm schoolUuid={schoolUuid} classes={classes.data} />}
      {deleting && schoolUuid && <DeleteClassDialog schoolUuid={schoolUuid} learningGroup={deleting} onClose={() => setDeleting(null)} />}
      {editing && schoolUuid && <ClassDialog schoolUuid={schoolUuid} learningGroup={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {schoolUuid && (
        <Suspense fallback={null}>
          <SchoolSharingSection schoolUuid={schoolUuid} />
        </Suspense>
      )}
    </div>
  );
}

function ClassTable({
  schoolUuid,
  classes,
  onEdit,
  onDelete,
}: {
  schoolUuid: string;
  classes: AdminClass[];
  onEdit: (learningGroup: AdminClass) => void;
  onDelete: (learningGroup: AdminClass) => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const assignment = useSetTeacherAssignment(schoolUuid);
  if (classes.length === 0) return <p>{t('administration.classes.empty')}</p>;
  return (
    <AdminTable
      labelledBy="classes-caption"
      captionId="classes-caption"
      caption={t('administration.classes.caption')}
      columns={[
        t('administration.classes.columns.class'),
        t('administration.classes.columns.level'),
        t('administration.classes.columns.students'),
        t('administration.classes.columns.teachers'),
        t('administration.columns.actions'),
      ]}
    >
      {classes.map((learningGroup) => (
        <tr key={learningGroup.uuid}>
          <th scope="row">{learningGroup.label}</th>
          <td>{SECONDARY_LEVEL_LABELS[learningGroup.secondary_level]}</td>
          <td>{learningGroup.student_count}</td>
          <td>
            {learningGroup.teachers.length === 0 ? (
              t('administration.classes.noTeacher')
            ) : (
              <ul className="admin-chips">
                {learningGroup.teachers.map((teacher) => (
                  <li key={teacher.uuid}>
                    {teacher.first_name} {teacher.surname}{' '}
                    <button
                      type="button"
                      className="link-button"
                      disabled={assignment.isPending}
                      aria-label={t('administration.classes.unassignLabel', { name: `${teacher.first_name} ${teacher.surname}`, class: learningGroup.label })}
                      onClick={() =>
                        assignment.mutate(
                          { classUuid: learningGroup.uuid, teacherUuid: teacher.uuid, isAssigned: false },
                          { onSuccess: () => announce(t('administration.classes.unassigned', { name: `${teacher.first_name} ${teacher.surname}`, class: learningGroup.label })) },
                        )
                      }
                    >
                      {t('administration.classes.unassign')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td>
            <div className="admin-row-actions">
              <Link
                className="button button--secondary"
                to={PATHS.classStatistics(learningGroup.uuid)}
                aria-label={t('administration.classes.overviewLabel', { class: learningGroup.label })}
              >
                {t('administration.classes.overview')}
              </Link>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('administration.classes.editLabel', { class: learningGroup.label })}
                onClick={() => onEdit(learningGroup)}
              >
                {t('administration.classes.edit')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('administration.classes.deleteLabel', { class: learningGroup.label })}
                onClick={() => onDelete(learningGroup)}
              >
                {t('administration.classes.delete')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

type AssignmentValues = { teacher: string; class: string };

function AssignTeacherForm({ schoolUuid, classes }: { schoolUuid: string; classes: AdminClass[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const accounts = useAccounts(schoolUuid);
  const assignment = useSetTeacherAssignment(schoolUuid);
  const teachers = (accounts.data ?? []).filter((account) => account.roles.includes('LEHRER'));
  const [failure, setFailure] = useState<string | null>(null);
  // Both are path parameters of the request, not a body of the contract: the form asks for them itself.
  const schema = useMemo(
    () => z.object({ teacher: z.string().min(1, t('administration.assign.teacherMissing')), class: z.string().min(1, t('administration.assign.classMissing')) }),
    [t],
  );
  const { form, formRef, onSubmit } = useAdminForm({
    schema,
    defaultValues: { teacher: '', class: '' } satisfies AssignmentValues,
    fieldOrder: ['teacher', 'class'],
  });

  const save = onSubmit(({ teacher: teacherUuid, class: classUuid }) => {
    const teacher = teachers.find((candidate) => candidate.uuid === teacherUuid);
    const learningGroup = classes.find((candidate) => candidate.uuid === classUuid);
    assignment.mutate(
      { classUuid, teacherUuid, isAssigned: true },
      {
        onSuccess: () => announce(t('administration.assign.done', { name: `${teacher?.first_name ?? ''} ${teacher?.surname ?? ''}`, class: learningGroup?.label ?? '' })),
        onError: (error) => setFailure(failureOf(error, t('administration.saveError')).message),
      },
    );
  });

  return (
    <section className="admin-section" aria-labelledby="assign-heading">
      <h2 id="assign-heading">{t('administration.assign.title')}</h2>
      <p>{t('administration.assign.lead')}</p>
      <form
        ref={formRef}
        className="admin-form admin-form--inline"
        onSubmit={(event) => {
          setFailure(null);
          save(event);
        }}
        noValidate
      >
        <AdminFormSelectField
          control={form.control}
          name="teacher"
          label={t('administration.assign.teacher')}
          options={[
            { value: '', label: t('administration.assign.choose') },
            ...teachers.map((teacher) => ({
              value: teacher.uuid,
              label: `${teacher.surname}, ${teacher.first_name}${teacher.learning_groups.length === 0 ? ` (${t('administration.assign.noClassYet')})` : ''}`,
            })),
          ]}
        />
        <AdminFormSelectField
          control={form.control}
          name="class"
          label={t('administration.assign.class')}
          options={[{ value: '', label: t('administration.assign.choose') }, ...classes.map((entry) => ({ value: entry.uuid, label: entry.label }))]}
        />
        <button type="submit" className="button" disabled={assignment.isPending}>
          {t('administration.assign.submit')}
        </button>
      </form>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

/**
 * Asks before deleting a class. A class with students cannot be deleted (decision 105): the dialog
 * says so at once; should a student have joined meanwhile, the server's 409 message shows.
 */
function DeleteClassDialog({ schoolUuid, learningGroup, onClose }: { schoolUuid: string; learningGroup: AdminClass; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const remove = useDeleteClass(schoolUuid);
  const label = learningGroup.label;
  const isBlocked = learningGroup.student_count > 0;
  return (
    <ConfirmActionDialog
      title={t('administration.classes.deleteTitle', { class: label })}
      text={isBlocked ? t('administration.classes.deleteBlocked', { class: label, count: learningGroup.student_count }) : t('administration.classes.deleteText')}
      confirmLabel={isBlocked ? undefined : t('administration.classes.deleteConfirm')}
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={(onFailure) =>
        remove.mutate(learningGroup.uuid, {
          onSuccess: () => {
            announce(t('administration.classes.deleted', { class: label }));
            onClose();
          },
          onError: onFailure,
        })
      }
    />
  );
}

type ClassValues = { grade: string; addition: string };

function ClassDialog({ schoolUuid, learningGroup, onClose }: { schoolUuid: string; learningGroup: AdminClass | null; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveClass(schoolUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: classBodySchema,
    defaultValues: { grade: learningGroup ? String(learningGroup.grade) : '', addition: learningGroup?.addition ?? '' } satisfies ClassValues,
    fieldOrder: ['grade', 'addition'],
    toBody: ({ grade, addition }: ClassValues) => ({ grade: grade.trim() === '' ? undefined : grade, addition }),
    // An empty grade is missing, not a wrong number.
    refineErrors: (errors, values) => {
      if (errors.grade && values.grade.trim() === '') errors.grade = { type: 'required', message: t('administration.classes.gradeMissing') };
    },
  });

  const store = onSubmit((body) =>
    save.mutate(
      { body, classUuid: learningGroup?.uuid },
      {
        onSuccess: (saved) => {
          announce(t(learningGroup ? 'administration.classes.updated' : 'administration.classes.created', { class: saved.label }));
          onClose();
        },
        onError: (error) => {
          const { message, fields } = failureOf(error, t('administration.saveError'));
          showFieldErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : message);
        },
      },
    ),
  );

  return (
    <ModalDialog
      title={learningGroup ? t('administration.classes.editTitle', { class: learningGroup.label }) : t('administration.classes.createTitle')}
      closeLabel={t('administration.close')}
      onClose={onClose}
    >
      <form
        ref={formRef}
        className="admin-form"
        onSubmit={(event) => {
          setFailure(null);
          store(event);
        }}
        noValidate
      >
        <AdminFormTextField
          control={form.control}
          name="grade"
          label={t('administration.classes.grade')}
          inputMode="numeric"
          isRequired
          hint={t('administration.classes.gradeHint')}
        />
        <AdminFormTextField control={form.control} name="addition" label={t('administration.classes.addition')} hint={t('administration.classes.additionHint')} />
        <DialogFormActions failure={failure} onCancel={onClose} isPending={save.isPending} />
      </form>
    </ModalDialog>
  );
}
