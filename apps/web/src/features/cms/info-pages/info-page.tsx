import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSlug } from '@berufswahl/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { useMe } from '../../../lib/me/get-me';
import { formatDate } from '../../../lib/format';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';
import { Markdown, type VideoRenderer } from '../../../components/ui/markdown/markdown';
import { usePage } from './api/get-page';
import { pageTextFor } from './page-text';

addTexts(pageTexts);

export type InfoPageId = 'dataProtection' | 'imprint' | 'signLanguage' | 'visuallyImpaired' | 'barrierFreeInfo' | 'help';

const SLUGS: Record<InfoPageId, PageSlug> = {
  dataProtection: 'data-protection',
  imprint: 'imprint',
  signLanguage: 'gebaerdensprache',
  visuallyImpaired: 'sehbeeintraechtigte',
  barrierFreeInfo: 'barrier-free-info',
  help: 'hilfe',
};

/**
 * An information page from the CMS (content/pages). Students read the du version, everyone else
 * the Sie version; in simple-language mode the Leichte-Sprache text is shown where there is one
 * (see `pageTextFor`). `children` follow the text (e.g. the help page's actions); `renderVideo`
 * shows the managed video of a `::video[slot]` line (the sign-language page, decision 180).
 */
export function InfoPage({ id, children, renderVideo }: { id: InfoPageId; children?: ReactNode; renderVideo?: VideoRenderer }) {
  const { t } = useTranslation();
  const context = useFormality();
  const { data: me } = useMe();
  const { data: page, isError } = usePage(SLUGS[id]);
  const text = page ? pageTextFor(page, { simpleLanguage: me?.simple_language === true, formality: context }) : null;
  const title = text?.title ?? t(`infoPages.${id}.title`);
  const body = text?.body ?? null;

  return (
    <div className="page info-page">
      <PageHeading pageName={t(`pages.${id}`)}>{title}</PageHeading>
      {body !== null && <Markdown source={body} renderVideo={renderVideo} />}
      {body === null && !isError && (
        <p className="hint" role="status">
          {t('infoPages.loading')}
        </p>
      )}
      {isError && (
        <p className="form-error" role="alert">
          {t('infoPages.loadError', { context })}
        </p>
      )}
      {children}
      {page?.updated && (
        <p className="hint">{t('infoPages.updated', { date: formatDate(page.updated) })}</p>
      )}
    </div>
  );
}
