import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A preview of the photo chosen for a report, from an object URL released when the photo changes or leaves. */
export function ChosenPhotoPreview({ photo }: { photo: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(photo);
    // The object URL is an external resource: made and released with the file it points to.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with that resource is what the effect is for
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [photo]);
  if (!url) return null;
  return <img className="internship-report__photo" src={url} alt={t('internshipReports.photoPreviewAlt', { name: photo.name })} />;
}
