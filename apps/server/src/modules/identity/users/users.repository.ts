import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
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
      .select({
        uuid: users.uuid,
        clientUuid: users.clientUuid,
        schoolUuid: users.schoolUuid,
        roles: users.roles,
        activeRole: users.activeRole,
        simpleLanguage: users.simpleLanguage,
      })
      .from(users)
      .where(eq(users.idpSubject, sql.placeholder('subject')))
      .limit(1),
  );
  return async (subject: string) => (await statement.execute({ subject }))[0];
}

export function createUsersRepository(db: Database) {
  // GET /users/me on every page load (issue 8): both queries built once (decision 168).
  const userWithPlace = prepareQuery(
    db
      .select({ user: users, school: schools, class: classes })
      .from(users)
      .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
      .leftJoin(classMemberships, eq(classMemberships.userUuid, users.uuid))
      .leftJoin(classes, eq(classes.uuid, classMemberships.classUuid))
      .where(eq(users.uuid, sql.placeholder('userUuid')))
      .limit(1),
  );
  const learningGroupsOf = prepareQuery(
    db
      .select({ learningGroup: classes })
      .from(teacherAssignments)
      .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
      .where(eq(teacherAssignments.teacherUuid, sql.placeholder('userUuid')))
      .orderBy(asc(classes.grade), asc(classes.addition)),
  );

  return {
    async findBySubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.idpSubject, subject)).limit(1);
      return row;
    },

    async findWithRelations(userUuid: string): Promise<UserWithRelations | undefined> {
      const [[row], taught] = await Promise.all([userWithPlace.execute({ userUuid }), learningGroupsOf.execute({ userUuid })]);
      return row && { ...row, learningGroups: taught.map(({ learningGroup }) => learningGroup) };
    },

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
