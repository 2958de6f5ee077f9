import { useRef, useState, type FormEvent } from 'react';
import { Button, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SHARE_LINK_LIMITS, SHARE_LINK_MESSAGES, type CreatedShareLink, type ShareTarget } from '@berufswahl/contracts/bo/share-links';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { FormSelectField } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { formatStoreError } from '../../../lib/api-client';
import { useCreateShareLink } from './api/share-links';
import { SHARE_DAY_CHOICES, useDayFormat } from './share-link-format';
import './share-links-texts';
import { useCopyText } from '../../../lib/use-copy-text';

/**
 * A new link to the portfolio or one story: how many days (14 unless chosen) and an optional note
 * for whom. The new link's address is shown once, below, with a copy button.
 */
export function CreateShareLinkForm({ target, storyUuid, isDisabled = false }: { target: ShareTarget; storyUuid?: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const [days, setDays] = useState(String(SHARE_LINK_LIMITS.daysDefault));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const noteRef = useRef<HTMLInputElement | null>(null);
  const { outcome, done, failed, clear } = useActionOutcome();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (note.trim().length > SHARE_LINK_LIMITS.noteMax) {
      setNoteError(SHARE_LINK_MESSAGES.note);
      noteRef.current?.focus();
      return;
    }
    setNoteError(undefined);
    create.mutate(
      { target, uuid: target === 'story' ? storyUuid : undefined, days: Number(days), note: note.trim() || undefined },
      {
        onSuccess: (link) => {
          setCreated(link);
          setNote('');
          done(t('shareLinks.form.created'));
        },
        onError: (error) => failed(t('shareLinks.form.createFailed', { error: formatStoreError(error) })),
      },
    );
  };

  return (
    <>
      <form className="share-link-form" onSubmit={onSubmit} noValidate>
        <FormSelectField
          label={t('shareLinks.form.days')}
          name="days"
          value={days}
          onChange={setDays}
          options={SHARE_DAY_CHOICES.map((count) => ({ value: String(count), label: t('shareLinks.form.daysOption', { count }) }))}
        />
        <FormTextField
          label={t('shareLinks.form.note')}
          hint={t('shareLinks.form.noteHint')}
          name="note"
          value={note}
          onChange={(value) => {
            setNote(value);
            if (noteError) setNoteError(undefined);
          }}
          onBlur={() => undefined}
          errorMessage={noteError}
          inputRef={(element) => {
            noteRef.current = element;
          }}
        />
        <Button type="submit" className="button" isPending={create.isPending} isDisabled={isDisabled}>
          {create.isPending ? t('shareLinks.form.creating') : t('shareLinks.form.create')}
        </Button>
        <ActionOutcomeLine outcome={outcome} />
      </form>
      {created && <CreatedShareLinkBox link={created} />}
    </>
  );
}

/** The new link, the only time its address is shown: a read-only field to select and a copy button that says whether it worked. */
function CreatedShareLinkBox({ link }: { link: CreatedShareLink }) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();

  const { copyState, copy } = useCopyText(link.url);

  return (
    <div className="share-link-created">
      <TextField className="field" value={link.url} isReadOnly>
        <Label className="field__label">{t('shareLinks.created.urlLabel')}</Label>
        <Input className="field__input" onFocus={(event) => event.currentTarget.select()} />
        <Text slot="description" className="field__hint">
          {t('shareLinks.created.urlHint', { date: formatDay(link.expires_at) })}
        </Text>
      </TextField>
      <Button className="button button--secondary" onPress={() => void copy()}>
        {t('shareLinks.created.copy')}
      </Button>
      <p role="status" className={copyState === 'failed' ? 'form-error' : undefined}>
        {copyState === 'copied' ? t('shareLinks.created.copied') : copyState === 'failed' ? t('shareLinks.created.copyFailed') : ''}
      </p>
    </div>
  );
}
