import './register-texts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientBodySchema, newCoordinatorBodySchema, newSchoolBodySchema, type AdminClient, type AdminSchool, type Credentials } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useClients, useCreateClient, useCreateCoordinator, useCreateSchool, useLandSchools, useSchoolTypes } from './api/land';
import { CoordinatorsSection } from './coordinators-section';
import { CredentialsSheet } from './credentials-sheet';
import { KeycloakExportDownload } from './keycloak-export-download';
import { errorsOfFailure, focusFirstError, validate, type FieldErrors } from './form-state';
import { LandAdminNav } from './land-nav';
import { SelectField } from './select-field';
import { AdminTextField } from './text-field';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';
import { PersonFields } from './person-fields';
import { DialogFormActions } from './dialog-form-actions';

type CoordinatorTarget = { kind: 'school' | 'client'; uuid: string; clientUuid: string; name: string };

/**
 * State coordinators: schools of their Land and their school coordinators. The federal admin
 * also sees the Länder, creates Länder and state coordinators, and picks the Land to work on.
 */
export function LandScreen() {
  const { t } = useTranslation();
  const { clientUuid: ownClient, role } = useAdminScope();
  const isFederal = role === 'SUPER_ADMIN' || role === 'ADMIN';
  const clients = useClients(isFederal);
  const [chosenClient, setChosenClient] = useState<string | null>(null);
  const clientUuid = chosenClient ?? ownClient;
  const [target, setTarget] = useState<CoordinatorTarget | null>(null);
  const [credentials, setCredentials] = useState<Credentials[] | null>(null);

  return (
    <div className="page admin-page">
      <PageHeading pageName={t('administration.land.pageName')}>{t('administration.land.title')}</PageHeading>
      <LandAdminNav />
      <ExplanationBox target="verwaltung-schulen" />
      {credentials ? (
        <CredentialsSheet credentials={credentials} onDone={() => setCredentials(null)} />
      ) : (
        <>
          {isFederal && clients.data && (
            <ClientsSection
              clients={clients.data}
              chosen={clientUuid}
              onChoose={setChosenClient}
              onCoordinator={(client) => setTarget({ kind: 'client', uuid: client.uuid, clientUuid: client.uuid, name: client.name })}
            />
          )}
          {clientUuid && (
            <SchoolsSection
              clientUuid={clientUuid}
              clientName={clients.data?.find((client) => client.uuid === clientUuid)?.name}
              onCoordinator={(school) => setTarget({ kind: 'school', uuid: school.uuid, clientUuid, name: school.name })}
            />
          )}
          {clientUuid && <CoordinatorsSection clientUuid={clientUuid} isFederal={isFederal} />}
        </>
      )}
      {target && (
        <CoordinatorDialog
          target={target}
          onClose={() => setTarget(null)}
          onCreated={(created) => {
            setTarget(null);
            setCredentials([created]);
          }}
        />
      )}
    </div>
  );
}

