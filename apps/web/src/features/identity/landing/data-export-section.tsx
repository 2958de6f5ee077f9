import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { useDownloadArchive } from './api/download-archive';

/**
 * The data export (spec 2, 7, 8): one button that downloads the zip, the outcome announced in a
 * status region. A failed download asks to check the connection and retry, with du or Sie.
 */
export function DataExportSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const context = useFormality();
  const download = useDownloadArchive();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  let outcome: { text: string; isError: boolean } | null = null;
  if (download.isSuccess) outcome = { text: t('lifecycle.export.done', { context, fileName: download.data.fileName }), isError: false };
  if (download.isError) {
    const isRateLimited = isApiError(download.error) && download.error.status === 429;
    outcome = { text: t(isRateLimited ? 'lifecycle.export.rateLimited' : 'lifecycle.export.failed', { context }), isError: true };
  }

  return (
    <section className="lifecycle-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('lifecycle.export.title', { context })}</Heading>
      <p>{t('lifecycle.export.text', { context })}</p>
      <p className="hint">{t('lifecycle.export.limit', { context })}</p>
      <Button className="button" onPress={() => download.mutate()} isPending={download.isPending} data-testid="export-download">
        {download.isPending ? t('lifecycle.export.pending') : t('lifecycle.export.button')}
      </Button>
      <p role="status" className={outcome?.isError ? 'form-error' : undefined} data-testid="export-outcome">
        {outcome?.text}
      </p>
    </section>
  );
}
