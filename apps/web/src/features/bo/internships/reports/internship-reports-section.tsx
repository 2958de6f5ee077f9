import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, FileTrigger, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  germanDayOf,
  INTERNSHIP_LIMITS,
  INTERNSHIP_MESSAGES,
  internshipReportFieldsSchema,
  type Internship,
  type InternshipReport,
} from '@berufswahl/contracts/bo/internships';
import { STORY_PHOTO_MIME_TYPES } from '@berufswahl/contracts/bo/stories';
import { ActionOutcomeLine, useActionOutcome } from '../../../../components/ui/action-outcome';
import { FormTextField } from '../../../../components/ui/form-text-field';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../../lib/api-client';
import { openStorageFullDialog } from '../../../../lib/app-events';
import { formatDate, formatDateLong } from '../../../../lib/format';
import { addTexts } from '../../../../lib/i18n';
import { useMe } from '../../../../lib/me/get-me';
import texts from '../../../../locales/de-internship-reports.json';
import simpleTexts from '../../../../locales/de-internship-reports.leicht.json';
import { chooseAttachment, formatFileSize } from '../../stories/story-form-logic';
import { useCreateReport, useDeleteReport, useInternshipReports } from '../api/reports';
import { buildReportFormData, reportSaveFailureOf, reportWritingOf, type ReportFieldName } from './report-form-logic';
import { ChosenPhotoPreview } from './chosen-photo-preview';
import './internship-reports.css';

addTexts(texts, simpleTexts);

export interface InternshipReportsSectionProps {
  /** The placement whose reports (Praktikumstagebuch) are shown. */
  internship: Internship;
  /** The student sees the form and may delete; the student's teachers and the coordinator only read. */
  isStudent: boolean;
}

/**
 * The reports of a placement (issue 16): a timeline, newest day first, with each report's date,
 * text and photo; for the student a form to write one (from the first day of the confirmed
 * placement) and a delete with confirmation. Used by the placement's detail page and the staff's
 * view of a student's placement.
 */
