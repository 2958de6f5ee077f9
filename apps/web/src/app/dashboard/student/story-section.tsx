import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openStoryForm } from '../../../lib/app-events';

/** "Story erstellen": asks the stories feature to open its form (window event `berufswahl:open-story-form`). */
export function StorySection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('studentDashboard.story.title')}</h2>
      <p>{t('studentDashboard.story.text')}</p>
      <button type="button" className="button" onClick={() => openStoryForm()}>
        {t('studentDashboard.story.button')}
      </button>
    </section>
  );
}
