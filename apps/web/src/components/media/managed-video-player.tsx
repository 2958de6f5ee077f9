import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedVideo } from '@berufswahl/contracts';
import { useFormality } from '../../lib/formality';
import { addTexts } from '../../lib/i18n';
import videoTexts from '../../locales/de-videos.json';
import simpleVideoTexts from '../../locales/de-videos.leicht.json';
import './managed-video-player.css';

addTexts(videoTexts, simpleVideoTexts);

/**
 * A managed video (decision 180): the browser's own player with its keyboard controls, the German
 * captions switched on by default (BITV), the poster, a visible title and a short description that
 * also describes the video to screen readers.
 */
/**
 * Caption tracks from another origin (an S3 bucket's presigned URLs, decision 045) load only with
 * CORS: the element then asks with `crossorigin`, and the bucket must allow the app's origin
 * (docs/operations.md). Same-origin URLs (the folder driver) need nothing.
 */
function crossOriginOf(url: string): 'anonymous' | undefined {
  try {
    return new URL(url, window.location.href).origin === window.location.origin ? undefined : 'anonymous';
  } catch {
    return undefined;
  }
}

export function ManagedVideoPlayer({ video, headingLevel = 3 }: { video: ManagedVideo; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const context = useFormality();
  const titleId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <figure className="managed-video" data-testid={`managed-video-${video.slot}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="managed-video__title">
        {video.title}
      </Heading>
      <video
        className="managed-video__player"
        controls
        preload="metadata"
        crossOrigin={crossOriginOf(video.captions_url)}
        poster={video.poster_url}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <source src={video.video_url} type={video.video_type} />
        <track kind="captions" srcLang="de" label={t('videos.captionsLabel')} src={video.captions_url} default />
        {t('videos.unsupported', { context })}
      </video>
      <figcaption id={descriptionId} className="managed-video__description">
        {video.description}
      </figcaption>
    </figure>
  );
}
