import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The three explainer videos of spec 2 (intro, trial intro, explainer). No video files exist yet,
 * so each is a clearly marked placeholder; a real one will need captions (ACCESSIBILITY.md, Media).
 */
const VIDEOS = ['intro', 'trialIntro', 'explainer'] as const;

export function ExplainerVideosSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="dashboard-videos">
      <h2 id={headingId}>{t('studentDashboard.videos.title')}</h2>
      <ul className="cards video-list">
        {VIDEOS.map((video) => (
          <li key={video} className="card">
            <h3>{t(`studentDashboard.videos.${video}.title`)}</h3>
            <div className="video-placeholder" aria-hidden="true">
              <span aria-hidden="true">▶</span>
            </div>
            <p>
              <strong>{t('studentDashboard.videos.placeholder')}</strong>
            </p>
            <p>{t(`studentDashboard.videos.${video}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
