import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@berufswahl/contracts';
import { useFormality } from '../../../lib/formality';
import { formatDate } from '../../../lib/format';
import { fileKindOf, formatBytes, isPreviewable } from './storage-format';

export type FileAction = 'preview' | 'trash' | 'restore' | 'delete';

interface FileListProps {
  files: readonly StoredFile[];
  /**
   * `active`: preview, download, trash; `trash`: preview, download, restore, delete forever. A file
   * of a story or task answer only names its owner: it moves with it (decision 047).
   */
  variant: 'active' | 'trash';
  onAction: (action: FileAction, file: StoredFile) => void;
  /** The uuid of a file whose change is on its way (its buttons wait). */
  busyUuid: string | null;
  labelledBy: string;
}

/**
 * The user's files as a list (it reflows to 320 px where a table would scroll): name, type, size,
 * date, and the actions. Every action button names its file for screen readers.
 */
export function FileList({ files, variant, onAction, busyUuid, labelledBy }: FileListProps) {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <ul className="files-list" aria-labelledby={labelledBy}>
      {files.map((file) => {
        const isBusy = busyUuid === file.uuid;
        return (
          <li key={file.uuid} className="files-list__item" data-testid="file-item">
            <p className="files-list__name">{file.filename}</p>
            <p className="files-list__meta">
              {t(`files.kinds.${fileKindOf(file.content_type)}`)} · {formatBytes(file.size)} ·{' '}
              {variant === 'trash' && file.trashed_date
                ? t('files.list.trashed', { date: formatDate(file.trashed_date) })
                : t('files.list.uploaded', { date: formatDate(file.created_date) })}{' '}
              · {t(`files.purposes.${file.purpose}`)}
            </p>
            {file.attached_to && (
              <p className="files-list__owner" data-testid="file-owner">
                {file.attached_to.kind === 'story'
                  ? t('files.list.attachedToStory', { date: file.attached_to.date ? formatDate(file.attached_to.date) : '' })
                  : file.attached_to.kind === 'video'
                    ? t('files.list.attachedToVideo')
                    : file.attached_to.kind === 'report'
                      ? t('files.list.attachedToReport', { date: file.attached_to.date ? formatDate(file.attached_to.date) : '' })
                      : t('files.list.attachedToAnswer')}
                {'. '}
                {t('files.list.attachedHint', { context })}
              </p>
            )}
            <div className="files-list__actions">
              {isPreviewable(file.content_type) && (
                <Button className="button button--secondary" aria-label={t('files.list.previewOf', { name: file.filename })} onPress={() => onAction('preview', file)}>
                  {t('files.list.preview')}
                </Button>
              )}
              <a className="button button--secondary" href={file.download_url} download={file.filename} aria-label={t('files.list.downloadOf', { name: file.filename })}>
                {t('files.list.download')}
              </a>
              {file.attached_to ? null : variant === 'active' ? (
                <Button className="button button--secondary" isDisabled={isBusy} aria-label={t('files.list.toTrashOf', { name: file.filename })} onPress={() => onAction('trash', file)}>
                  {t('files.list.toTrash')}
                </Button>
              ) : (
                <>
                  <Button className="button button--secondary" isDisabled={isBusy} aria-label={t('files.list.restoreOf', { name: file.filename })} onPress={() => onAction('restore', file)}>
                    {t('files.list.restore')}
                  </Button>
                  <Button className="button button--secondary" isDisabled={isBusy} aria-label={t('files.list.deleteForeverOf', { name: file.filename })} onPress={() => onAction('delete', file)}>
                    {t('files.list.deleteForever')}
                  </Button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
