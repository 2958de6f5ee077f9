import { useId } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NewsFeed } from './news-feed';
import type { WriterContext } from './writer-context';

/** The dashboard's news panel (spec 2): "Meine News" and "Meine Termine" as two tabs. */
export function NewsPanel({ writer }: { writer: WriterContext | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card news-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.panel.title')}</h2>
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label={t('news.panel.tabs')}>
          <Tab id="news" className="tabs__tab">
            {t('news.panel.news')}
          </Tab>
          <Tab id="events" className="tabs__tab">
            {t('news.panel.events')}
          </Tab>
        </TabList>
        <TabPanel id="news" className="tabs__panel">
          <NewsFeed kind="news" writer={writer} itemHeadingLevel={3} />
        </TabPanel>
        <TabPanel id="events" className="tabs__panel">
          <NewsFeed kind="events" writer={writer} itemHeadingLevel={3} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
