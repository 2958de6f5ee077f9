import { useTranslation } from 'react-i18next';
import type { Coordinator } from '@berufswahl/contracts';
import { useCoordinators } from './api/land';
import { AdminTable } from './admin-table';

/**
 * Who coordinates in the Land (decision 108): the federal admin sees the state coordinators, the
 * state coordinator (and the federal admin) the school coordinators with their school.
 */
export function CoordinatorsSection({ clientUuid, isFederal }: { clientUuid: string; isFederal: boolean }) {
  const { t } = useTranslation();
  const stateCoordinators = useCoordinators(clientUuid, 'land', isFederal);
  const schoolCoordinators = useCoordinators(clientUuid, 'school');
  return (
    <section className="admin-section" aria-labelledby="coordinators-heading">
      <h2 id="coordinators-heading">{t('administration.land.coordinatorsTitle')}</h2>
      {isFederal && (
        <CoordinatorTable
          id="state-coordinators"
          title={t('administration.land.stateCoordinators')}
          coordinators={stateCoordinators.data}
          isError={stateCoordinators.isError}
          showSchool={false}
        />
      )}
      <CoordinatorTable
        id="school-coordinators"
        title={t('administration.land.schoolCoordinators')}
        coordinators={schoolCoordinators.data}
        isError={schoolCoordinators.isError}
        showSchool
      />
    </section>
  );
}

function CoordinatorTable({
  id,
  title,
  coordinators,
  isError,
  showSchool,
}: {
  id: string;
  title: string;
  coordinators: Coordinator[] | undefined;
  isError: boolean;
  showSchool: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <>
      <h3 id={headingId}>{title}</h3>
      {isError && <p className="form-error">{t('administration.loadError')}</p>}
      {!coordinators && !isError && <p role="status">{t('administration.loading')}</p>}
      {coordinators && coordinators.length === 0 && <p>{t('administration.land.noCoordinators')}</p>}
      {coordinators && coordinators.length > 0 && (
        <AdminTable
          labelledBy={headingId}
          isCaptionHidden
          caption={title}
          columns={[
            t('administration.accounts.columns.name'),
            t('administration.accounts.columns.username'),
            ...(showSchool ? [t('administration.land.columns.school')] : []),
            t('administration.fields.email'),
            t('administration.accounts.columns.status'),
          ]}
        >
          {coordinators.map((coordinator) => (
            <tr key={coordinator.uuid}>
              <th scope="row">
                {coordinator.surname}, {coordinator.first_name}
              </th>
              <td>
                <code>{coordinator.username}</code>
              </td>
              {showSchool && <td>{coordinator.school?.name ?? '–'}</td>}
              <td>{coordinator.email ?? '–'}</td>
              <td>{coordinator.status === 'active' ? t('administration.accounts.active') : t('administration.land.deactivated')}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
