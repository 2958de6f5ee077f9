import { useId, useState, type ReactNode } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import filesTexts from '../../../locales/de-files.json';
import filesSimpleTexts from '../../../locales/de-files.leicht.json';
import pageTexts from '../../../locales/de-pages.json';
import { useDeleteFileForever, useEmptyTrash, useMoveFileToTrash, useRestoreFile } from './api/change-files';
import { useFiles, type FileState } from './api/get-files';
import { FileList, type FileAction } from './file-list';
import { FilePreviewDialog } from './file-preview-dialog';
import { StorageUsage } from './storage-usage';
import { UploadForm } from './upload-form';
import './files.css';

addTexts(pageTexts);
addTexts(filesTexts, filesSimpleTexts);

type Confirmation = { kind: 'delete'; file: StoredFile } | { kind: 'empty'; count: number };

/**
 * Storage management (spec 2, linked from the storage-full dialog): the storage bar, an upload,
 * the user's files with preview and download, and the trash – split for students into the
 * Papierkorb and the Reflexion-Papierkorb of task files (spec 6) – with restore, delete forever
 * and empty trash.
 */
export function FilesScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  const [tab, setTab] = useState<FileState>('active');
  const active = useFiles('active');
  const trash = useFiles('trash');
  const moveToTrash = useMoveFileToTrash();
  const restore = useRestoreFile();
  const deleteForever = useDeleteFileForever();
  const emptyTrash = useEmptyTrash();
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Trash, restore and delete move a file out of sight: the line says what happened (decision 205).
  const { outcome, done, failed, clear } = useActionOutcome();
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const activeHeadingId = useId();
  const trashHeadingId = useId();
  const taskTrashHeadingId = useId();

  const settle = (file: StoredFile, doneText: 'files.list.movedToTrash' | 'files.list.restored' | 'files.list.deleted') => ({
    onSuccess: () => done(t(doneText, { name: file.filename })),
    onError: (error: unknown) => failed(t('files.list.actionFailed', { error: formatStoreError(error) })),
    onSettled: () => setBusyUuid(null),
  });

  const act = (action: FileAction, file: StoredFile) => {
    clear();
    if (action === 'preview') return setPreview(file);
    if (action === 'delete') return setConfirmation({ kind: 'delete', file });
    setBusyUuid(file.uuid);
    if (action === 'trash') moveToTrash.mutate(file.uuid, settle(file, 'files.list.movedToTrash'));
    if (action === 'restore') restore.mutate(file.uuid, settle(file, 'files.list.restored'));
  };

  const confirm = () => {
    if (!confirmation) return;
    setConfirmation(null);
    if (confirmation.kind === 'delete') {
      setBusyUuid(confirmation.file.uuid);
      deleteForever.mutate(confirmation.file.uuid, settle(confirmation.file, 'files.list.deleted'));
    } else {
      emptyTrash.mutate(undefined, {
        onSuccess: () => done(t('files.list.trashEmptied')),
        onError: (error) => failed(t('files.list.actionFailed', { error: formatStoreError(error) })),
      });
    }
  };

  const trashed = trash.data ?? [];
  const generalTrash = trashed.filter((file) => file.purpose !== 'task');
  const taskTrash = trashed.filter((file) => file.purpose === 'task');
  // Emptying the trash leaves files of a story or answer to their owner (decision 047).
  const deletableTrash = trashed.filter((file) => !file.attached_to);

  return (
    <div className="page files-page">
      <PageHeading pageName={t('pages.files')}>{t('files.title')}</PageHeading>
      <p className="lead">{t('files.intro', { context })}</p>
      <ExplanationBox target="dateien" />
      <StorageUsage />
      <UploadForm />
      <ActionOutcomeLine outcome={outcome} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as FileState)} className="files-tabs">
        <TabList aria-label={t('files.tabs.label')} className="files-tabs__list">
          <Tab id="active" className="files-tabs__tab">
            {t('files.tabs.active')}
          </Tab>
          <Tab id="trash" className="files-tabs__tab">
            {t('files.tabs.trash')}
            {trashed.length > 0 ? ` (${trashed.length})` : ''}
          </Tab>
        </TabList>
        <TabPanel id="active" className="files-tabs__panel">
          <h2 id={activeHeadingId}>{t('files.tabs.active')}</h2>
          <ListState query={active} emptyText={t('files.list.empty', { context })}>
            {(files) => <FileList files={files} variant="active" onAction={act} busyUuid={busyUuid} labelledBy={activeHeadingId} />}
          </ListState>
        </TabPanel>
        <TabPanel id="trash" className="files-tabs__panel">
          <div className="files-trash__head">
            <h2 id={trashHeadingId}>{t('files.storage.trash')}</h2>
            {deletableTrash.length > 0 && (
              <Button className="button button--secondary" isDisabled={emptyTrash.isPending} onPress={() => setConfirmation({ kind: 'empty', count: deletableTrash.length })}>
                {t('files.list.emptyTrashButton')}
              </Button>
            )}
          </div>
          <ListState query={{ ...trash, data: generalTrash }} emptyText={t('files.list.emptyTrash', { context })}>
            {(files) => <FileList files={files} variant="trash" onAction={act} busyUuid={busyUuid} labelledBy={trashHeadingId} />}
          </ListState>
          <h2 id={taskTrashHeadingId}>{t('files.storage.taskTrash', { context })}</h2>
          <ListState query={{ ...trash, data: taskTrash }} emptyText={t('files.list.emptyTaskTrash', { context })}>
            {(files) => <FileList files={files} variant="trash" onAction={act} busyUuid={busyUuid} labelledBy={taskTrashHeadingId} />}
          </ListState>
        </TabPanel>
      </Tabs>
      {preview && <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />}
      {confirmation && (
        <ModalDialog
          role="alertdialog"
          className="modal--small"
          title={confirmation.kind === 'delete' ? t('files.confirm.deleteTitle') : t('files.confirm.emptyTitle')}
          onClose={() => setConfirmation(null)}
        >
          <p>
            {confirmation.kind === 'delete'
              ? t('files.confirm.deleteText', { context, name: confirmation.file.filename })
              : t('files.confirm.emptyText', { context, count: confirmation.count })}
          </p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirmation(null)} autoFocus>
              {t('files.confirm.cancel')}
            </Button>
            <Button className="button button--danger" onPress={confirm}>
              {confirmation.kind === 'delete' ? t('files.confirm.confirmDelete') : t('files.confirm.confirmEmpty')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

interface ListStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; data: StoredFile[] | undefined; refetch: () => unknown };
  emptyText: string;
  children: (files: StoredFile[]) => ReactNode;
}

/** Fetching, error (store-error format of spec 8, with a retry), empty, or the list. */
function ListState({ query, emptyText, children }: ListStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('files.list.loading')}</p>;
  if (query.isError) {
    return (
      <div className="notice" role="alert">
        <p>{t('files.list.error', { error: formatStoreError(query.error) })}</p>
        <Button className="button button--secondary" onPress={() => void query.refetch()}>
          {t('files.storage.retry')}
        </Button>
      </div>
    );
  }
  const files = query.data ?? [];
  return files.length === 0 ? <p className="hint">{emptyText}</p> : <>{children(files)}</>;
}
