import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oidcPayloads, users } from '../db/schema';

/** What the identity provider knows of a person: enough for tokens and the sign-in check. */
export type IdpAccount = {
  subject: string;
  username: string;
  firstName: string;
  surname: string;
  email: string | null;
  roles: string[];
  passwordHash: string | null;
  /** The password was issued by a coordinator: ask for an own one before the sign-in completes (decision 107). */
  mustChangePassword: boolean;
};

const accountColumns = {
  subject: users.idpSubject,
  username: users.username,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  roles: users.roles,
  passwordHash: users.passwordHash,
  mustChangePassword: users.mustChangePassword,
};

export async function findAccountBySubject(db: Database, subject: string): Promise<IdpAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.idpSubject, subject)).limit(1);
  return row;
}

/** Stores the password the person chose and clears the request to change it. */
export async function setOwnPassword(db: Database, subject: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.idpSubject, subject));
}

/**
 * Finds the account for a typed user name. Like Keycloak, the name is matched without regard to
 * case; should two stored names differ only in case, the exact spelling wins.
 */
export async function findAccountByUsername(db: Database, username: string): Promise<IdpAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .orderBy(desc(eq(users.username, username)))
    .limit(1);
  return row;
}

/**
 * Ends every session of an account at the embedded provider: its sessions, grants and refresh
 * tokens are deleted, so no refresh works any more and the next sign-in needs the password. Access
 * tokens already issued stay valid until they expire (5 minutes). Without the embedded provider the
 * table is empty and this deletes nothing.
 */
export async function endSessionsOf(db: Database, subject: string): Promise<number> {
  const ended = await db
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${subject}`)
    .returning({ id: oidcPayloads.id });
  return ended.length;
}

/**
 * The rate-limit counter of an account's successful sign-ins (decision 200), by the provider's
 * subject: named here so the account's deletion erases it with the rest of its sign-in records.
 */
export function signInSuccessCounterOf(subject: string): string {
  return `sign-in:account:${subject}`;
}
