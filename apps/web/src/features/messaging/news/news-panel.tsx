import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { NewsFeed } from './news-feed';
import type { WriterContext } from './writer-context';

/** The dashboard's news panel (spec 2): "Meine News" and "Meine Termine" as two tabs. */
export function NewsPanel({ writer }: { writer: WriterContext | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card news-panel" aria-labelledby={headingId} data-tour="news">
      <h2 id={headingId}>{t('news.panel.title')}</h2>
      <Tabs
        label={t('news.panel.tabs')}
        tabs={[
          { id: 'news', label: t('news.panel.news'), panel: <NewsFeed kind="news" writer={writer} itemHeadingLevel={3} /> },
          { id: 'events', label: t('news.panel.events'), panel: <NewsFeed kind="events" writer={writer} itemHeadingLevel={3} /> },
        ]}
      />
    </section>
  );
}
