import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagedVideoPlayer } from '../../../components/media/managed-video-player';
import { useDashboardVideos } from './api/videos-api';

/**
 * The explainer videos of the active role's dashboard (decision 180), managed by the technical
 * administration. Only slots with a video come back; without any the section is not there at all.
 */
export function ExplainerVideosSection({ role }: { role: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useDashboardVideos(role);
  if (!data || data.videos.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="dashboard-videos" className="explainer-videos">
      <h2 id={headingId}>{t('videos.dashboardTitle')}</h2>
      <ul className="cards video-list">
        {data.videos.map((video) => (
          <li key={video.slot} className="card">
            <ManagedVideoPlayer video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
