import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SegmentBar } from '../../../components/ui/segment-bar';
import { formatStoreError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { useStorage } from './api/get-storage';
import { formatBytes, formatPercent, storageSegmentsOf } from './storage-format';

/** Segment colours; the legend carries every value as text, the bar is for the eyes only. */
const COLORS = {
  files: 'var(--color-primary)',
  trash: 'var(--files-trash-color, #a15c00)',
  taskTrash: 'var(--files-task-trash-color, #7a3d9c)',
  free: 'var(--color-border-light)',
};

/**
 * The storage-usage bar of spec 2: used files, trash, task/reflection trash ("Reflexion-Papierkorb"
 * for students, spec 6) and free space, with sizes and percentages to two decimals. Shows the
 * storage fetch states of spec 4 and the store-error format of spec 8.
 */
export function StorageUsage() {
  const { t } = useTranslation();
  const context = useFormality();
  const storage = useStorage();
  if (storage.isPending) {
    return (
      <p className="files-storage" role="status">
        {t('files.storage.loading')}
      </p>
    );
  }
  if (storage.isError) {
    return (
      <div className="files-storage notice" role="alert">
        <p>{t('files.storage.error', { error: formatStoreError(storage.error) })}</p>
        <Button className="button button--secondary" onPress={() => void storage.refetch()}>
          {t('files.storage.retry')}
        </Button>
      </div>
    );
  }
  const info = storage.data;
  const segments = storageSegmentsOf(info);
  const stored = segments.files + segments.trash + segments.taskTrash;
  return (
    <section className="files-storage" aria-label={t('files.storage.label')} data-testid="storage-usage">
      <SegmentBar
        label={`${t('files.storage.label')}: ${t('files.storage.summary', { used: formatBytes(stored), space: formatBytes(info.space) })}`}
        total={info.space}
        formatPercent={formatPercent}
        segments={[
          { id: 'files', label: t('files.storage.files'), value: segments.files, valueText: formatBytes(segments.files), color: COLORS.files },
          { id: 'trash', label: t('files.storage.trash'), value: segments.trash, valueText: formatBytes(segments.trash), color: COLORS.trash },
          {
            id: 'task-trash',
            label: t('files.storage.taskTrash', { context }),
            value: segments.taskTrash,
            valueText: formatBytes(segments.taskTrash),
            color: COLORS.taskTrash,
          },
          { id: 'free', label: t('files.storage.free'), value: segments.free, valueText: formatBytes(segments.free), color: COLORS.free },
        ]}
      />
    </section>
  );
}
