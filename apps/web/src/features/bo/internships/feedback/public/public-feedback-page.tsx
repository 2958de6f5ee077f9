import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type PublicFeedbackRequest } from '@berufswahl/contracts/bo/feedback';
import { focusAndReveal } from '../../../../../components/ui/focus-first-error';
import { formatDate } from '../../../../../lib/format';
import {
  asksDaysPresent,
  clearDraft,
  EMPTY_FEEDBACK_FORM,
  errorsInPageOrder,
  feedbackFailureOf,
  hasErrors,
  readDraft,
  summaryLines,
  toFeedbackBody,
  validateFeedbackForm,
  writeDraft,
  type FeedbackFailure,
  type FeedbackFormErrors,
  type FeedbackFormValues,
  type RatingChoice,
} from './feedback-form-logic';
import { useFeedbackRequest, useSubmitFeedback } from './public-feedback-api';
import { PublicPageFrame } from '../../../../../components/ui/public-page-frame';

/** The end of the page's life: thanked, or the link turned out to be gone while sending. */
type Ending = { kind: 'thanks' } | { kind: 'gone'; message: string } | { kind: 'unknown' };

/**
 * The page's h1. `isFocused`: it takes focus when it appears – the thanks and a link found gone
 * while sending replace the form the user was in, and focus must not fall back to the body.
 */
function PageHeadline({ isFocused = false, children }: { isFocused?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) heading.current?.focus();
  }, [isFocused]);
  return (
    <h1 className="page-heading" tabIndex={-1} ref={heading}>
      {children}
    </h1>
  );
}

/**
 * What a supervisor (or a parent) sees behind a feedback link (issue 16): whose placement, what
 * happens with the answers, the days present (supervisor only), the competence items on a scale of
 * 1–5 or „kann ich nicht beurteilen“, a free comment – one submission, then thanks. Sie.
 */
export function PublicFeedbackPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const request = useFeedbackRequest(token);
  const [ending, setEnding] = useState<Ending | null>(null);

  if (ending?.kind === 'thanks' && request.data) {
    return (
      <PublicPageFrame className="feedback-page" title={t('internshipFeedback.public.thanksTitle')}>
        <div className="feedback-page__thanks">
          <PageHeadline isFocused>{t('internshipFeedback.public.thanksTitle')}</PageHeadline>
          <p>
            {request.data.kind === 'parent'
              ? t('internshipFeedback.public.thanksTextParent', { firstName: request.data.first_name })
              : t('internshipFeedback.public.thanksText', { firstName: request.data.first_name })}
          </p>
        </div>
      </PublicPageFrame>
    );
  }
  if (ending?.kind === 'gone' || ending?.kind === 'unknown') return <LinkFailure failure={ending} isFocused />;

  if (request.isPending) {
    return (
      <PublicPageFrame className="feedback-page" title={t('internshipFeedback.public.pageName')}>
        <h1 className="page-heading">{t('internshipFeedback.public.pageName')}</h1>
        <p role="status">{t('internshipFeedback.public.loading')}</p>
      </PublicPageFrame>
    );
  }
  if (request.isError) {
    const failure = feedbackFailureOf(request.error);
    // A 400 on reading is a token the server cannot even take (too long, cut or altered): for the reader, a link that does not exist.
    return <LinkFailure failure={failure.kind === 'invalid' ? { kind: 'unknown' } : failure} onRetry={() => void request.refetch()} />;
  }

  const data = request.data;
  const title = data.kind === 'parent' ? t('internshipFeedback.public.titleParent', { firstName: data.first_name }) : t('internshipFeedback.public.titleSupervisor', { firstName: data.first_name });
  return (
    <PublicPageFrame className="feedback-page" title={title}>
      <h1 className="page-heading">{title}</h1>
      <RequestFacts request={data} />
      <FeedbackForm token={token} request={data} onEnd={setEnding} />
    </PublicPageFrame>
  );
}

