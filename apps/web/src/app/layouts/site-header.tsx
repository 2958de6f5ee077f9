import type { Me } from '@berufswahl/contracts';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../features/identity/clients/api/get-client';
import { MenuButton } from './main-nav';

interface SiteHeaderProps {
  me: Me | undefined;
  /** Shows the burger button (small screens with a visible menu). */
  showMenuButton: boolean;
}

/** App name and the user's Land (from the client; left out when it cannot be loaded); the Land's subline heads the menu. */
export function SiteHeader({ me, showMenuButton }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { data: client, isError } = useClient(me?.client_uuid);
  // The Land's line is kept while its name loads: arriving later, it made the header taller on a
  // small screen and moved the whole page down (layout shift, issue 20).
  const awaitsClient = Boolean(me?.client_uuid) && !client && !isError;

  return (
    <header className="site-header">
      <div className="site-header__brand">
        <p className="brand">{t('app.name')}</p>
        {client && (
          <p className="site-header__client">
            <span className="site-header__land">{client.name}</span>
          </p>
        )}
        {awaitsClient && (
          <p className="site-header__client" aria-hidden="true">
            <span className="site-header__land">&nbsp;</span>
          </p>
        )}
      </div>
      {showMenuButton && me && <MenuButton me={me} />}
    </header>
  );
}
