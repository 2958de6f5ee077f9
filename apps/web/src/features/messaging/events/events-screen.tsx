import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import newsTexts from '../../../locales/de-news.json';
import simpleNewsTexts from '../../../locales/de-news.leicht.json';
import { useMe } from '../../../lib/me/get-me';
import { NewsFeed } from '../news/news-feed';
import { writerContextOf } from '../news/writer-context';
import '../news/news.css';

addTexts(newsTexts, simpleNewsTexts);

/** `/termine` (menu "Termine"): every upcoming event of the reader, with pagination; authors write here too. */
export function EventsScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="page">
      <PageHeading pageName={t('news.eventsPage.title')}>{t('news.eventsPage.title')}</PageHeading>
      <p className="lead">{t('news.eventsPage.lead', { context })}</p>
      <ExplanationBox target="termine" />
      <NewsFeed kind="events" writer={writerContextOf(me)} itemHeadingLevel={2} />
    </div>
  );
}
