import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewKindOf } from './story-form-logic';

export type PreviewSource =
  | { kind: 'local'; file: File; name: string; type: string; size: number }
  | { kind: 'stored'; url: string | null; name: string; type: string; size: number };

/** An object URL for a chosen file while it is shown, released afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // The object URL is an external resource: made and released with the file it points to.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with that resource is what the effect is for
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/**
 * The attachment preview (spec 2): a picture for photos, a player for videos and audio (never
 * autoplaying), the file name otherwise. Works for a chosen file and for a stored attachment.
 */
export function AttachmentPreview({ source }: { source: PreviewSource }) {
  const { t } = useTranslation();
  const objectUrl = useObjectUrl(source.kind === 'local' ? source.file : null);
  const url = source.kind === 'local' ? objectUrl : source.url;
  if (!url) return null;
  const kind = previewKindOf(source.type);
  if (kind === 'image') {
    return <img className="story-attachment__image" src={url} alt={t('stories.form.imageAlt', { name: source.name })} />;
  }
  if (kind === 'video') {
    return <video className="story-attachment__media" src={url} controls preload="metadata" aria-label={source.name} />;
  }
  if (kind === 'audio') {
    return <audio className="story-attachment__media" src={url} controls preload="metadata" aria-label={source.name} />;
  }
  return null;
}
