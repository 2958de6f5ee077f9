import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import newsTexts from '../../../locales/de-news.json';
import simpleNewsTexts from '../../../locales/de-news.leicht.json';
import calendarTexts from '../../../locales/de-calendar.json';
import simpleCalendarTexts from '../../../locales/de-calendar.leicht.json';
import { useMe } from '../../../lib/me/get-me';
import { EventIcsButton } from '../calendar-feeds/event-ics-button';
import { NewsFeed } from '../news/news-feed';
import { writerContextOf } from '../news/writer-context';
import '../news/news.css';

addTexts(newsTexts, simpleNewsTexts);
// „Kalender abonnieren“ and „In meinen Kalender“: only here, not on the dashboard's first screen (decision 238).
addTexts(calendarTexts, simpleCalendarTexts);

// The subscription dialog (and react-aria's dialog code) loads when someone opens it (decision 238).
const CalendarFeedDialog = lazy(() => import('../calendar-feeds/calendar-feed-dialog').then((module) => ({ default: module.CalendarFeedDialog })));

/**
 * `/termine` (menu "Termine"): every upcoming event of the reader, with pagination; authors write
 * here too. Every reader subscribes to their events in a calendar app or takes one event as `.ics`.
 */
export function EventsScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  const [isSubscribing, setIsSubscribing] = useState(false);
  const { outcome, done, failed } = useActionOutcome();
  if (!me) return null;
  return (
    <div className="page">
      <PageHeading pageName={t('news.eventsPage.title')}>{t('news.eventsPage.title')}</PageHeading>
      <p className="lead">{t('news.eventsPage.lead', { context })}</p>
      <ExplanationBox target="termine" />
      <div className="actions">
        <Button className="button button--secondary" onPress={() => setIsSubscribing(true)}>
          {t('calendar.subscribe')}
        </Button>
      </div>
      <ActionOutcomeLine outcome={outcome} />
      {isSubscribing && (
        <Suspense fallback={<p aria-live="polite">{t('calendar.loading')}</p>}>
          <CalendarFeedDialog onClose={() => setIsSubscribing(false)} />
        </Suspense>
      )}
      <NewsFeed
        kind="events"
        writer={writerContextOf(me)}
        itemHeadingLevel={2}
        itemActions={(item) =>
          item.date ? (
            <EventIcsButton event={{ uuid: item.uuid, title: item.title, date: item.date }} onOutcome={(message, isFailure) => (isFailure ? failed(message) : done(message))} />
          ) : null
        }
      />
    </div>
  );
}
