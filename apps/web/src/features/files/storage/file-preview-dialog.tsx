import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { fileKindOf } from './storage-format';

/**
 * Preview of an image, audio, video or PDF (spec 2: /files/) from its short-lived signed URL.
 * Media never play by themselves (ACCESSIBILITY.md: no autoplay).
 */
export function FilePreviewDialog({ file, onClose }: { file: StoredFile; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = fileKindOf(file.content_type);
  return (
    <ModalDialog title={file.filename} closeLabel={t('files.preview.close')} onClose={onClose} isDismissable className="files-preview">
      <div className="files-preview__media">
        {kind === 'image' && <img src={file.signed_url} alt={file.filename} />}
        {kind === 'audio' && <audio src={file.signed_url} controls preload="metadata" aria-label={file.filename} />}
        {kind === 'video' && <video src={file.signed_url} controls preload="metadata" aria-label={file.filename} />}
        {kind === 'pdf' && <iframe src={file.signed_url} title={t('files.list.previewOf', { name: file.filename })} />}
      </div>
      <div className="dialog__actions">
        {kind === 'pdf' && (
          <a className="button button--secondary" href={file.signed_url} target="_blank" rel="noopener noreferrer">
            {t('files.preview.openPdf')}
          </a>
        )}
        <a className="button button--secondary" href={file.download_url} download={file.filename}>
          {t('files.list.download')}
        </a>
        <Button className="button" onPress={onClose}>
          {t('files.preview.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
