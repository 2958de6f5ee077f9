import './register-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newClientBodySchema,
  newCoordinatorBodySchema,
  newSchoolBodySchema,
  type AdminClient,
  type AdminSchool,
  type Credentials,
} from '@berufswahl/contracts/identity/administration';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useClients, useCreateClient, useCreateCoordinator, useCreateSchool, useLandSchools, useSchoolTypes } from './api/land';
import { CoordinatorsSection } from './coordinators-section';
import { CredentialsSheet } from './credentials-sheet';
import { KeycloakExportDownload } from './keycloak-export-download';
import { failureOf, useAdminForm, type FieldMessages } from './admin-form';
import { AdminFormSelectField, AdminFormTextField } from './admin-form-fields';
import { LandAdminNav } from './land-nav';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';
import { PersonFields, type PersonValues } from './person-fields';
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
  // The federal admin's Länder come first: the sections below them wait, instead of being pushed
  // down when the table arrives (layout shift, issue 20).
  const showsLandSections = clientUuid !== undefined && clientUuid !== null && !(isFederal && clients.isPending);
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
          {showsLandSections && (
            <SchoolsSection
              clientUuid={clientUuid}
              clientName={clients.data?.find((client) => client.uuid === clientUuid)?.name}
              onCoordinator={(school) => setTarget({ kind: 'school', uuid: school.uuid, clientUuid, name: school.name })}
            />
          )}
          {showsLandSections && <CoordinatorsSection clientUuid={clientUuid} isFederal={isFederal} />}
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

type ClientValues = { name: string; subline: string; email: string };
const EMPTY_CLIENT: ClientValues = { name: '', subline: '', email: '' };

/** A server message that names no field shows at the first field of these forms. */
const atField = (fields: FieldMessages, message: string, field: string): FieldMessages =>
  Object.keys(fields).length > 0 ? fields : { [field]: message };

function NewClientForm() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const create = useCreateClient();
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: newClientBodySchema,
    defaultValues: EMPTY_CLIENT,
    fieldOrder: ['name', 'subline', 'email'],
  });

  const save = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (client) => {
        form.reset(EMPTY_CLIENT);
        announce(t('administration.land.clientCreated', { name: client.name }));
      },
      onError: (error) => {
        const { message, fields } = failureOf(error, t('administration.saveError'));
        showFieldErrors(atField(fields, message, 'name'));
      },
    }),
  );

  return (
    <form ref={formRef} className="admin-form admin-form--grid" onSubmit={save} noValidate aria-labelledby="new-client-heading">
      <h3 id="new-client-heading" className="admin-form__title">
        {t('administration.land.newClient')}
      </h3>
      <AdminFormTextField control={form.control} name="name" label={t('administration.fields.name')} isRequired />
      <AdminFormTextField control={form.control} name="subline" label={t('administration.fields.subline')} />
      <AdminFormTextField control={form.control} name="email" type="email" label={t('administration.fields.email')} />
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
type SchoolValues = { name: string; postcode: string; city: string; school_type_uuid: string; has_sekundarstufe2: 'yes' | 'no' };
const EMPTY_SCHOOL: SchoolValues = { name: '', postcode: '', city: '', school_type_uuid: '', has_sekundarstufe2: 'no' };

function NewSchoolForm({ clientUuid }: { clientUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const create = useCreateSchool(clientUuid);
  const types = useSchoolTypes();
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: newSchoolBodySchema,
    defaultValues: EMPTY_SCHOOL,
    fieldOrder: SCHOOL_FIELDS,
    toBody: (values: SchoolValues) => ({ ...values, school_type_uuid: values.school_type_uuid || null, has_sekundarstufe2: values.has_sekundarstufe2 === 'yes' }),
  });

  const save = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (school) => {
        form.reset(EMPTY_SCHOOL);
        announce(t('administration.land.schoolCreated', { name: school.name }));
      },
      onError: (error) => {
        const { message, fields } = failureOf(error, t('administration.saveError'));
        showFieldErrors(atField(fields, message, 'name'));
      },
    }),
  );

  return (
    <form ref={formRef} className="admin-form admin-form--grid" onSubmit={save} noValidate aria-labelledby="new-school-heading">
      <h3 id="new-school-heading" className="admin-form__title">
        {t('administration.land.newSchool')}
      </h3>
      <AdminFormTextField control={form.control} name="name" label={t('administration.fields.name')} isRequired />
      <AdminFormTextField control={form.control} name="postcode" label={t('administration.fields.postcode')} inputMode="numeric" isRequired />
      <AdminFormTextField control={form.control} name="city" label={t('administration.fields.city')} isRequired />
      <AdminFormSelectField
        control={form.control}
        name="school_type_uuid"
        label={t('administration.fields.schoolType')}
        options={[{ value: '', label: t('administration.land.noSchoolType') }, ...(types.data ?? []).map((type) => ({ value: type.uuid, label: type.name }))]}
      />
      <AdminFormSelectField
        control={form.control}
        name="has_sekundarstufe2"
        label={t('administration.fields.sekII')}
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

const EMPTY_PERSON: PersonValues = { first_name: '', surname: '', email: '', username: '' };

function CoordinatorDialog({ target, onClose, onCreated }: { target: CoordinatorTarget; onClose: () => void; onCreated: (credentials: Credentials) => void }) {
  const { t } = useTranslation();
  const create = useCreateCoordinator(target);
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: newCoordinatorBodySchema,
    defaultValues: EMPTY_PERSON,
    fieldOrder: ['first_name', 'surname', 'email', 'username'],
  });

  const save = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => onCreated(created.credentials),
      onError: (error) => {
        const { message, fields } = failureOf(error, t('administration.saveError'));
        showFieldErrors(atField(fields, message, 'first_name'));
      },
    }),
  );

  return (
    <ModalDialog
      title={t(target.kind === 'school' ? 'administration.land.schoolCoordinatorTitle' : 'administration.land.stateCoordinatorTitle', { name: target.name })}
      closeLabel={t('administration.close')}
      onClose={onClose}
    >
      <form ref={formRef} className="admin-form" onSubmit={save} noValidate>
        <PersonFields control={form.control} />
        <DialogFormActions onCancel={onClose} isPending={create.isPending} submitLabel={t('administration.land.createCoordinator')} />
      </form>
    </ModalDialog>
  );
}
