import { useTranslation } from 'react-i18next';

/** Shown while start-up signs in and loads the user, and while the first screen's code arrives. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="startup">
      <p className="startup-status" role="status">
        {t('startup.loading')}
      </p>
    </div>
  );
}
