import { and, arrayContains, arrayOverlaps, asc, eq, inArray, like, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classes, classMemberships, schools, teacherAssignments, users } from '../../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;

/** An account as the administration lists it: the user with class and taught classes. */
export type AccountWithGroups = { user: UserRow; class: ClassRow | null; learningGroups: ClassRow[] };

/** One account to create; the password is already hashed. */
export type NewAccount = {
  uuid: string;
  username: string;
  firstName: string;
  surname: string;
  email: string | null;
  roles: string[];
  clientUuid: string;
  schoolUuid: string | null;
  passwordHash: string;
  /** A student's class, or the first learning group of a teacher. */
  classUuid: string | null;
};

/** Names and e-mail as a coordinator edits them (decision 106). */
export type PersonChanges = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'surname' | 'email'>>;

/** Roles a school coordinator lists and manages at the school. */
export const SCHOOL_ACCOUNT_ROLES = ['SCHUELER', 'LEHRER', 'DEACTIVATED'];

const INSERT_CHUNK = 500;

/** Names of the taken user names among `base`, `base2` … for every base (lower case). */
export async function takenUsernames(db: Database, bases: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const unique = [...new Set(bases)];
  for (let start = 0; start < unique.length; start += 200) {
    const chunk = unique.slice(start, start + 200);
    const rows = await db
      .select({ username: users.username })
      .from(users)
      .where(or(...chunk.map((base) => like(sql`lower(${users.username})`, `${base}%`))));
    for (const row of rows) taken.add(row.username.toLowerCase());
  }
  return taken;
}

/** Inserts accounts (and class memberships) inside the caller's transaction. */
export async function insertAccounts(tx: Database, accounts: readonly NewAccount[]): Promise<void> {
  for (let start = 0; start < accounts.length; start += INSERT_CHUNK) {
    const chunk = accounts.slice(start, start + INSERT_CHUNK);
    await tx.insert(users).values(
      chunk.map((account) => ({
        uuid: account.uuid,
        idpSubject: account.uuid,
        username: account.username,
        passwordHash: account.passwordHash,
        // Every account made here starts with a coordinator's initial password (decision 107).
        mustChangePassword: true,
        clientUuid: account.clientUuid,
        schoolUuid: account.schoolUuid,
        firstName: account.firstName,
        surname: account.surname,
        email: account.email,
        roles: account.roles,
        activeRole: account.roles[0] ?? 'DEACTIVATED',
      })),
    );
    const withClass = chunk.filter((account) => account.classUuid !== null);
    const memberships = withClass.filter((account) => account.roles.includes('SCHUELER'));
    const assignments = withClass.filter((account) => account.roles.includes('LEHRER'));
    if (memberships.length > 0) {
      await tx.insert(classMemberships).values(memberships.map((account) => ({ userUuid: account.uuid, classUuid: account.classUuid ?? '' })));
    }
    if (assignments.length > 0) {
      await tx.insert(teacherAssignments).values(assignments.map((account) => ({ teacherUuid: account.uuid, classUuid: account.classUuid ?? '' })));
    }
  }
}

/** The school coordinators of a school who are still active (they get the school's notices). */
export async function schoolCoordinatorUuids(db: Database, schoolUuid: string): Promise<string[]> {
  const rows = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.schoolUuid, schoolUuid), arrayContains(users.roles, ['ADMIN_SCHULE']), not(arrayContains(users.roles, ['DEACTIVATED']))));
  return rows.map((row) => row.uuid);
}

/** A school's name and Land, or undefined. */
export async function findSchool(db: Database, schoolUuid: string): Promise<{ uuid: string; name: string; clientUuid: string } | undefined> {
  const [row] = await db.select({ uuid: schools.uuid, name: schools.name, clientUuid: schools.clientUuid }).from(schools).where(eq(schools.uuid, schoolUuid)).limit(1);
  return row;
}

