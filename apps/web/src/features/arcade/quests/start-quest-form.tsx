import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../api/error-message';
import { useStationsOfLevel } from '../api/get-path-for-quests';
import { useStartQuest } from '../api/quests';
import '../arcade-texts';

/** Picks a task of the class's path and starts it as a quest (the quests screen and the teacher's dashboard). */
export function StartQuestForm({ classUuid, level }: { classUuid: string; level: 'sek1' | 'sek2' }) {
  const { t } = useTranslation();
  const { data: stations } = useStationsOfLevel(level);
  const start = useStartQuest();
  const [taskUuid, setTaskUuid] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const errorId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Under the button the confirmation can land below the fold on a phone: bring it into view.
    if (status) statusRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);

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
          <option value="">{t('arcade.quests.taskPrompt')}</option>
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
      <p ref={statusRef} role="status">
        {status}
      </p>
    </form>
  );
}
