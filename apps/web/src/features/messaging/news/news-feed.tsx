import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import type { EventItem, NewsItem } from '@berufswahl/contracts';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { formatStoreError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { NEWS_PAGE_SIZE, useNewsList, type NewsKind } from './api/list-news';
import { NewsList } from './news-list';
import './news.css';
import type { WriterContext } from './writer-context';

// Only a list longer than a page needs the page buttons: they stay off the staff start page's code
// (decision 260). They come last in the feed, so arriving a moment later moves nothing.
const Pagination = lazy(() => import('../../../components/ui/pagination').then((module) => ({ default: module.Pagination })));
// The form brings the editor (TipTap) and zod: loaded only when someone writes.
const NewsFormDialog = lazy(() => import('./news-form-dialog').then((module) => ({ default: module.NewsFormDialog })));

type Item = NewsItem & Partial<Pick<EventItem, 'date' | 'time' | 'place'>>;

interface NewsFeedProps {
  kind: NewsKind;
  /** Who may write here; null for readers only. */
  writer: WriterContext | null;
  /** Heading level of each item's title: 3 inside a dashboard card, 2 on a page of its own. */
  itemHeadingLevel: 2 | 3;
  /** Actions every reader has on an item (see NewsList). */
  itemActions?: (item: Item) => ReactNode;
}

/** One list (news or events) with pagination (spec 5) and, for authors, writing within the quota. */
export function NewsFeed({ kind, writer, itemHeadingLevel, itemActions }: NewsFeedProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  // What the author's last save or delete did: shown above the list and announced (decision 205).
  const [outcome, setOutcome] = useState('');
  const announce = useAnnounce();
  const tell = (message: string) => {
    setOutcome(message);
    announce(message);
  };
  const { data, error, isPending } = useNewsList(kind, (page - 1) * NEWS_PAGE_SIZE);
  const lastPage = data ? Math.max(1, Math.ceil(data.total / NEWS_PAGE_SIZE)) : 1;

  return (
    <div className="news-feed">
      {writer && data && (
        <div className="news-feed__write">
          <Button
            className="button"
            isDisabled={!writer.canWrite || data.quota_remaining <= 0}
            onPress={() => setEditing('new')}
          >
            {t(`news.write.${kind}`)}
          </Button>
          <p className="hint">
            {!writer.canWrite
              ? t('news.write.disabledNoGroup')
              : data.quota_remaining > 0
                ? t('news.write.quota', { remaining: data.quota_remaining, max: data.quota_max })
                : t('news.write.quotaUsed', { max: data.quota_max })}
          </p>
        </div>
      )}
      {writer && outcome && (
        <p className="notice" data-testid="news-outcome">
          {outcome}
        </p>
      )}
      {isPending && <p aria-live="polite">{t('news.list.loading')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {t('news.list.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data && data.items.length === 0 && <p>{t(kind === 'events' ? 'news.list.emptyEvents' : 'news.list.empty', { context })}</p>}
      {data && data.items.length > 0 && (
        <NewsList
          kind={kind}
          items={data.items}
          headingLevel={itemHeadingLevel}
          onEdit={writer?.canWrite ? setEditing : undefined}
          onOutcome={tell}
          itemActions={itemActions}
        />
      )}
      {data && lastPage > 1 && (
        <Suspense fallback={null}>
          <Pagination
            page={page}
            lastPage={lastPage}
            onPageChange={setPage}
            labels={{
              navigation: t('news.pagination.navigation'),
              first: t('news.pagination.first'),
              previous: t('news.pagination.previous'),
              next: t('news.pagination.next'),
              last: t('news.pagination.last'),
              page: t('news.pagination.page'),
              ofPages: (count) => t('news.pagination.ofPages', { count }),
            }}
          />
        </Suspense>
      )}
      {writer && editing && (
        <Suspense fallback={<p aria-live="polite">{t('news.form.editorLoading')}</p>}>
          <NewsFormDialog
            kind={kind}
            writer={writer}
            item={editing === 'new' ? null : editing}             onClose={() => setEditing(null)}
            onSaved={(title, what) => {
              setEditing(null);
              tell(t(`news.list.saved.${what}`, { title }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
