import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type Role } from '@berufswahl/contracts/identity/roles';
import type { Credentials } from '@berufswahl/contracts/identity/administration';
import { credentialsToCsv, downloadText } from './credentials-csv';
import { AdminTable } from './admin-table';

/**
 * First-login credentials, shown once (decision 101): a table to print (only this sheet is
 * printed) or to download as CSV. The passwords are not kept anywhere once the sheet is closed.
 */
export function CredentialsSheet({ credentials, onDone }: { credentials: Credentials[]; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const print = () => {
    document.body.classList.add('printing-credentials');
    const stop = () => {
      document.body.classList.remove('printing-credentials');
      window.removeEventListener('afterprint', stop);
    };
    window.addEventListener('afterprint', stop);
    window.print();
  };

  const download = () => {
    const headers = (['surname', 'firstName', 'role', 'class', 'username', 'password'] as const).map((key) =>
      t(`administration.credentials.columns.${key}`),
    );
    downloadText(t('administration.credentials.fileName'), credentialsToCsv(credentials, { headers }), 'text/csv;charset=utf-8');
  };

  return (
    <section className="credentials-sheet" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" ref={heading} tabIndex={-1}>
        {t('administration.credentials.title', { count: credentials.length })}
      </h2>
      <p className="notice credentials-sheet__notice">{t('administration.credentials.onceNotice')}</p>
      <div className="admin-actions credentials-sheet__actions">
        <button type="button" className="button" onClick={print}>
          {t('administration.credentials.print')}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {t('administration.credentials.download')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('administration.credentials.done')}
        </button>
      </div>
      <AdminTable
        labelledBy="credentials-heading"
        isCaptionHidden
        caption={t('administration.credentials.caption')}
        columns={[
          t('administration.credentials.columns.name'),
          t('administration.credentials.columns.role'),
          t('administration.credentials.columns.class'),
          t('administration.credentials.columns.username'),
          t('administration.credentials.columns.password'),
        ]}
      >
        {credentials.map((entry) => (
          <tr key={entry.uuid}>
            <th scope="row">
              {entry.surname}, {entry.first_name}
            </th>
            <td>{ROLE_LABELS[entry.role as Role] ?? entry.role}</td>
            <td>{entry.class_label ?? '–'}</td>
            <td>
              <code>{entry.username}</code>
            </td>
            <td>
              <code className="credentials-sheet__password">{entry.initial_password}</code>
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="hint credentials-sheet__hint">{t('administration.credentials.signInHint', { url: location.origin })}</p>
    </section>
  );
}
