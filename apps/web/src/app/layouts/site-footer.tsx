import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/route-paths';

/**
 * Legal and accessibility links on every page. Without a session (the logout page) they load the
 * page anew, so start-up signs the user in first.
 */
export function SiteFooter({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: PATHS.dataProtection, label: t('footer.dataProtection') },
    { to: PATHS.imprint, label: t('footer.imprint') },
    { to: PATHS.barrierFreeInfo, label: t('footer.accessibilityStatement') },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="site-footer__link" to={link.to} reloadDocument={!isSignedIn}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
