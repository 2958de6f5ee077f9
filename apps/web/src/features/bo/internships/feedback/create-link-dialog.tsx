import { useEffect, useId, useRef, useState } from 'react';
import { Button, FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createFeedbackLinkBodySchema, type CreatedFeedbackLink } from '@berufswahl/contracts/bo/feedback';
import type { Internship } from '@berufswahl/contracts/bo/internships';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { formatStoreError, isApiError } from '../../../../lib/api-client';
import type { Formality } from '../../../../lib/formality';
import { useCreateFeedbackLink } from '../api/feedback';
import { useCopyText } from '../../../../lib/use-copy-text';

type Delivery = 'mail' | 'copy';

interface CreateLinkDialogProps {
  internship: Internship;
  formality: Formality;
  formatDay: (value: string) => string;
  onClose: () => void;
  /** After a link was made: the outcome line's text for the section. */
  onCreated: (text: string) => void;
}

/** The e-mail address's problem in German, or null: missing, or not an address (the contract's message). */
function recipientEmailProblem(email: string): 'missing' | string | null {
  if (email.trim() === '') return 'missing';
  const checked = createFeedbackLinkBodySchema.shape.recipient_email.safeParse(email);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * Creates a supervisor's feedback link (issue 16): sent by e-mail to the supervisor (the placement's
 * address, editable) or only created, then shown with "Link kopieren" – the one time its URL is
 * ever shown (only its hash is stored).
 */
export function CreateLinkDialog({ internship, formality, formatDay, onClose, onCreated }: CreateLinkDialogProps) {
  const { t } = useTranslation();
  const create = useCreateFeedbackLink(internship.uuid);
  const [delivery, setDelivery] = useState<Delivery>('mail');
  const [email, setEmail] = useState(internship.supervisor_email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedFeedbackLink | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const outcomeText = (link: CreatedFeedbackLink) =>
    link.mailed && link.recipient_email ? t('internshipFeedback.section.createdMailed', { email: link.recipient_email }) : t('internshipFeedback.section.created');
  const close = () => (created ? onCreated(outcomeText(created)) : onClose());

  const createLink = () => {
    setFailure(null);
    if (delivery === 'mail') {
      const problem = recipientEmailProblem(email);
      if (problem) {
        setEmailError(problem === 'missing' ? t('internshipFeedback.dialog.emailMissing', { context: formality }) : problem);
        emailInput.current?.focus();
        return;
      }
    }
    setEmailError(null);
    const body =
      delivery === 'mail' ? { send_mail: true, recipient_email: email.trim(), recipient_name: internship.supervisor_name } : { send_mail: false, recipient_name: internship.supervisor_name };
    create.mutate(body, {
      onSuccess: setCreated,
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.errorBody?.fields?.find((field) => field.field === 'recipient_email')?.message : undefined;
        if (fieldMessage && delivery === 'mail') {
          setEmailError(fieldMessage);
          emailInput.current?.focus();
        } else {
          setFailure(t('internshipFeedback.dialog.createFailed', { message: isApiError(error) && error.errorBody ? error.errorBody.message : formatStoreError(error) }));
        }
      },
    });
  };

  return (
    <ModalDialog title={t('internshipFeedback.dialog.title')} closeLabel={t('internshipFeedback.dialog.close')} onClose={close} className="feedback-link-dialog">
      {created ? (
        <CreatedLink link={created} formality={formality} formatDay={formatDay} onDone={close} />
      ) : (
        <>
          <RadioGroup className="feedback-link-dialog__delivery" value={delivery} onChange={(value) => setDelivery(value === 'copy' ? 'copy' : 'mail')} isDisabled={create.isPending}>
            <Label className="field__label">{t('internshipFeedback.dialog.deliveryLegend')}</Label>
            <Radio className="choice" value="mail">
              <span className="choice__dot" aria-hidden="true" />
              {t('internshipFeedback.dialog.deliveryMail')}
            </Radio>
            <Radio className="choice" value="copy">
              <span className="choice__dot" aria-hidden="true" />
              {t('internshipFeedback.dialog.deliveryCopy')}
            </Radio>
          </RadioGroup>
          {delivery === 'mail' && (
            <TextField
              className="field"
              name="recipient_email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={setEmail}
              isDisabled={create.isPending}
              isInvalid={Boolean(emailError)}
              validationBehavior="aria"
            >
              <Label className="field__label">{t('internshipFeedback.dialog.emailLabel')}</Label>
              <Text slot="description" className="field__hint">
                {t('internshipFeedback.dialog.emailHint', { context: formality })}
              </Text>
              <Input className="field__input" ref={emailInput} />
              <FieldError className="field__error">{emailError}</FieldError>
            </TextField>
          )}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <p role="status" className="hint">
            {create.isPending ? t('internshipFeedback.dialog.creating') : ''}
          </p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={onClose} isDisabled={create.isPending}>
              {t('internshipFeedback.section.cancel')}
            </Button>
            <Button className="button" onPress={createLink} isDisabled={create.isPending}>
              {t('internshipFeedback.dialog.create')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/** The new link: said once, with its URL to copy, its expiry and that it is shown only now. */
function CreatedLink({ link, formality, formatDay, onDone }: { link: CreatedFeedbackLink; formality: Formality; formatDay: (value: string) => string; onDone: () => void }) {
  const { t } = useTranslation();
  const urlId = useId();
  const result = useRef<HTMLParagraphElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  // The form the user was in is gone: focus goes to the result, which a screen reader then reads.
  useEffect(() => result.current?.focus(), []);

  const { copyState, copy } = useCopyText(link.url, urlInput);

  return (
    <>
      <p className="feedback-link-dialog__result" ref={result} tabIndex={-1}>
        <strong>{t('internshipFeedback.dialog.resultTitle')}</strong>
        {link.mailed && link.recipient_email && <> {t('internshipFeedback.dialog.mailed', { email: link.recipient_email })}</>}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={urlId}>
          {t('internshipFeedback.dialog.urlLabel')}
        </label>
        <input id={urlId} ref={urlInput} className="field__input" readOnly value={link.url} onFocus={(event) => event.target.select()} />
      </div>
      <p>
        <Button className="button button--secondary" onPress={() => void copy()}>
          {t('internshipFeedback.dialog.copy')}
        </Button>
      </p>
      <p role="status" className={copyState === 'failed' ? 'form-error' : 'hint'}>
        {copyState === 'copied' ? t('internshipFeedback.dialog.copied') : copyState === 'failed' ? t('internshipFeedback.dialog.copyFailed', { context: formality }) : ''}
      </p>
      <p>{t('internshipFeedback.dialog.expires', { date: formatDay(link.expires_at) })}</p>
      <div className="notice">
        <p>{t('internshipFeedback.dialog.onlyNow', { context: formality })}</p>
      </div>
      <div className="dialog__actions">
        <Button className="button" onPress={onDone}>
          {t('internshipFeedback.dialog.done')}
        </Button>
      </div>
    </>
  );
}
