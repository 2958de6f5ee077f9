import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { callerColumns } from '../../../platform/auth/caller-columns';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { classes, classMemberships, schools, teacherAssignments, users } from '../../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
export type SchoolRow = typeof schools.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;

export type UserWithRelations = {
  user: UserRow;
  school: SchoolRow | null;
  class: ClassRow | null;
  learningGroups: ClassRow[];
};

/**
 * The access guard's look-up of the caller behind a token, on every API request (issue 8): only the
 * columns the guard needs, built once as a prepared query – drizzle does not build the query again,
 * and PostgreSQL parses and plans it once per connection (decisions 132 and 168).
 */
export function prepareCallerLookup(db: Database) {
  const statement = prepareQuery(
    db
      .select(callerColumns)
      .from(users)
      .where(eq(users.idpSubject, sql.placeholder('subject')))
      .limit(1),
  );
  return async (subject: string) => (await statement.execute({ subject }))[0];
}

/**
 * The user with school, class and the learning groups they teach – the `me` answer's rows – as two
 * queries that run side by side, for the user with `userColumn` = the placeholder `key`: by uuid
 * after a change of the caller's own row, by the token's subject for `GET /users/me`, whose route
 * admits the caller from the same row (decision 253) instead of looking the caller up first.
 */
function prepareUserWithRelations(db: Database, userColumn: typeof users.uuid | typeof users.idpSubject) {
  const userWithPlace = prepareQuery(
    db
      .select({ user: users, school: schools, class: classes })
      .from(users)
      .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
      .leftJoin(classMemberships, eq(classMemberships.userUuid, users.uuid))
      .leftJoin(classes, eq(classes.uuid, classMemberships.classUuid))
      .where(eq(userColumn, sql.placeholder('key')))
      .limit(1),
  );
  const teacher = db.select({ uuid: users.uuid }).from(users).where(eq(userColumn, sql.placeholder('key')));
  const learningGroupsOf = prepareQuery(
    db
      .select({ learningGroup: classes })
      .from(teacherAssignments)
      .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
      .where(inArray(teacherAssignments.teacherUuid, teacher))
      .orderBy(asc(classes.grade), asc(classes.addition)),
  );
  return async (key: string): Promise<UserWithRelations | undefined> => {
    const [[row], taught] = await Promise.all([userWithPlace.execute({ key }), learningGroupsOf.execute({ key })]);
    return row && { ...row, learningGroups: taught.map(({ learningGroup }) => learningGroup) };
  };
}

export function createUsersRepository(db: Database) {
  // GET /users/me on every page load (issue 8): the queries built once (decision 168).
  const withRelationsByUuid = prepareUserWithRelations(db, users.uuid);
  const withRelationsBySubject = prepareUserWithRelations(db, users.idpSubject);

  return {
    async findBySubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.idpSubject, subject)).limit(1);
      return row;
    },

    findWithRelations: withRelationsByUuid,

    /** The same rows for the caller behind a token's subject (`GET /users/me`, decision 253). */
    findWithRelationsBySubject: withRelationsBySubject,

    async update(
      userUuid: string,
      changes: Partial<Pick<UserRow, 'contrastMode' | 'simpleLanguage' | 'theme' | 'activeRole' | 'showOnboarding' | 'termsAcceptedAt' | 'trackingConsent'>>,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.uuid, userUuid));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
