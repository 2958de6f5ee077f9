import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReminders, useReviews } from '../../../features/arcade/api/get-nudges';
import { useActiveStations } from '../../../features/arcade/api/get-path-for-quests';

/** Open tasks of the active station and what the student finished this week (arcade reminders and reviews). */
export function RemindersSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const reviewId = useId();
  const { data: reminders } = useReminders();
  const { data: reviews } = useReviews();
  const { data: activeStations } = useActiveStations();
  const hasActiveStation = Boolean(activeStations?.items[0]?.station);
  return (
    <section className="card" aria-labelledby={headingId} data-testid="dashboard-reminders">
      <h2 id={headingId}>{t('studentDashboard.reminders.title')}</h2>
      {activeStations && !hasActiveStation && <p>{t('studentDashboard.reminders.noStation')}</p>}
      {hasActiveStation && reminders && reminders.items.length === 0 && <p>{t('studentDashboard.reminders.empty')}</p>}
      {reminders && reminders.items.length > 0 && (
        <ul>
          {reminders.items.map((item) => (
            <li key={item.task_uuid}>
              <Link to={item.link}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <h3 id={reviewId}>{t('studentDashboard.reminders.reviewTitle')}</h3>
      {reviews && reviews.items.length === 0 && <p>{t('studentDashboard.reminders.reviewEmpty')}</p>}
      {reviews && reviews.items.length > 0 && (
        <ul aria-labelledby={reviewId}>
          {reviews.items.map((item) => (
            <li key={item.task_uuid}>
              <Link to={item.link}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
