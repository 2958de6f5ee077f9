import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@berufswahl/contracts';
import { useClient } from '../../../features/identity/clients/api/get-client';
import { KeycloakExportDownload } from '../../../features/identity/administration/keycloak-export-download';
import './technical-dashboard.css';

/**
 * The technical admin's start page (decision 157): what the route registry opens to the role
 * beyond everybody's own routes – the Keycloak export (decision 103) – for the Land of the account.
 */
export function TechnicalDashboard({ me }: { me: Pick<Me, 'client_uuid'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useClient(me.client_uuid);
  const contents = t('keycloakExport.technical.contentsList', { returnObjects: true }) as unknown as string[];

  return (
    <section className="technical-dashboard" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('keycloakExport.technical.title')}</h2>
      <section className="card" aria-labelledby={`${headingId}-export`}>
        <h3 id={`${headingId}-export`}>{t('keycloakExport.technical.exportTitle')}</h3>
        <p>{t('keycloakExport.technical.lead')}</p>
        {client.isPending && <p role="status">{t('keycloakExport.technical.loadingLand')}</p>}
        {client.isError && (
          <p className="form-error" role="alert">
            {t('keycloakExport.technical.landLoadError')}
          </p>
        )}
        {client.data && (
          <>
            <dl className="facts">
              <div className="facts__item">
                <dt>{t('keycloakExport.technical.land')}</dt>
                <dd>{client.data.name}</dd>
              </div>
            </dl>
            <h4>{t('keycloakExport.technical.contents')}</h4>
            <ul>
              {contents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{t('keycloakExport.technical.import')}</p>
            <p className="notice">{t('keycloakExport.technical.privacy')}</p>
            <KeycloakExportDownload clientUuid={client.data.uuid} clientName={client.data.name} />
          </>
        )}
      </section>
    </section>
  );
}
