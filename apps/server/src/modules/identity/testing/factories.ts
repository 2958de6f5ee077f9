import { randomUUID } from 'node:crypto';
import type { Role } from '@berufswahl/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../platform/auth/passwords';
import type { Database } from '../../../platform/db/client';
import { setOwnPassword } from '../../../platform/idp/accounts.repository';
import { signIn } from '../../../test/sign-in';
import { insertAccounts } from '../accounts/accounts.repository';
import { createClassesRepository, type ClassRow } from '../classes/classes.repository';
import { createClientsRepository, type ClientRow } from '../clients/clients.repository';
import { createSchoolsRepository, type SchoolRow } from '../schools/schools.repository';

/**
 * Small factories for tests that need a Land, a school, a class and an account or two, not the
 * whole demo world (decision 228). They write through identity's repositories – the same inserts
 * the administration makes – so a test sees rows as the app makes them; every name that must be
 * unique is made unique, so a test file may call them as often as it likes on one database.
 * They take a database only: a test without HTTP needs no app (`openTestDatabase()`), and an API
 * test passes `testApp.database.db` and signs the account in with `tokenFor` or `testApp.tokenOf`.
 */

/** The password a factory account signs in with unless told otherwise – the demo password, so `testApp.tokenOf(username)` works. */
export const TEST_PASSWORD = 'berufswahl';

const hashes = new Map<string, Promise<string>>();

/** scrypt is slow on purpose: each password is hashed once per test file, not once per account. */
function hashOnce(password: string): Promise<string> {
  const known = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, known);
  return known;
}

/** A short random part for names that must be unique (user names, Länder, schools). */
const unique = () => randomUUID().slice(0, 8);

/** A Land (a `clients` row). */
export function createLand(db: Database, fields: Partial<Pick<ClientRow, 'name' | 'subline' | 'email'>> = {}): Promise<ClientRow> {
  return createClientsRepository(db).insert({ name: fields.name ?? `Testland ${unique()}`, subline: fields.subline ?? '', email: fields.email ?? null });
}

/** A school of the Land, without Sekundarstufe II and without school type unless told. */
export function createSchool(
  db: Database,
  land: Pick<ClientRow, 'uuid'>,
  fields: Partial<Pick<SchoolRow, 'name' | 'postcode' | 'city' | 'schoolTypeUuid' | 'hasSekundarstufe2'>> = {},
): Promise<SchoolRow> {
  return createSchoolsRepository(db).insert({
    clientUuid: land.uuid,
    name: fields.name ?? `Testschule ${unique()}`,
    postcode: fields.postcode ?? '09111',
    city: fields.city ?? 'Teststadt',
    schoolTypeUuid: fields.schoolTypeUuid ?? null,
    hasSekundarstufe2: fields.hasSekundarstufe2 ?? false,
  });
}

let classesMade = 0;

/** A class of the school: grade 8 unless told, and an addition of its own, as a school has each grade and addition once. */
export function createClass(db: Database, school: Pick<SchoolRow, 'uuid'>, fields: { grade?: number; addition?: string } = {}): Promise<ClassRow> {
  classesMade += 1;
  return createClassesRepository(db).insert(school.uuid, { grade: fields.grade ?? 8, addition: fields.addition ?? `t${classesMade}` });
}

export type TestAccount = {
  uuid: string;
  username: string;
  /** What it signs in with (`TEST_PASSWORD` unless told otherwise). */
  password: string;
  roles: Role[];
  clientUuid: string;
  schoolUuid: string | null;
};

export type AccountOptions = {
  role: Role;
  /** The school of a student, teacher or school coordinator; its Land is the account's. */
  school?: Pick<SchoolRow, 'uuid' | 'clientUuid'>;
  /** The Land of an account without a school (a state coordinator); needed only without `school`. */
  land?: Pick<ClientRow, 'uuid'>;
  /** A student's class, or the class a teacher teaches. */
  classUuid?: string;
  username?: string;
  firstName?: string;
  surname?: string;
  email?: string | null;
  password?: string;
};

/**
 * An account that signs in at once: created as the administration creates one (`insertAccounts`,
 * with its class membership or teaching assignment), then with an own password as after the first
 * sign-in (decision 107), so the sign-in does not stop at "Neues Passwort festlegen".
 */
export async function createAccount(db: Database, options: AccountOptions): Promise<TestAccount> {
  const clientUuid = options.school?.clientUuid ?? options.land?.uuid;
  if (!clientUuid) throw new Error('createAccount needs a school or, for an account without one, a Land');
  const uuid = randomUUID();
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash = await hashOnce(password);
  const account = {
    uuid,
    username: options.username ?? `${options.role.toLowerCase()}-${unique()}`,
    firstName: options.firstName ?? 'Test',
    surname: options.surname ?? 'Person',
    email: options.email ?? null,
    roles: [options.role],
    clientUuid,
    schoolUuid: options.school?.uuid ?? null,
    passwordHash,
    classUuid: options.classUuid ?? null,
  };
  await insertAccounts(db, [account]);
  // insertAccounts issues a coordinator's initial password; a test account has chosen its own.
  await setOwnPassword(db, uuid, passwordHash);
  return { uuid, username: account.username, password, roles: account.roles, clientUuid, schoolUuid: account.schoolUuid };
}

/** An access token of the account, signed in through the embedded provider's real flow. */
export async function tokenFor(app: FastifyInstance, account: Pick<TestAccount, 'username' | 'password'>): Promise<string> {
  return (await signIn(app, { username: account.username, password: account.password })).accessToken;
}
