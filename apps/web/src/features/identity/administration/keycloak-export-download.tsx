import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { isApiError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-keycloak-export.json';
import simpleTexts from '../../../locales/de-keycloak-export.leicht.json';
import { getKeycloakExport } from './api/keycloak-export';
import { downloadText } from './credentials-csv';

// Used by the technical admin's dashboard and the federal admin's Länder table: the texts come
// with this chunk, not with the first screen (decision 008).
addTexts(texts, simpleTexts);

/** The file name the server names in its `Content-Disposition`, so API users and the app agree. */
export function keycloakExportFileName(clientUuid: string): string {
  return `keycloak-users-${clientUuid}.json`;
}

/**
 * Downloads the Keycloak import file of one Land (`GET /clients/{uuid}/keycloak-export`,
 * technical and federal admins, decision 103). The API takes the bearer token only, so the answer
 * is fetched and handed to the browser as a file; it is a JSON of names, not a large archive.
 */
export function KeycloakExportDownload({ clientUuid, clientName, isCompact = false }: { clientUuid: string; clientName: string; isCompact?: boolean }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setIsPending(true);
    setError(null);
    try {
      const answer = await getKeycloakExport(clientUuid);
      downloadText(keycloakExportFileName(clientUuid), `${JSON.stringify(answer, null, 2)}\n`, 'application/json');
      announce(t('keycloakExport.done', { name: clientName, count: answer.users.length }));
    } catch (failure) {
      // The server's message is German and says why (no right, Land gone); anything else is the connection.
      const reason = isApiError(failure) && failure.errorBody ? failure.errorBody.message : t('keycloakExport.failedOffline');
      setError(t('keycloakExport.failed', { name: clientName, reason }));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <div className="keycloak-export">
      <button
        type="button"
        className={isCompact ? 'button button--secondary' : 'button'}
        aria-label={isCompact && !isPending ? t('keycloakExport.downloadLabel', { name: clientName }) : undefined}
        disabled={isPending}
        onClick={() => void download()}
      >
        {isPending ? t('keycloakExport.pending') : t(isCompact ? 'keycloakExport.downloadShort' : 'keycloakExport.download')}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
