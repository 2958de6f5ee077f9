import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../lib/api-client';
import { useDeleteNews } from './api/delete-news';
import type { NewsKind } from './api/list-news';

/** Asks before an own news item or event is deleted; loaded when an author first asks to delete. */
export function NewsDeleteDialog({
  kind,
  item,
  onClose,
  onDeleted,
}: {
  kind: NewsKind;
  item: { uuid: string; title: string };
  onClose: () => void;
  /** Called instead of onClose once the item is deleted, so the list can say so (decision 205). */
  onDeleted: (title: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteNews(kind);
  return (
    <ModalDialog title={t('news.list.deleteConfirmTitle')} role="alertdialog" onClose={onClose}>
      <p>{t('news.list.deleteConfirmText', { title: item.title })}</p>
      {remove.error && (
        <p className="form-error" role="alert">
          {t('news.list.deleteFailed', { message: formatStoreError(remove.error) })}
        </p>
      )}
      <div className="dialog__actions actions">
        <Button className="button button--secondary" onPress={onClose}>
          {t('news.list.deleteCancel')}
        </Button>
        <Button className="button" isDisabled={remove.isPending} onPress={() => remove.mutate(item.uuid, { onSuccess: () => onDeleted(item.title) })}>
          {t('news.list.delete')}
        </Button>
      </div>
    </ModalDialog>
  );
}
