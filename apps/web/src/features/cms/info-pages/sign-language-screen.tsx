import { ManagedVideoPlayer } from '../../../components/media/managed-video-player';
import { useSignLanguageVideos } from '../videos/api/videos-api';
import { InfoPage } from './info-page';

/**
 * The sign-language page: its text from the CMS, and at each `::video[dgs-…]` line the DGS video the
 * technical administration has stored for it (decision 180). A slot without a video shows nothing.
 */
export function SignLanguageScreen() {
  const { data } = useSignLanguageVideos();
  const videoOf = new Map((data?.videos ?? []).map((video) => [video.slot as string, video]));
  return (
    <InfoPage
      id="signLanguage"
      renderVideo={(slot) => {
        const video = videoOf.get(slot);
        return video ? <ManagedVideoPlayer video={video} /> : null;
      }}
    />
  );
}
