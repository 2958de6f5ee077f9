import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { EventItem, NewsItem } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../lib/api-client';
import { useDeleteNews } from './api/delete-news';
import type { NewsKind } from './api/list-news';
import { describeAudience, formatEventDate, formatPublished } from './news-meta';
import { SanitizedHtml } from './sanitized-html';

type Item = NewsItem & Partial<Pick<EventItem, 'date' | 'time' | 'place'>>;

interface NewsListProps {
  kind: NewsKind;
  items: Item[];
  /** Heading level of each item's title inside the surrounding section. */
  headingLevel: 3 | 2;
  onEdit?: (item: Item) => void;
}

/** News items or events as a list of articles: title, whom for, when, the text, and own items' actions. */
export function NewsList({ kind, items, headingLevel, onEdit }: NewsListProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const remove = useDeleteNews(kind);
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
              {item.is_own && (
                <div className="actions news-item__actions">
                  {onEdit && (
                    <Button className="button button--secondary" aria-label={t('news.list.editItem', { title: item.title })} onPress={() => onEdit(item)}>
                      {t('news.list.edit')}
                    </Button>
                  )}
                  <Button className="button button--secondary" aria-label={t('news.list.deleteItem', { title: item.title })} onPress={() => setToDelete(item)}>
                    {t('news.list.delete')}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {toDelete && (
        <ModalDialog title={t('news.list.deleteConfirmTitle')} role="alertdialog" onClose={() => setToDelete(null)}>
          <p>{t('news.list.deleteConfirmText', { title: toDelete.title })}</p>
          {remove.error && (
            <p className="form-error" role="alert">
              {t('news.list.deleteFailed', { message: formatStoreError(remove.error) })}
            </p>
          )}
          <div className="dialog__actions actions">
            <Button className="button button--secondary" onPress={() => setToDelete(null)}>
              {t('news.list.deleteCancel')}
            </Button>
            <Button
              className="button"
              isDisabled={remove.isPending}
              onPress={() => remove.mutate(toDelete.uuid, { onSuccess: () => setToDelete(null) })}
            >
              {t('news.list.delete')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