export function InternshipReportsSection({ internship, isStudent }: InternshipReportsSectionProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // Leichte Sprache writes dates as "12. März 2027" (CONTENT.md).
  const formatDay = me?.simple_language ? formatDateLong : formatDate;
  const headingId = useId();
  const reports = useInternshipReports(internship.uuid);
  const remove = useDeleteReport();
  const [confirmDelete, setConfirmDelete] = useState<InternshipReport | null>(null);
  const { outcome, done, failed, clear } = useActionOutcome();
  const items = reports.data?.items ?? [];

  const deleteReport = async (report: InternshipReport) => {
    clear();
    try {
      await remove.mutateAsync(report.uuid);
      done(t('internshipReports.deleted', { date: formatDay(report.report_date) }));
    } catch (error) {
      failed(t('internshipReports.deleteFailed', { message: formatStoreError(error) }));
    }
  };

  return (
    <section className="internship-reports" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('internshipReports.title')}</h2>
      {isStudent && (
        <ReportForm
          internship={internship}
          formatDay={formatDay}
          onSaved={(report) => done(t('internshipReports.saved', { date: formatDay(report.report_date) }))}
          onStart={clear}
        />
      )}
      <ActionOutcomeLine outcome={outcome} />

      <h3 className="internship-reports__timeline-heading">{t('internshipReports.timeline')}</h3>
      {reports.isPending && <p role="status">{t('internshipReports.loading')}</p>}
      {reports.error && (
        <p className="form-error" role="alert">
          {t('internshipReports.loadFailed', { message: formatStoreError(reports.error) })}
        </p>
      )}
      {reports.isSuccess && items.length === 0 && <p>{isStudent ? t('internshipReports.empty_du') : t('internshipReports.empty_staff')}</p>}
      {items.length > 0 && (
        <ol className="internship-reports__timeline">
          {items.map((report) => (
            <li key={report.uuid}>
              <article className="internship-report" aria-labelledby={`report-${report.uuid}`}>
                <h4 id={`report-${report.uuid}`} className="internship-report__date">
                  <time dateTime={report.report_date}>{formatDay(report.report_date)}</time>
                </h4>
                <p className="internship-report__text">{report.text}</p>
                {report.photo?.signed_url && (
                  <a className="internship-report__photo-link" href={report.photo.signed_url} target="_blank" rel="noopener noreferrer">
                    <img
                      className="internship-report__photo"
                      src={report.photo.signed_url}
                      alt={t('internshipReports.photoAlt', { date: formatDay(report.report_date) })}
                      loading="lazy"
                    />
                    <span className="visually-hidden"> {t('internshipReports.photoOpens')}</span>
                  </a>
                )}
                {isStudent && (
                  <div className="internship-report__actions">
                    <Button className="button button--secondary" isDisabled={remove.isPending} onPress={() => setConfirmDelete(report)}>
                      {t('internshipReports.delete')}
                      <span className="visually-hidden"> {t('internshipReports.deleteOf', { date: formatDay(report.report_date) })}</span>
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}

      {confirmDelete && (
        <ModalDialog title={t('internshipReports.confirmDelete.title')} onClose={() => setConfirmDelete(null)} role="alertdialog" className="modal--small">
          <p>{t('internshipReports.confirmDelete.text', { date: formatDay(confirmDelete.report_date) })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirmDelete(null)}>
              {t('internshipReports.cancel')}
            </Button>
            <Button
              className="button"
              onPress={() => {
                const report = confirmDelete;
                setConfirmDelete(null);
                void deleteReport(report);
              }}
            >
              {t('internshipReports.confirmDelete.confirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}

/** The student's form: text with a counter, the day (today by default), an optional photo. */
function ReportForm({
  internship,
  formatDay,
  onSaved,
  onStart,
}: {
  internship: Internship;
  formatDay: (day: string) => string;
  onSaved: (report: InternshipReport) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const today = germanDayOf(new Date());
  const writing = reportWritingOf(internship, today);
  const create = useCreateReport(internship.uuid);
  const [text, setText] = useState('');
  const [reportDate, setReportDate] = useState(today);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ReportFieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const photoHintId = useId();
  const photoErrorId = useId();

  if (writing.kind === 'needs-confirmation') return <p className="notice">{INTERNSHIP_MESSAGES.reportNeedsConfirmed}</p>;
  if (writing.kind === 'from-start') {
    return <p className="notice">{t('internshipReports.fromStart', { date: formatDay(writing.startDate) })}</p>;
  }

  const choosePhoto = (files: readonly File[]) => {
    if (files.length === 0) return;
    const result = chooseAttachment(files, 'photo');
    if (result.chosen) {
      setPhoto(result.chosen.file);
      setErrors((current) => ({ ...current, photo: undefined }));
    } else {
      setErrors((current) => ({ ...current, photo: result.problem }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onStart();
    setFormError(null);
    const parsed = internshipReportFieldsSchema.safeParse({ text, report_date: reportDate });
    if (!parsed.success) {
      const found: Partial<Record<ReportFieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as ReportFieldName] ??= issue.message;
      setErrors(found);
      if (found.text) textRef.current?.focus();
      return;
    }
    setErrors({});
    try {
      const report = await create.mutateAsync(buildReportFormData({ text: parsed.data.text, reportDate: parsed.data.report_date }, photo));
      setText('');
      setReportDate(today);
      setPhoto(null);
      onSaved(report);
    } catch (error) {
      const failure = reportSaveFailureOf(error);
      if (failure.kind === 'storage-full') {
        openStorageFullDialog();
        return;
      }
      setErrors(failure.fields);
      setFormError(failure.message ?? (Object.keys(failure.fields).length === 0 ? t('internshipReports.saveFailed') : null));
    }
  };

  const isPending = create.isPending;
  const requiredMark = <span className="field__required"> ({t('internshipReports.required')})</span>;

  return (
    <form className="internship-report-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{t('internshipReports.newTitle')}</h3>
      <FormTextField
        label={t('internshipReports.textLabel')}
        requiredMark={requiredMark}
        hint={
          <>
            {t('internshipReports.textHint')}{' '}
            <span className="internship-report-form__counter">
              {t('internshipReports.characters', { count: text.length, max: INTERNSHIP_LIMITS.reportTextMax })}
            </span>
          </>
        }
        name="text"
        value={text}
        onChange={setText}
        onBlur={() => undefined}
        errorMessage={errors.text}
        isRequired
        isDisabled={isPending}
        rows={6}
        inputRef={(element) => {
          textRef.current = element;
        }}
      />
      <TextField
        className="field"
        name="report_date"
        value={reportDate}
        onChange={setReportDate}
        isRequired
        isDisabled={isPending}
        isInvalid={Boolean(errors.report_date)}
        validationBehavior="aria"
      >
        <Label className="field__label">
          {t('internshipReports.dateLabel')}
          {requiredMark}
        </Label>
        <Text slot="description" className="field__hint">
          {t('internshipReports.dateHint', { start: formatDay(internship.start_date) })}
        </Text>
        <Input className="field__input internship-report-form__date" type="date" min={internship.start_date} max={today} />
        <FieldError className="field__error">{errors.report_date}</FieldError>
      </TextField>
      <fieldset className="internship-report-form__photo" aria-describedby={errors.photo ? `${photoHintId} ${photoErrorId}` : photoHintId}>
        <legend className="field__label">{t('internshipReports.photoGroup')}</legend>
        <p id={photoHintId} className="field__hint">
          {t('internshipReports.photoHint')}
        </p>
        <FileTrigger acceptedFileTypes={[...STORY_PHOTO_MIME_TYPES]} onSelect={(list) => choosePhoto(list ? [...list] : [])}>
          <Button className="button button--secondary" isDisabled={isPending}>
            {photo ? t('internshipReports.photoReplace') : t('internshipReports.photoChoose')}
          </Button>
        </FileTrigger>
        {errors.photo && (
          <p id={photoErrorId} className="field__error" role="alert">
            {errors.photo}
          </p>
        )}
        {photo && (
          <div className="internship-report-form__preview" role="group" aria-label={t('internshipReports.photoPreview')}>
            <p>{t('internshipReports.photoChosen', { name: photo.name, size: formatFileSize(photo.size) })}</p>
            <ChosenPhotoPreview photo={photo} />
            <Button className="button button--secondary" isDisabled={isPending} onPress={() => setPhoto(null)}>
              {t('internshipReports.photoRemove')}
            </Button>
          </div>
        )}
      </fieldset>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="internship-report-form__actions">
        <Button className="button" type="submit" isDisabled={isPending}>
          {isPending ? t('internshipReports.saving') : t('internshipReports.save')}
        </Button>
      </div>
    </form>
  );
}