function ClientsSection({
  clients,
  chosen,
  onChoose,
  onCoordinator,
}: {
  clients: AdminClient[];
  chosen: string | undefined;
  onChoose: (clientUuid: string) => void;
  onCoordinator: (client: AdminClient) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-section" aria-labelledby="clients-heading">
      <h2 id="clients-heading">{t('administration.land.clientsTitle')}</h2>
      <AdminTable
        labelledBy="clients-heading"
        isCaptionHidden
        caption={t('administration.land.clientsCaption')}
        columns={[
          t('administration.land.columns.client'),
          t('administration.land.columns.schools'),
          t('administration.land.columns.coordinators'),
          t('administration.columns.actions'),
        ]}
      >
        {clients.map((client) => (
          <tr key={client.uuid}>
            <th scope="row">{client.name}</th>
            <td>{client.school_count}</td>
            <td>{client.coordinator_count}</td>
            <td>
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={chosen === client.uuid}
                  aria-label={t('administration.land.showSchoolsLabel', { name: client.name })}
                  onClick={() => onChoose(client.uuid)}
                >
                  {t('administration.land.showSchools')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('administration.land.newStateCoordinatorLabel', { name: client.name })}
                  onClick={() => onCoordinator(client)}
                >
                  {t('administration.land.newCoordinator')}
                </button>
                {/* Federal admins may export a Land's accounts for Keycloak too (decisions 103, 157). */}
                <KeycloakExportDownload clientUuid={client.uuid} clientName={client.name} isCompact />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <NewClientForm />
    </section>
  );
}

function NewClientForm() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const create = useCreateClient();
  const [values, setValues] = useState({ name: '', subline: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(newClientBodySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(['name', 'subline', 'email'], checked.errors, formRef.current);
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (client) => {
        setValues({ name: '', subline: '', email: '' });
        announce(t('administration.land.clientCreated', { name: client.name }));
      },
      onError: (error) => {
        const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
        const shown = Object.keys(fields).length > 0 ? fields : { name: message };
        setErrors(shown);
        focusFirstError(['name', 'subline', 'email'], shown, formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} className="admin-form admin-form--grid" onSubmit={submit} noValidate aria-labelledby="new-client-heading">
      <h3 id="new-client-heading" className="admin-form__title">
        {t('administration.land.newClient')}
      </h3>
      <AdminTextField label={t('administration.fields.name')} name="name" value={values.name} onChange={set('name')} isRequired errorMessage={errors.name} />
      <AdminTextField label={t('administration.fields.subline')} name="subline" value={values.subline} onChange={set('subline')} errorMessage={errors.subline} />
      <AdminTextField label={t('administration.fields.email')} name="email" type="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <div className="admin-form__submit">
        <button type="submit" className="button" disabled={create.isPending}>
          {t('administration.land.createClient')}
        </button>
      </div>
    </form>
  );
}

function SchoolsSection({ clientUuid, clientName, onCoordinator }: { clientUuid: string; clientName?: string; onCoordinator: (school: AdminSchool) => void }) {
  const { t } = useTranslation();
  const schools = useLandSchools(clientUuid);
  return (
    <section className="admin-section" aria-labelledby="schools-heading">
      <h2 id="schools-heading">{clientName ? t('administration.land.schoolsOf', { name: clientName }) : t('administration.land.schoolsTitle')}</h2>
      {schools.isPending && <p role="status">{t('administration.loading')}</p>}
      {schools.isError && <p className="form-error">{t('administration.loadError')}</p>}
      {schools.data && schools.data.length === 0 && <p>{t('administration.land.noSchools')}</p>}
      {schools.data && schools.data.length > 0 && (
        <AdminTable
          labelledBy="schools-heading"
          isCaptionHidden
          caption={t('administration.land.schoolsCaption')}
          columns={[
            t('administration.land.columns.school'),
            t('administration.land.columns.id'),
            t('administration.land.columns.place'),
            t('administration.land.columns.coordinators'),
            t('administration.columns.actions'),
          ]}
        >
          {schools.data.map((school) => (
            <tr key={school.uuid}>
              <th scope="row">{school.name}</th>
              <td>{school.id}</td>
              <td>
                {school.postcode} {school.city}
              </td>
              <td>{school.coordinator_count}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('administration.land.newSchoolCoordinatorLabel', { name: school.name })}
                  onClick={() => onCoordinator(school)}
                >
                  {t('administration.land.newCoordinator')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <NewSchoolForm clientUuid={clientUuid} />
    </section>
  );
}

const SCHOOL_FIELDS = ['name', 'postcode', 'city', 'school_type_uuid', 'has_sekundarstufe2'] as const;

function NewSchoolForm({ clientUuid }: { clientUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const create = useCreateSchool(clientUuid);
  const types = useSchoolTypes();
  const empty = { name: '', postcode: '', city: '', school_type_uuid: '', has_sekundarstufe2: 'no' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(newSchoolBodySchema, { ...values, school_type_uuid: values.school_type_uuid || null, has_sekundarstufe2: values.has_sekundarstufe2 === 'yes' });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(SCHOOL_FIELDS, checked.errors, formRef.current);
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (school) => {
        setValues(empty);
        announce(t('administration.land.schoolCreated', { name: school.name }));
      },
      onError: (error) => {
        const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
        const shown = Object.keys(fields).length > 0 ? fields : { name: message };
        setErrors(shown);
        focusFirstError(SCHOOL_FIELDS, shown, formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} className="admin-form admin-form--grid" onSubmit={submit} noValidate aria-labelledby="new-school-heading">
      <h3 id="new-school-heading" className="admin-form__title">
        {t('administration.land.newSchool')}
      </h3>
      <AdminTextField label={t('administration.fields.name')} name="name" value={values.name} onChange={set('name')} isRequired errorMessage={errors.name} />
      <AdminTextField label={t('administration.fields.postcode')} name="postcode" value={values.postcode} onChange={set('postcode')} inputMode="numeric" isRequired errorMessage={errors.postcode} />
      <AdminTextField label={t('administration.fields.city')} name="city" value={values.city} onChange={set('city')} isRequired errorMessage={errors.city} />
      <SelectField
        label={t('administration.fields.schoolType')}
        name="school_type_uuid"
        value={values.school_type_uuid}
        onChange={set('school_type_uuid')}
        errorMessage={errors.school_type_uuid}
        options={[{ value: '', label: t('administration.land.noSchoolType') }, ...(types.data ?? []).map((type) => ({ value: type.uuid, label: type.name }))]}
      />
      <SelectField
        label={t('administration.fields.sekII')}
        name="has_sekundarstufe2"
        value={values.has_sekundarstufe2}
        onChange={set('has_sekundarstufe2')}
        options={[
          { value: 'no', label: t('administration.no') },
          { value: 'yes', label: t('administration.yes') },
        ]}
      />
      <div className="admin-form__submit">
        <button type="submit" className="button" disabled={create.isPending}>
          {t('administration.land.createSchool')}
        </button>
      </div>
    </form>
  );
}

function CoordinatorDialog({ target, onClose, onCreated }: { target: CoordinatorTarget; onClose: () => void; onCreated: (credentials: Credentials) => void }) {
  const { t } = useTranslation();
  const create = useCreateCoordinator(target);
  const [values, setValues] = useState({ first_name: '', surname: '', email: '', username: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const order = ['first_name', 'surname', 'email', 'username'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(newCoordinatorBodySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(order, checked.errors, formRef.current);
    }
    create.mutate(checked.data, {
      onSuccess: (created) => onCreated(created.credentials),
      onError: (error) => {
        const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
        const shown = Object.keys(fields).length > 0 ? fields : { first_name: message };
        setErrors(shown);
        focusFirstError(order, shown, formRef.current);
      },
    });
  };

  return (
    <ModalDialog
      title={t(target.kind === 'school' ? 'administration.land.schoolCoordinatorTitle' : 'administration.land.stateCoordinatorTitle', { name: target.name })}
      closeLabel={t('administration.close')}
      onClose={onClose}
    >
      <form ref={formRef} className="admin-form" onSubmit={submit} noValidate>
        <PersonFields values={values} errors={errors} set={set} />
        <DialogFormActions onCancel={onClose} isPending={create.isPending} submitLabel={t('administration.land.createCoordinator')} />
      </form>
    </ModalDialog>
  );
}
