import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { isAppPath, SCALE_MAX } from '@berufswahl/contracts/bo/mein-weg';
import { saveAnswerBodySchema, type SaveAnswerBody, type TaskDetail } from '@berufswahl/contracts/bo/mein-weg-answers';
import { FileInput } from '../../../components/ui/file-input';
import type { FileProblem } from '../../../components/ui/file-input-logic';
import { FormTextField } from '../../../components/ui/form-text-field';
import { openStorageFullDialog } from '../../../lib/app-events';
import { formatDate } from '../../../lib/format';
import { useSaveAnswer } from './api/save-answer';
import { useUploadAnswerFile } from './api/upload-answer-file';
import { bodyOf, draftOf, type Draft } from './answer-body';
import { answerErrorMessage, isStorageFull } from './answer-error';
import { textOf } from './simple-language';

/** Doing a task: the answer of its kind, "Aufgabe erledigt" and saving, with the outcome announced. */
export function TaskAnswerForm({ detail, isSimple }: { detail: TaskDetail; isSimple: boolean }) {
  const { t } = useTranslation();
  const { task } = detail;
  const save = useSaveAnswer(task.uuid);
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [done, setDone] = useState(detail.answer?.done ?? false);
  const [textError, setTextError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'done' | 'error'; message: string } | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);

  const submit = (body: SaveAnswerBody) => {
    setOutcome(null);
    // Based on the answer this screen shows: one changed on another device meanwhile is not overwritten (decision 240).
    save.mutate({ ...body, based_on: detail.answer?.last_modified ?? null }, {
      onSuccess: (result) => {
        if (result.kind === 'kept') {
          setOutcome(result.conflictMessage ? { kind: 'error', message: result.conflictMessage } : { kind: 'saved', message: t('offlineDrafts.answerKept') });
          return;
        }
        const saved = result.value;
        setOutcome(saved.answer?.done ? { kind: 'done', message: t('meinWeg.answer.done') } : { kind: 'saved', message: t('meinWeg.answer.saved') });
      },
      onError: (error) => setOutcome({ kind: 'error', message: answerErrorMessage(error) }),
    });
  };

  /** Opening a link task's link counts as visiting it (spec: link tasks), once. */
  const markVisited = () => {
    if (draft.visited) return;
    setDraft({ ...draft, visited: true });
    submit(bodyOf(task, { ...draft, visited: true }, done));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(task, draft, done);
    const checked = saveAnswerBodySchema.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? t('meinWeg.answer.invalid');
      if (task.kind === 'reflection') {
        setTextError(message);
        textRef.current?.focus();
        textRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      } else {
        setOutcome({ kind: 'error', message });
      }
      return;
    }
    submit(body);
  };

  return (
    <form className="answer-form" onSubmit={onSubmit} noValidate aria-label={t('meinWeg.answer.formLabel')}>
      {task.kind === 'reflection' && (
        <FormTextField
          label={t('meinWeg.answer.textLabel')}
          hint={t('meinWeg.answer.textHint')}
          name="text"
          value={draft.text}
          onChange={(text) => {
            setDraft({ ...draft, text });
            const parsed = saveAnswerBodySchema.safeParse({ kind: 'reflection', text });
            setTextError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          }}
          onBlur={() => undefined}
          errorMessage={textError}
          rows={8}
          inputRef={(element) => {
            textRef.current = element;
          }}
        />
      )}
      {task.kind === 'checklist' && (
        <CheckboxGroup
          className="answer-form__group"
          value={draft.checked}
          onChange={(checked) => setDraft({ ...draft, checked })}
        >
          <Label className="field__label">{t('meinWeg.answer.checklistLabel')}</Label>
          {task.items.map((item) => (
            <Checkbox key={item.id} value={item.id} className="check">
              <span className="check__box" aria-hidden="true" />
              {textOf(item, 'text', isSimple)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {task.kind === 'scale' && (
        <fieldset className="answer-form__scale">
          <legend className="field__label">{t('meinWeg.answer.scaleLabel')}</legend>
          <p className="field__hint">
            {t('meinWeg.answer.scaleHint', {
              max: SCALE_MAX,
              minLabel: textOf(task, 'min_label', isSimple),
              maxLabel: textOf(task, 'max_label', isSimple),
            })}
          </p>
          {task.items.map((item) => (
            <RadioGroup
              key={item.id}
              className="scale-item"
              orientation="horizontal"
              value={draft.ratings[item.id] ? String(draft.ratings[item.id]) : null}
              onChange={(value) => setDraft({ ...draft, ratings: { ...draft.ratings, [item.id]: Number(value) } })}
            >
              <Label className="scale-item__label">{textOf(item, 'text', isSimple)}</Label>
              <div className="scale-item__options">
                {Array.from({ length: SCALE_MAX }, (_, index) => String(index + 1)).map((value) => (
                  <Radio key={value} value={value} className="scale-option" aria-label={t('meinWeg.answer.scaleOption', { value, max: SCALE_MAX })}>
                    <span aria-hidden="true">{value}</span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          ))}
        </fieldset>
      )}
      {task.kind === 'link' && (
        <div className="answer-form__link">
          {isAppPath(task.url) ? (
            // A screen of the app (e.g. the placement and its reports) opens in the same tab.
            <Link className="button button--secondary" to={task.url} onClick={markVisited}>
              {textOf(task, 'link_text', isSimple)}
            </Link>
          ) : (
            <a className="button button--secondary" href={task.url} target="_blank" rel="noopener noreferrer" onClick={markVisited}>
              {textOf(task, 'link_text', isSimple)}
              <span className="visually-hidden"> {t('meinWeg.answer.newTab')}</span>
            </a>
          )}
          <p className="field__hint">
            {detail.answer?.link_visited_date
              ? t('meinWeg.answer.visitedOn', { date: formatDate(detail.answer.link_visited_date) })
              : t('meinWeg.answer.notVisited')}
          </p>
        </div>
      )}
      {task.kind === 'upload' && <UploadPart detail={detail} />}

      <Checkbox className="check answer-form__done" isSelected={done} onChange={setDone}>
        <span className="check__box" aria-hidden="true" />
        {t('meinWeg.answer.markDone')}
      </Checkbox>
      <div className="answer-form__actions">
        <Button type="submit" className="button" isPending={save.isPending}>
          {save.isPending ? t('meinWeg.answer.saving') : t('meinWeg.answer.save')}
        </Button>
      </div>
      <p className={`answer-form__outcome answer-form__outcome--${outcome?.kind ?? 'none'}`} role={outcome?.kind === 'error' ? 'alert' : 'status'}>
        {outcome?.message}
      </p>
    </form>
  );
}

/** The file of an upload task: the current one with its link, and a new one to upload. */
function UploadPart({ detail }: { detail: TaskDetail }) {
  const { t } = useTranslation();
  const upload = useUploadAnswerFile(detail.task.uuid);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const current = detail.answer?.file;

  const send = () => {
    const [file] = files;
    if (!file) {
      setMessage({ isError: true, text: t('meinWeg.upload.missing') });
      return;
    }
    setMessage(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setFiles([]);
        setMessage({ isError: false, text: result.kind === 'kept' ? t('offlineDrafts.fileKept', { name: file.name }) : t('meinWeg.upload.saved', { name: file.name }) });
      },
      onError: (error) => {
        if (isStorageFull(error)) {
          setFiles([]);
          openStorageFullDialog();
          return;
        }
        setMessage({ isError: true, text: answerErrorMessage(error) });
      },
    });
  };

  return (
    <div className="answer-form__upload">
      {current && (
        <p>
          {t('meinWeg.upload.current')}{' '}
          {detail.file_url ? (
            <a href={detail.file_url} target="_blank" rel="noopener noreferrer">
              {current.filename}
            </a>
          ) : (
            current.filename
          )}
        </p>
      )}
      <FileInput
        files={files}
        max={1}
        problems={problems}
        onChange={(next, nextProblems) => {
          setFiles(next);
          setProblems(nextProblems);
        }}
        labels={{
          label: current ? t('meinWeg.upload.replaceLabel') : t('meinWeg.upload.label'),
          dropHint: t('meinWeg.upload.dropHint'),
          choose: t('meinWeg.upload.choose'),
          remove: (name) => t('meinWeg.upload.remove', { name }),
          problems: { type: t('meinWeg.upload.problemType'), tooMany: t('meinWeg.upload.problemTooMany'), tooFew: t('meinWeg.upload.missing') },
        }}
      />
      <Button className="button button--secondary" onPress={send} isPending={upload.isPending}>
        {upload.isPending ? t('meinWeg.upload.uploading') : t('meinWeg.upload.submit')}
      </Button>
      <p className={message?.isError ? 'field__error' : 'field__hint'} role={message?.isError ? 'alert' : 'status'}>
        {message?.text}
      </p>
    </div>
  );
}