/** The page when the link cannot be used: gone (410, the server's reason), unknown (404), or not loaded. */
function LinkFailure({ failure, onRetry, isFocused = false }: { failure: FeedbackFailure | Ending; onRetry?: () => void; isFocused?: boolean }) {
  const { t } = useTranslation();
  if (failure.kind === 'gone') {
    return (
      <PublicPageFrame className="feedback-page" title={t('internshipFeedback.public.goneTitle')}>
        <PageHeadline isFocused={isFocused}>{t('internshipFeedback.public.goneTitle')}</PageHeadline>
        <p>{failure.message}</p>
      </PublicPageFrame>
    );
  }
  if (failure.kind === 'unknown') {
    return (
      <PublicPageFrame className="feedback-page" title={t('internshipFeedback.public.unknownTitle')}>
        <PageHeadline isFocused={isFocused}>{t('internshipFeedback.public.unknownTitle')}</PageHeadline>
        <p>{FEEDBACK_MESSAGES.linkUnknown}</p>
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame className="feedback-page" title={t('internshipFeedback.public.loadFailedTitle')}>
      <PageHeadline isFocused={isFocused}>{t('internshipFeedback.public.loadFailedTitle')}</PageHeadline>
      <p role="alert">{failure.kind === 'rate-limited' ? t('internshipFeedback.public.rateLimited') : t('internshipFeedback.public.loadFailed')}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('internshipFeedback.public.retry')}
        </button>
      )}
    </PublicPageFrame>
  );
}