export function createAccountsRepository(db: Database) {
  async function withGroups(rows: UserRow[]): Promise<AccountWithGroups[]> {
    if (rows.length === 0) return [];
    const uuids = rows.map((row) => row.uuid);
    const [memberships, taught] = await Promise.all([
      db
        .select({ userUuid: classMemberships.userUuid, learningGroup: classes })
        .from(classMemberships)
        .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
        .where(inArray(classMemberships.userUuid, uuids)),
      db
        .select({ teacherUuid: teacherAssignments.teacherUuid, learningGroup: classes })
        .from(teacherAssignments)
        .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
        .where(inArray(teacherAssignments.teacherUuid, uuids))
        .orderBy(asc(classes.grade), asc(classes.addition)),
    ]);
    return rows.map((user) => ({
      user,
      class: memberships.find((membership) => membership.userUuid === user.uuid)?.learningGroup ?? null,
      learningGroups: taught.filter((entry) => entry.teacherUuid === user.uuid).map((entry) => entry.learningGroup),
    }));
  }

  return {
    /** Students, teachers and deactivated accounts of a school, by name. */
    async listOfSchool(schoolUuid: string): Promise<AccountWithGroups[]> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.schoolUuid, schoolUuid), arrayOverlaps(users.roles, SCHOOL_ACCOUNT_ROLES)))
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.username));
      return withGroups(rows);
    },

    async findInSchool(schoolUuid: string, userUuid: string): Promise<AccountWithGroups | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.uuid, userUuid), eq(users.schoolUuid, schoolUuid)))
        .limit(1);
      if (!row) return undefined;
      const [account] = await withGroups([row]);
      return account;
    },

    /** Coordinators of a Land: state coordinators (`ADMIN_LAND`) or school coordinators of its schools. */
    async coordinatorsOfClient(clientUuid: string, role: 'ADMIN_LAND' | 'ADMIN_SCHULE') {
      return db
        .select({ user: users, school: { uuid: schools.uuid, name: schools.name } })
        .from(users)
        .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
        .where(and(eq(users.clientUuid, clientUuid), arrayOverlaps(users.roles, [role])))
        .orderBy(asc(schools.name), asc(users.surname), asc(users.firstName), asc(users.username));
    },

    async findByUuid(userUuid: string): Promise<AccountWithGroups | undefined> {
      const [row] = await db.select().from(users).where(eq(users.uuid, userUuid)).limit(1);
      if (!row) return undefined;
      const [account] = await withGroups([row]);
      return account;
    },

    /** A class (or learning group) of the school, or undefined. */
    async findClassInSchool(schoolUuid: string, classUuid: string): Promise<ClassRow | undefined> {
      const [row] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.uuid, classUuid), eq(classes.schoolUuid, schoolUuid)))
        .limit(1);
      return row;
    },

    takenUsernames: (bases: readonly string[]) => takenUsernames(db, bases),
    insertAccounts: (accounts: readonly NewAccount[]) => insertAccounts(db, accounts),
    schoolCoordinatorUuids: (schoolUuid: string) => schoolCoordinatorUuids(db, schoolUuid),
    findSchool: (schoolUuid: string) => findSchool(db, schoolUuid),

    /** Only the landing page is left (spec 2): the one role `DEACTIVATED`, a deletion date, no code. */
    async markDeactivated(userUuid: string, deletionDate: Date, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate, reactivationCode: null, reactivationCodeDate: null, updatedAt: at })
        .where(eq(users.uuid, userUuid));
    },

    /** Takes the account out of its class and the learning groups it taught. */
    async leaveAllGroups(userUuid: string): Promise<void> {
      await db.delete(classMemberships).where(eq(classMemberships.userUuid, userUuid));
      await db.delete(teacherAssignments).where(eq(teacherAssignments.teacherUuid, userUuid));
    },

    async updatePerson(userUuid: string, changes: PersonChanges, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.uuid, userUuid));
    },

    /** A student's class: the old membership goes, the new one (if any) comes. */
    async moveToClass(userUuid: string, classUuid: string | null): Promise<void> {
      await db.delete(classMemberships).where(eq(classMemberships.userUuid, userUuid));
      if (classUuid) await db.insert(classMemberships).values({ userUuid, classUuid });
    },

    /** A coordinator's initial password: the owner chooses an own one at the next sign-in (decision 107). */
    async setInitialPassword(userUuid: string, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: at }).where(eq(users.uuid, userUuid));
    },

    /** Makes a deactivated account active again in `role` at the school; undefined if it is gone. */
    async takeIntoSchool(
      userUuid: string,
      target: { role: string; schoolUuid: string; clientUuid: string },
      at: Date,
    ): Promise<{ username: string; firstName: string; surname: string } | undefined> {
      const [person] = await db
        .update(users)
        .set({
          roles: [target.role],
          activeRole: target.role,
          schoolUuid: target.schoolUuid,
          clientUuid: target.clientUuid,
          deletionDate: null,
          updatedAt: at,
        })
        .where(eq(users.uuid, userUuid))
        .returning({ username: users.username, firstName: users.firstName, surname: users.surname });
      return person;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
