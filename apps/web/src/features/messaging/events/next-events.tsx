import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormality } from '../../../lib/formality';
import { useNewsList } from '../news/api/list-news';
import { formatEventDate } from '../news/news-meta';

const NEXT_EVENTS_COUNT = 3;

/** The dashboard's "next events" (spec 2): the three soonest, with a link to /termine. */
export function NextEvents() {
  const { t } = useTranslation();
  const context = useFormality();
  const headingId = useId();
  const { data } = useNewsList('events', 0, NEXT_EVENTS_COUNT);

  return (
    <section className="card next-events" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.nextEvents.title')}</h2>
      {data && data.items.length === 0 && <p>{t('news.nextEvents.none', { context })}</p>}
      {data && data.items.length > 0 && (
        <ul className="next-events__list">
          {data.items.map((event) => (
            <li key={event.uuid}>
              <span className="next-events__date">
                {formatEventDate(event.date)}
                {event.time ? `, ${event.time}` : ''}
              </span>{' '}
              <span className="next-events__title">{event.title}</span>
              <span className="hint"> · {event.place}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/termine">{t('news.nextEvents.all')}</Link>
      </p>
    </section>
  );
}
