import { useTranslation } from 'react-i18next';
import type { PinboardFeedback, PinboardItem } from '@berufswahl/contracts';
import { formatDate } from '../../../lib/format';

/** What a pin shows of its item: the task's title, the text and a story's attachment name. */
export function PinnedItemContent({ item }: { item: PinboardItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.title && <p className="pin-card__meta">{item.title}</p>}
      {item.text && <p className="pin-card__text">{item.text}</p>}
      {item.attachment_name && <p className="pin-card__meta">{t('pinboard.attachment', { name: item.attachment_name })}</p>}
    </>
  );
}

/** The teachers' feedback on a pin, oldest first. */
export function FeedbackList({ feedback, headingLevel }: { feedback: PinboardFeedback[]; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (feedback.length === 0) return null;
  return (
    <>
      <Heading className="pin-card__heading">{t('pinboard.mine.feedbackHeading')}</Heading>
      <ul className="pin-card__feedback">
        {feedback.map((one) => (
          <li key={one.uuid}>
            <p className="pin-card__feedback-text">{one.text}</p>
            <p className="pin-card__meta">
              {one.author_name
                ? t('pinboard.mine.feedbackFrom', { name: one.author_name, date: formatDate(one.created_date) })
                : t('pinboard.mine.feedbackFromUnknown', { date: formatDate(one.created_date) })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
