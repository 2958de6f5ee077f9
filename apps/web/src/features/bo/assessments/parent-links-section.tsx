import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createFeedbackLinkBodySchema, FEEDBACK_LIMITS, type CreatedFeedbackLink, type FeedbackLink } from '@berufswahl/contracts/bo/feedback';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { FormTextField } from '../../../components/ui/form-text-field';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate, formatDateLong } from '../../../lib/format';
import { useCreateParentLink, useRevokeParentLink } from './api/parent-links';
import { useCopyText } from '../../../lib/use-copy-text';

/**
 * "Eltern fragen": a link for a parent – sent to an e-mail address, or copied by the student – shown
 * once with its expiry and a copy button; below, the links made so far with their state and
 * "Zurückziehen" for those still open.
 */
export function ParentLinksSection({ links, isSimple }: { links: readonly FeedbackLink[]; isSimple: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listHeadingId = useId();
  const formatDay = isSimple ? formatDateLong : formatDate;
  const [created, setCreated] = useState<CreatedFeedbackLink | null>(null);
  const revoke = useRevokeParentLink();
  const { outcome, done, failed, clear } = useActionOutcome();

  const revokeLink = (link: FeedbackLink) => {
    clear();
    revoke.mutate(link.uuid, {
      onSuccess: () => {
        if (created?.uuid === link.uuid) setCreated(null);
        done(t('assessments.parents.revoked'));
      },
      onError: (error) => failed(t('assessments.parents.revokeFailed', { error: formatStoreError(error) })),
    });
  };

  return (
    <section aria-labelledby={headingId} className="assessment-section">
      <h2 id={headingId}>{t('assessments.parents.heading')}</h2>
      <p>{t('assessments.parents.intro', { days: FEEDBACK_LIMITS.linkDays })}</p>
      <CreateLinkForm onCreated={setCreated} />
      {created && <CreatedLink link={created} expiry={formatDay(created.expires_at)} />}

      <h3 id={listHeadingId}>{t('assessments.parents.listHeading')}</h3>
      <ActionOutcomeLine outcome={outcome} />
      {links.length === 0 ? (
        <p>{t('assessments.parents.listEmpty')}</p>
      ) : (
        <ul className="parent-links" aria-labelledby={listHeadingId}>
          {links.map((link) => {
            const date = formatDay(link.created_at);
            return (
              <li key={link.uuid} className="parent-links__entry" data-state={link.state}>
                <span>
                  <strong>{t('assessments.parents.linkTitle', { date })}</strong>
                  {link.recipient_email && <> {t('assessments.parents.linkTo', { email: link.recipient_email })}</>}
                  {': '}
                  {link.state === 'open'
                    ? t('assessments.parents.state.open', { date: formatDay(link.expires_at) })
                    : t(`assessments.parents.state.${link.state}`)}
                </span>
                {link.state === 'open' && (
                  <Button
                    className="button button--secondary"
                    aria-label={t('assessments.parents.revokeLabel', { date })}
                    isDisabled={revoke.isPending}
                    onPress={() => revokeLink(link)}
                  >
                    {t('assessments.parents.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The optional e-mail address (checked with the contracts' schema, the error named at the field) and "Link erstellen". */
function CreateLinkForm({ onCreated }: { onCreated: (link: CreatedFeedbackLink) => void }) {
  const { t } = useTranslation();
  const create = useCreateParentLink();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const { outcome, done, failed, clear } = useActionOutcome();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    const body = { send_mail: email.trim() !== '', recipient_email: email };
    const checked = createFeedbackLinkBodySchema.safeParse(body);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    create.mutate(body, {
      onSuccess: (link) => {
        onCreated(link);
        setEmail('');
        done(link.mailed && link.recipient_email ? t('assessments.parents.mailed', { email: link.recipient_email }) : t('assessments.parents.created'));
      },
      onError: (error) => failed(t('assessments.parents.createFailed', { error: formatStoreError(error) })),
    });
  };

  return (
    <form className="parent-link-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        label={t('assessments.parents.emailLabel')}
        hint={t('assessments.parents.emailHint')}
        name="recipient_email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (emailError) setEmailError(undefined);
        }}
        onBlur={() => undefined}
        errorMessage={emailError}
        inputRef={(element) => {
          emailRef.current = element;
        }}
      />
      <Button type="submit" className="button" isPending={create.isPending}>
        {create.isPending ? t('assessments.parents.creating') : t('assessments.parents.create')}
      </Button>
      <ActionOutcomeLine outcome={outcome} />
    </form>
  );
}

/** The new link, the only time its address is shown: a read-only field to select and a copy button that says whether it worked. */
function CreatedLink({ link, expiry }: { link: CreatedFeedbackLink; expiry: string }) {
  const { t } = useTranslation();

  const { copyState, copy } = useCopyText(link.url);

  return (
    <div className="parent-link-created">
      <TextField className="field" value={link.url} isReadOnly>
        <Label className="field__label">{t('assessments.parents.urlLabel')}</Label>
        <Input className="field__input" onFocus={(event) => event.currentTarget.select()} />
        <Text slot="description" className="field__hint">
          {t('assessments.parents.urlHint', { date: expiry })}
        </Text>
      </TextField>
      <Button className="button button--secondary" onPress={() => void copy()}>
        {t('assessments.parents.copy')}
      </Button>
      <p role="status" className={copyState === 'failed' ? 'form-error' : undefined}>
        {copyState === 'copied' ? t('assessments.parents.copied') : copyState === 'failed' ? t('assessments.parents.copyFailed') : ''}
      </p>
    </div>
  );
}
