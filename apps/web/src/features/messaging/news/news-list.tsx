import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import type { EventItem, NewsItem } from '@berufswahl/contracts';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import type { NewsKind } from './api/list-news';
import { describeAudience, formatEventDate, formatPublished } from './news-meta';
import { SanitizedHtml } from './sanitized-html';

// The confirmation (and react-aria's dialog code) loads when an author first deletes (decision 008).
const NewsDeleteDialog = lazy(() => import('./news-delete-dialog').then((module) => ({ default: module.NewsDeleteDialog })));

type Item = NewsItem & Partial<Pick<EventItem, 'date' | 'time' | 'place'>>;

interface NewsListProps {
  kind: NewsKind;
  items: Item[];
  /** Heading level of each item's title inside the surrounding section. */
  headingLevel: 3 | 2;
  onEdit?: (item: Item) => void;
  /** Told the outcome of an own item's deletion, to show and announce it. */
  onOutcome: (message: string) => void;
  /** Actions every reader has on an item (an event's „In meinen Kalender“), before the author's own. */
  itemActions?: (item: Item) => ReactNode;
}

/** News items or events as a list of articles: title, whom for, when, the text, and own items' actions. */
export function NewsList({ kind, items, headingLevel, onEdit, onOutcome, itemActions }: NewsListProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <>
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.uuid} className="news-item">
            <article aria-labelledby={`news-${item.uuid}`}>
              <Heading id={`news-${item.uuid}`} className="news-item__title">
                {item.title}
              </Heading>
              {item.date && (
                <p className="news-item__when">
                  {item.time
                    ? t('news.list.whenWithTime', { date: formatEventDate(item.date), time: item.time })
                    : t('news.list.when', { date: formatEventDate(item.date) })}
                  {item.place && <span className="news-item__place"> · {t('news.list.where', { place: item.place })}</span>}
                </p>
              )}
              <p className="news-item__meta">
                {describeAudience(item, t)} · {t('news.list.by', { author: item.author.name })} ·{' '}
                {t('news.list.published', { date: formatPublished(item.created_date) })}
              </p>
              <SanitizedHtml className="news-item__text rich-text" html={item.text} />
              {(item.is_own || itemActions) && (
                <div className="actions news-item__actions">
                  {itemActions?.(item)}
                  {item.is_own && onEdit && (
                    <Button className="button button--secondary" aria-label={t('news.list.editItem', { title: item.title })} onPress={() => onEdit(item)}>
                      {t('news.list.edit')}
                    </Button>
                  )}
                  {item.is_own && (
                    <Button className="button button--secondary" aria-label={t('news.list.deleteItem', { title: item.title })} onPress={() => setToDelete(item)}>
                      {t('news.list.delete')}
                    </Button>
                  )}
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {toDelete && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <NewsDeleteDialog
              kind={kind}
              item={toDelete}
              onClose={() => setToDelete(null)}
              onDeleted={(title) => {
                setToDelete(null);
                onOutcome(t('news.list.deleted', { title }));
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
