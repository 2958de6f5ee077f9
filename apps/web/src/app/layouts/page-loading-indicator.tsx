import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A load this quick shows nothing: a flash of "Wird geladen …" on every page would be noise. */
const SHOW_AFTER_MS = 300;

/**
 * Says visibly and to screen readers that the page is still loading (issue 14): a route's screen
 * code on its way, or data loaded for the first time (a query without data yet; refreshes of data
 * already shown do not count). It appears after 300 ms and stays until the load ends – with the
 * screen, or with the error screen after 120 s for a chunk.
 */
export function PageLoadingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const isLoading = navigation.state === 'loading' || firstLoads > 0;
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setIsShown(true), SHOW_AFTER_MS);
    // The load has ended (or the shell goes): hide it again.
    return () => {
      clearTimeout(timer);
      setIsShown(false);
    };
  }, [isLoading]);

  // The live region stays on the page, so its text is announced when it appears.
  return (
    <div className="page-loading" role="status">
      {isShown && (
        <p className="page-loading__box">
          <span className="page-loading__spinner" aria-hidden="true" />
          {t('app.loading')}
        </p>
      )}
    </div>
  );
}
