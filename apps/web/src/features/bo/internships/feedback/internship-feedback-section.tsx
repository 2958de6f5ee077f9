import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FeedbackLink, Internship, InternshipFeedback } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../../components/ui/action-outcome';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../../lib/api-client';
import { formatDate, formatDateLong } from '../../../../lib/format';
import type { Formality } from '../../../../lib/formality';
import { addTexts } from '../../../../lib/i18n';
import { useMe } from '../../../../lib/me/get-me';
import texts from '../../../../locales/de-internship-feedback.json';
import simpleTexts from '../../../../locales/de-internship-feedback.leicht.json';
import { useInternshipFeedback, useReleaseFeedback, useRevokeFeedbackLink } from '../api/feedback';
import { CreateLinkDialog } from './create-link-dialog';
import { canRequestFeedback, feedbackAlreadyGiven, visibleFeedback } from './feedback-section-logic';
import './internship-feedback.css';

addTexts(texts, simpleTexts);

export interface InternshipFeedbackSectionProps {
  internship: Internship;
  /** The student (du, released feedback only) or the class's teachers and the coordinator (Sie, release). */
  viewer: 'student' | 'staff';
}

/**
 * „Rückmeldung vom Betrieb“ (issue 16): the supervisor's link – created, copied or mailed, listed
 * with its state, revoked – and the feedback given through it. Staff see every feedback and
 * release it; the student sees it once released and is told when one waits.
 */
export function InternshipFeedbackSection({ internship, viewer }: InternshipFeedbackSectionProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const headingId = useId();
  const formality: Formality = viewer === 'student' ? 'du' : 'sie';
  // Leichte Sprache writes dates as "12. März 2027" (CONTENT.md).
  const formatDay = me?.simple_language ? formatDateLong : formatDate;
  const overview = useInternshipFeedback(internship.uuid);
  const { outcome, done, failed, clear } = useActionOutcome();
  const [isCreating, setCreating] = useState(false);
  const isConfirmed = canRequestFeedback(internship.state);
  const data = overview.data;

  return (
    <section className="internship-feedback" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('internshipFeedback.section.title')}</h2>
      <p>{t('internshipFeedback.section.intro', { context: formality })}</p>
      {overview.isPending && <p role="status">{t('internshipFeedback.section.loading')}</p>}
      {overview.isError && (
        <p className="form-error" role="alert">
          {t('internshipFeedback.section.loadFailed', { message: formatStoreError(overview.error) })}
        </p>
      )}
      {viewer === 'student' && data && data.waiting_for_release > 0 && (
        <div className="notice">
          <p>{t('internshipFeedback.section.waiting', { count: data.waiting_for_release })}</p>
        </div>
      )}
      {!isConfirmed ? (
        <p className="hint">{t('internshipFeedback.section.notConfirmed', { context: formality })}</p>
      ) : data && feedbackAlreadyGiven(data) ? (
        <p className="hint">{t('internshipFeedback.section.alreadyGiven')}</p>
      ) : (
        data && (
          <Button
            className="button"
            onPress={() => {
              clear();
              setCreating(true);
            }}
          >
            {t('internshipFeedback.section.createButton')}
          </Button>
        )
      )}
      <ActionOutcomeLine outcome={outcome} />
      {data && (
        <>
          <LinkList links={data.links} internshipUuid={internship.uuid} formality={formality} formatDay={formatDay} onDone={done} onFailed={failed} onStart={clear} />
          <FeedbackList
            feedback={visibleFeedback(data.feedback, viewer)}
            internship={internship}
            viewer={viewer}
            formatDay={formatDay}
            onDone={done}
            onFailed={failed}
            onStart={clear}
          />
        </>
      )}
      {isCreating && (
        <CreateLinkDialog
          internship={internship}
          formality={formality}
          formatDay={formatDay}
          onClose={() => setCreating(false)}
          onCreated={(text) => {
            setCreating(false);
            done(text);
          }}
        />
      )}
    </section>
  );
}

/**
 * Focuses an element once the page has settled: an action whose button goes away (revoked,
 * released) must not leave the focus on the page's body. Two frames, because a closing dialog
 * hands the focus back to its opener in the frame after it closes.
 */
function focusWhenSettled(element: HTMLElement | null): void {
  requestAnimationFrame(() => requestAnimationFrame(() => element?.focus()));
}

interface ActionProps {
  onDone: (text: string) => void;
  onFailed: (text: string) => void;
  onStart: () => void;
}