/** Company and dates (a supervisor's link), the introduction and what happens with the answers. */
function RequestFacts({ request }: { request: PublicFeedbackRequest }) {
  const { t } = useTranslation();
  const aboutId = useId();
  const firstName = request.first_name;
  return (
    <>
      {request.company_name && (
        <dl className="facts feedback-page__facts">
          <div className="facts__item">
            <dt>{t('internshipFeedback.public.company')}</dt>
            <dd>{request.company_name}</dd>
          </div>
          {request.start_date && request.end_date && (
            <div className="facts__item">
              <dt>{t('internshipFeedback.public.period')}</dt>
              <dd>{t('internshipFeedback.public.periodValue', { start: formatDate(request.start_date), end: formatDate(request.end_date) })}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="lead">
        {request.kind === 'parent' ? t('internshipFeedback.public.introParent', { firstName }) : t('internshipFeedback.public.introSupervisor', { firstName })}
      </p>
      <section className="notice" aria-labelledby={aboutId}>
        <h2 id={aboutId} className="notice__title">
          {t('internshipFeedback.public.aboutTitle')}
        </h2>
        <ul className="feedback-page__about">
          {/* A supervisor's feedback waits for the teacher's release; a parent's goes to the student at once. */}
          <li>{request.kind === 'parent' ? t('internshipFeedback.public.aboutParent', { firstName }) : t('internshipFeedback.public.aboutTeacher', { firstName })}</li>
          <li>{t('internshipFeedback.public.aboutPrivacy')}</li>
          <li>{t('internshipFeedback.public.aboutOnce', { expires: formatDate(request.expires_at) })}</li>
        </ul>
      </section>
    </>
  );
}

/** The browser's sessionStorage, or nothing where it is switched off. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function FeedbackForm({ token, request, onEnd }: { token: string; request: PublicFeedbackRequest; onEnd: (ending: Ending) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const storage = sessionStorageOrNull();
  const [initialDraft] = useState(() => (storage ? readDraft(storage, token) : null));
  const [values, setValues] = useState<FeedbackFormValues>(initialDraft ?? EMPTY_FEEDBACK_FORM);
  const [errors, setErrors] = useState<FeedbackFormErrors | null>(null);
  const [sendProblem, setSendProblem] = useState<'retry' | 'rate-limited' | null>(null);
  const submit = useSubmitFeedback(token);
  const summary = useRef<HTMLDivElement>(null);
  const daysInput = useRef<HTMLInputElement>(null);
  const commentInput = useRef<HTMLTextAreaElement>(null);
  const firstName = request.first_name;
  const scaleHintId = `${ids}-scale`;
  const ratingName = (key: string) => `${ids}-rating-${key}`;

  const elementOf = (field: string): HTMLElement | null => {
    if (field === 'days_present') return daysInput.current;
    if (field === 'comment') return commentInput.current;
    const name = ratingName(field.replace(/^rating:/, ''));
    // The group's tab stop: the chosen value, else its first.
    return document.querySelector<HTMLElement>(`input[name="${CSS.escape(name)}"]:checked`) ?? document.querySelector<HTMLElement>(`input[name="${CSS.escape(name)}"]`);
  };

  const showErrors = (found: FeedbackFormErrors) => {
    setErrors(found);
    const first = errorsInPageOrder(found, request.items)[0];
    // After the render that shows the messages, so that the field is read with its error.
    requestAnimationFrame(() => focusAndReveal(first ? elementOf(first.field) : summary.current));
  };

  const change = (next: FeedbackFormValues) => {
    setValues(next);
    if (storage) writeDraft(storage, token, next);
    // Once shown, the messages follow the corrections (as the app's other forms do).
    if (errors) setErrors(validateFeedbackForm(next, request));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendProblem(null);
    const found = validateFeedbackForm(values, request);
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors(null);
    submit.mutate(toFeedbackBody(values, request), {
      onSuccess: () => {
        if (storage) clearDraft(storage, token);
        onEnd({ kind: 'thanks' });
      },
      onError: (error) => {
        const failure = feedbackFailureOf(error, request.items);
        if (failure.kind === 'invalid') showErrors(failure.errors);
        else if (failure.kind === 'gone' || failure.kind === 'unknown') {
          if (storage) clearDraft(storage, token);
          onEnd(failure);
        } else setSendProblem(failure.kind);
      },
    });
  };

  const orderedErrors = errors ? errorsInPageOrder(errors, request.items) : [];
  const labelOfField = (field: string): string => {
    if (field === 'days_present') return t('internshipFeedback.public.daysLabel', { firstName });
    if (field === 'comment') return t('internshipFeedback.public.commentLabel');
    return request.items.find((item) => `rating:${item.key}` === field)?.text ?? '';
  };
  /** A link in the summary that takes the focus to its field. */
  const fieldLink = (field: string) => (
    <a
      href={`#${field}`}
      onClick={(event) => {
        event.preventDefault();
        focusAndReveal(elementOf(field));
      }}
    >
      {labelOfField(field)}
    </a>
  );

  return (
    <form className="feedback-form" noValidate onSubmit={send}>
      {initialDraft && (
        <p role="status" className="hint">
          {t('internshipFeedback.public.draftRestored')}
        </p>
      )}
      {errors && (orderedErrors.length > 0 || errors.form.length > 0) && (
        <div className="feedback-form__summary" ref={summary} tabIndex={-1}>
          <p className="feedback-form__summary-title">{t('internshipFeedback.public.errorSummary')}</p>
          <ul>
            {errors.form.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {summaryLines(orderedErrors).map(({ message, fields }) =>
              fields.length === 1 ? (
                <li key={message}>
                  {fieldLink(fields[0] ?? '')}: {message}
                </li>
              ) : (
                <li key={message}>
                  {message}
                  <ul>
                    {fields.map((field) => (
                      <li key={field}>{fieldLink(field)}</li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      <p className="hint">{t('internshipFeedback.public.requiredNote')}</p>

      {asksDaysPresent(request) && (
        <TextInputField
          id={`${ids}-days`}
          label={
            <>
              {t('internshipFeedback.public.daysLabel', { firstName })}
              <span className="field__required">{t('internshipFeedback.public.required')}</span>
            </>
          }
          hint={t('internshipFeedback.public.daysHint', { max: request.max_days_present })}
          error={errors?.daysPresent}
          field={
            <input
              id={`${ids}-days`}
              ref={daysInput}
              className="field__input feedback-form__days"
              name="days_present"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.daysPresent}
              disabled={submit.isPending}
              aria-invalid={errors?.daysPresent ? true : undefined}
              aria-describedby={describedBy(`${ids}-days`, errors?.daysPresent)}
              onChange={(event) => change({ ...values, daysPresent: event.target.value })}
            />
          }
        />
      )}

      <h2>{t('internshipFeedback.public.ratingsTitle')}</h2>
      <p id={scaleHintId}>{t('internshipFeedback.public.scaleHint')}</p>
      {request.items.map((item) => (
        <RatingScale
          key={item.key}
          name={ratingName(item.key)}
          legend={item.text}
          scaleHintId={scaleHintId}
          choice={values.ratings[item.key]}
          error={errors?.ratings[item.key]}
          isDisabled={submit.isPending}
          onChoose={(choice) => change({ ...values, ratings: { ...values.ratings, [item.key]: choice } })}
        />
      ))}

      <TextInputField
        id={`${ids}-comment`}
        label={t('internshipFeedback.public.commentLabel')}
        hint={
          <>
            {t('internshipFeedback.public.commentHint', { firstName })}{' '}
            <span className="feedback-form__counter">{t('internshipFeedback.public.characters', { count: values.comment.length, max: FEEDBACK_LIMITS.commentMax })}</span>
          </>
        }
        error={errors?.comment}
        field={
          <textarea
            id={`${ids}-comment`}
            ref={commentInput}
            className="field__input field__input--multiline"
            name="comment"
            rows={6}
            value={values.comment}
            disabled={submit.isPending}
            aria-invalid={errors?.comment ? true : undefined}
            aria-describedby={describedBy(`${ids}-comment`, errors?.comment)}
            onChange={(event) => change({ ...values, comment: event.target.value })}
          />
        }
      />

      {sendProblem && (
        <div className="form-error" role="alert">
          <p>{sendProblem === 'rate-limited' ? t('internshipFeedback.public.rateLimited') : t('internshipFeedback.public.sendFailed')}</p>
        </div>
      )}
      <p role="status" className="hint">
        {submit.isPending ? t('internshipFeedback.public.sending') : ''}
      </p>
      <div className="actions">
        <button type="submit" className="button" disabled={submit.isPending}>
          {sendProblem ? t('internshipFeedback.public.retry') : t('internshipFeedback.public.submit')}
        </button>
      </div>
    </form>
  );
}

/** The ids a field is described by: its error first (read first), then its hint. */
function describedBy(fieldId: string, error: string | undefined): string {
  return error ? `${fieldId}-error ${fieldId}-hint` : `${fieldId}-hint`;
}

/**
 * A labelled field with its hint and error, in the app's field styles. Native elements rather than
 * the react-aria blocks: this page is a chunk of its own that a phone loads over a company's
 * network, and the number and text fields need nothing beyond the browser's own behaviour.
 */
function TextInputField({ id, label, hint, error, field }: { id: string; label: ReactNode; hint: ReactNode; error: string | undefined; field: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {field}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface RatingScaleProps {
  name: string;
  legend: string;
  scaleHintId: string;
  choice: RatingChoice | undefined;
  error: string | undefined;
  isDisabled: boolean;
  onChoose: (choice: RatingChoice) => void;
}

const SCALE_VALUES = ['1', '2', '3', '4', '5'] as const;

/**
 * One competence item: a fieldset named by the item, six native radio buttons (arrows move within
 * the group, one tab stop). The ends carry their words; 2–4 are read "2 von 5" and the scale's
 * explanation is the group's description, so a screen reader user knows what a number means.
 */
function RatingScale({ name, legend, scaleHintId, choice, error, isDisabled, onChoose }: RatingScaleProps) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  const option = (value: RatingChoice, label: ReactNode, className = '') => (
    <label key={value} className={`feedback-scale__option ${className}`.trim()}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={choice === value}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        onChange={() => onChoose(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="feedback-scale" aria-describedby={error ? `${errorId} ${scaleHintId}` : scaleHintId}>
      <legend className="feedback-scale__legend">{legend}</legend>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      <div className="feedback-scale__values">
        {SCALE_VALUES.map((value) =>
          option(
            value,
            <span className="feedback-scale__text">
              <span className="feedback-scale__number">{value}</span>
              {value === '1' && <span className="feedback-scale__anchor">{t('internshipFeedback.public.scaleMin')}</span>}
              {value === '5' && <span className="feedback-scale__anchor">{t('internshipFeedback.public.scaleMax')}</span>}
              {value !== '1' && value !== '5' && <span className="visually-hidden"> {t('internshipFeedback.public.ofFive')}</span>}
            </span>,
          ),
        )}
      </div>
      {option('none', <span className="feedback-scale__text">{t('internshipFeedback.public.scaleNone')}</span>, 'feedback-scale__option--none')}
    </fieldset>
  );
}
