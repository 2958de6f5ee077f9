import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PinboardFeedback, PinboardItem } from '@berufswahl/contracts';
import { formatDate } from '../../../lib/format';

/**
 * The attachment of a pin (decision 135): a picture, a player for a recording or video, and always a
 * link that opens the file – through a short-lived link, since an <img> sends no bearer token.
 */
function PinnedAttachment({ name, attachment }: { name: string; attachment: NonNullable<PinboardItem['attachment']> }) {
  const { t } = useTranslation();
  const type = attachment.content_type;
  return (
    <div className="pin-card__attachment">
      {type.startsWith('image/') && <img className="pin-card__image" src={attachment.signed_url} alt={t('pinboard.attachmentImage', { name })} loading="lazy" />}
      {type.startsWith('audio/') && <audio className="pin-card__media" controls preload="none" src={attachment.signed_url} aria-label={t('pinboard.attachmentMedia', { name })} />}
      {type.startsWith('video/') && <video className="pin-card__media" controls preload="none" src={attachment.signed_url} aria-label={t('pinboard.attachmentMedia', { name })} />}
      <p className="pin-card__meta">
        <a href={attachment.signed_url} target="_blank" rel="noopener noreferrer">
          {t('pinboard.attachmentOpen', { name })}
        </a>
      </p>
    </div>
  );
}

/** What a pin shows of its item: the task's title, the text and the attachment. */
export function PinnedItemContent({ item }: { item: PinboardItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.title && <p className="pin-card__meta">{item.title}</p>}
      {item.text && <p className="pin-card__text">{item.text}</p>}
      {item.attachment_name && item.attachment && <PinnedAttachment name={item.attachment_name} attachment={item.attachment} />}
      {item.attachment_name && !item.attachment && <p className="pin-card__meta">{t('pinboard.attachment', { name: item.attachment_name })}</p>}
    </>
  );
}

/** One feedback's text with its author and date, and when it was changed. */
export function FeedbackText({ feedback }: { feedback: PinboardFeedback }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="pin-card__feedback-text">{feedback.text}</p>
      <p className="pin-card__meta">
        {feedback.author_name
          ? t('pinboard.mine.feedbackFrom', { name: feedback.author_name, date: formatDate(feedback.created_date) })
          : t('pinboard.mine.feedbackFromUnknown', { date: formatDate(feedback.created_date) })}
        {feedback.edited_date && ` (${t('pinboard.mine.feedbackEdited', { date: formatDate(feedback.edited_date) })})`}
      </p>
    </>
  );
}

/**
 * The teachers' feedback on a pin, oldest first. `renderOwn` replaces the reader's own feedback
 * (the teacher's screen: change or delete it, decision 136).
 */
export function FeedbackList({
  feedback,
  headingLevel,
  renderOwn,
}: {
  feedback: PinboardFeedback[];
  headingLevel: 3 | 4;
  renderOwn?: (feedback: PinboardFeedback) => ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (feedback.length === 0) return null;
  return (
    <>
      <Heading className="pin-card__heading">{t('pinboard.mine.feedbackHeading')}</Heading>
      <ul className="pin-card__feedback">
        {feedback.map((one) => (
          <li key={one.uuid}>{one.is_mine && renderOwn ? renderOwn(one) : <FeedbackText feedback={one} />}</li>
        ))}
      </ul>
    </>
  );
}
