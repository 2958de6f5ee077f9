import { useTranslation } from 'react-i18next';
import type { PublicShare, SharedStory } from '@berufswahl/contracts';
import { isApiError } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { sharePdfUrl, sharePhotoUrl, usePublicShare } from './public-share-api';
import { PortfolioPreview } from '../../portfolio/portfolio-view';
import { PublicPageFrame } from '../../../../components/ui/public-page-frame';

type Failure = { kind: 'gone'; message: string } | { kind: 'unknown' } | { kind: 'rate-limited' } | { kind: 'retry' };

function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'retry' };
  if (error.status === 410) {
    const message = (error.errorBody?.message ?? '').trim();
    return { kind: 'gone', message };
  }
  // A 400 is a token the server cannot even take (too long, cut or altered): a link that does not exist.
  if (error.status === 404 || error.status === 400) return { kind: 'unknown' };
  if (error.status === 429) return { kind: 'rate-limited' };
  return { kind: 'retry' };
}

/**
 * What someone without an account sees behind a student's share link (issue 18, decision 236):
 * exactly what was shared, read-only – one story with its photo, or the portfolio with a PDF
 * download. No menu, nothing else of the student. Sie, neutral.
 */
export function PublicSharedPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const share = usePublicShare(token);

  if (share.isPending) {
    return (
      <PublicPageFrame className="shared-page" title={t('sharedPage.pageName')}>
        <h1 className="page-heading">{t('sharedPage.pageName')}</h1>
        <p role="status">{t('sharedPage.loading')}</p>
      </PublicPageFrame>
    );
  }
  if (share.isError) return <LinkFailure failure={failureOf(share.error)} onRetry={() => void share.refetch()} />;
  return <SharedContent token={token} share={share.data} />;
}

function SharedContent({ token, share }: { token: string; share: PublicShare }) {
  const { t } = useTranslation();
  const title = share.target === 'story' ? t('sharedPage.storyTitle') : t('sharedPage.portfolioTitle');
  return (
    <PublicPageFrame className="shared-page" title={title}>
      <h1 className="page-heading">{title}</h1>
      <p className="shared-page__intro">{t('sharedPage.intro', { date: formatDate(share.expires_at) })}</p>
      {share.has_pdf && (
        <p className="shared-page__pdf">
          <a className="button" href={sharePdfUrl(token)} download rel="noreferrer">
            {t('sharedPage.downloadPdf')}
          </a>
          <span className="field__hint"> {t('sharedPage.pdfHint')}</span>
        </p>
      )}
      {share.target === 'story' ? <SharedStoryView token={token} story={share.story} /> : <PortfolioPreview view={share.portfolio} headingLevel={2} />}
    </PublicPageFrame>
  );
}

/** One story: its text as written (line breaks kept, no markup), its hashtags, its date and its photo. */
function SharedStoryView({ token, story }: { token: string; story: SharedStory }) {
  const { t } = useTranslation();
  return (
    <article className="shared-story">
      <p className="shared-story__date">{t('sharedPage.writtenOn', { date: formatDate(story.created_date) })}</p>
      {story.has_photo && <img className="shared-story__photo" src={sharePhotoUrl(token)} alt={t('sharedPage.photoAlt')} />}
      <p className="shared-story__text">{story.text}</p>
      {story.hashtags.length > 0 && (
        <ul className="shared-story__hashtags" aria-label={t('sharedPage.hashtags')}>
          {story.hashtags.map((hashtag) => (
            <li key={hashtag}>#{hashtag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** The page when the link shows nothing: gone (410, the server's reason), unknown (404), too many requests, or not loaded. */
function LinkFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failure.kind === 'gone') {
    return (
      <PublicPageFrame className="shared-page" title={t('sharedPage.goneTitle')}>
        <h1 className="page-heading">{t('sharedPage.goneTitle')}</h1>
        <p>{failure.message}</p>
      </PublicPageFrame>
    );
  }
  if (failure.kind === 'unknown') {
    return (
      <PublicPageFrame className="shared-page" title={t('sharedPage.unknownTitle')}>
        <h1 className="page-heading">{t('sharedPage.unknownTitle')}</h1>
        <p>{t('sharedPage.unknownText')}</p>
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame className="shared-page" title={t('sharedPage.loadFailedTitle')}>
      <h1 className="page-heading">{t('sharedPage.loadFailedTitle')}</h1>
      <p role="alert">{failure.kind === 'rate-limited' ? t('sharedPage.rateLimited') : t('sharedPage.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('sharedPage.retry')}
      </button>
    </PublicPageFrame>
  );
}