function LinkList({
  links,
  internshipUuid,
  formality,
  formatDay,
  onDone,
  onFailed,
  onStart,
}: { links: FeedbackLink[]; internshipUuid: string; formality: Formality; formatDay: (value: string) => string } & ActionProps) {
  const { t } = useTranslation();
  const revoke = useRevokeFeedbackLink(internshipUuid);
  const [confirming, setConfirming] = useState<FeedbackLink | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const revokeLink = async (link: FeedbackLink) => {
    onStart();
    try {
      await revoke.mutateAsync(link.uuid);
      setConfirming(null);
      onDone(t('internshipFeedback.section.revoked'));
      // The link's „Zurückziehen“ is gone with its state: the focus goes to the list's heading.
      focusWhenSettled(heading.current);
    } catch (error) {
      setConfirming(null);
      focusWhenSettled(heading.current);
      onFailed(t('internshipFeedback.section.revokeFailed', { message: formatStoreError(error) }));
    }
  };

  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        {t('internshipFeedback.section.linksTitle')}
      </h3>
      {links.length === 0 ? (
        <p>{t('internshipFeedback.section.noLinks')}</p>
      ) : (
        <ul className="feedback-links" data-testid="feedback-links">
          {links.map((link) => {
            const createdOn = formatDay(link.created_at);
            return (
              <li key={link.uuid} className="feedback-links__item" data-state={link.state}>
                <p className="feedback-links__text">
                  <strong>{t('internshipFeedback.section.linkCreated', { date: createdOn })}</strong>
                  {' · '}
                  <span className={`feedback-links__state feedback-links__state--${link.state}`}>
                    {t('internshipFeedback.section.linkState', { state: t(`internshipFeedback.section.state.${link.state}`) })}
                  </span>
                  {' · '}
                  {link.state === 'used' && link.used_at
                    ? t('internshipFeedback.section.linkUsed', { date: formatDay(link.used_at) })
                    : t('internshipFeedback.section.linkExpires', { date: formatDay(link.expires_at) })}
                  {link.recipient_email && (
                    <>
                      {' · '}
                      {t('internshipFeedback.section.linkRecipient', { email: link.recipient_email })}
                    </>
                  )}
                </p>
                {link.state === 'open' && (
                  <Button
                    className="button button--secondary"
                    aria-label={t('internshipFeedback.section.revokeLabel', { date: createdOn })}
                    onPress={() => {
                      onStart();
                      setConfirming(link);
                    }}
                  >
                    {t('internshipFeedback.section.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <ModalDialog title={t('internshipFeedback.section.confirmRevokeTitle')} onClose={() => setConfirming(null)} role="alertdialog" className="modal--small">
          <p>{t('internshipFeedback.section.confirmRevokeText', { context: formality })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirming(null)} isDisabled={revoke.isPending}>
              {t('internshipFeedback.section.cancel')}
            </Button>
            <Button className="button" onPress={() => void revokeLink(confirming)} isDisabled={revoke.isPending}>
              {t('internshipFeedback.section.revoke')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

function FeedbackList({
  feedback,
  internship,
  viewer,
  formatDay,
  onDone,
  onFailed,
  onStart,
}: { feedback: InternshipFeedback[]; internship: Internship; viewer: 'student' | 'staff'; formatDay: (value: string) => string } & ActionProps) {
  const { t } = useTranslation();
  const release = useReleaseFeedback(internship.uuid);
  const studentName = internship.student.first_name;
  const headings = useRef(new Map<string, HTMLHeadingElement>());

  const releaseFeedback = (item: InternshipFeedback) => {
    onStart();
    release.mutate(item.uuid, {
      onSuccess: () => {
        onDone(t('internshipFeedback.section.releasedOutcome', { name: studentName }));
        // The button is gone once released: the focus goes to the feedback's heading.
        focusWhenSettled(headings.current.get(item.uuid) ?? null);
      },
      onError: (error) => onFailed(t('internshipFeedback.section.releaseFailed', { message: formatStoreError(error) })),
    });
  };

  if (feedback.length === 0) return <p>{t('internshipFeedback.section.noFeedback')}</p>;
  return (
    <>
      {feedback.map((item) => (
        <article key={item.uuid} className="feedback-given" data-testid="internship-feedback">
          <h3
            tabIndex={-1}
            ref={(element) => {
              if (element) headings.current.set(item.uuid, element);
              else headings.current.delete(item.uuid);
            }}
          >
            {t('internshipFeedback.section.feedbackTitle', { date: formatDay(item.submitted_at) })}
          </h3>
          {item.days_present !== null && <p>{t('internshipFeedback.section.daysPresent', { count: item.days_present })}</p>}
          <div className="feedback-given__table-wrap">
            <table className="feedback-given__table">
              <caption>{t('internshipFeedback.section.ratingsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('internshipFeedback.section.columnItem')}</th>
                  <th scope="col">{t('internshipFeedback.section.columnValue')}</th>
                </tr>
              </thead>
              <tbody>
                {item.ratings.map((rating) => (
                  <tr key={rating.item}>
                    <th scope="row">{rating.name}</th>
                    <td>{rating.value === null ? t('internshipFeedback.section.valueNone') : t('internshipFeedback.section.value', { value: rating.value })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h4>{t('internshipFeedback.section.comment')}</h4>
          <p className="feedback-given__comment">{item.comment ?? t('internshipFeedback.section.noComment')}</p>
          {viewer === 'staff' &&
            (item.released_at ? (
              <p className="hint">{t('internshipFeedback.section.releasedOn', { date: formatDay(item.released_at) })}</p>
            ) : (
              <>
                <p className="hint">{t('internshipFeedback.section.notReleased')}</p>
                <Button className="button" onPress={() => releaseFeedback(item)} isDisabled={release.isPending}>
                  {t('internshipFeedback.section.release')}
                </Button>
                <p role="status" className="hint">
                  {release.isPending ? t('internshipFeedback.section.releasing') : ''}
                </p>
              </>
            ))}
        </article>
      ))}
    </>
  );
}
