import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classes, classMemberships, teacherAssignments, users } from '../../../platform/db/schema';

export type ClassRow = typeof classes.$inferSelect;
export type ClassWithPeople = ClassRow & {
  studentCount: number;
  teachers: { uuid: string; firstName: string; surname: string }[];
};

export function createClassesRepository(db: Database) {
  return {
    async listOfSchool(schoolUuid: string): Promise<ClassWithPeople[]> {
      const rows = await db.select().from(classes).where(eq(classes.schoolUuid, schoolUuid)).orderBy(asc(classes.grade), asc(classes.addition));
      if (rows.length === 0) return [];
      const uuids = rows.map((row) => row.uuid);
      const [counts, teachers] = await Promise.all([
        db
          .select({ classUuid: classMemberships.classUuid, students: count() })
          .from(classMemberships)
          .where(inArray(classMemberships.classUuid, uuids))
          .groupBy(classMemberships.classUuid),
        db
          .select({ classUuid: teacherAssignments.classUuid, uuid: users.uuid, firstName: users.firstName, surname: users.surname })
          .from(teacherAssignments)
          .innerJoin(users, eq(users.uuid, teacherAssignments.teacherUuid))
          .where(inArray(teacherAssignments.classUuid, uuids))
          .orderBy(asc(users.surname), asc(users.firstName)),
      ]);
      return rows.map((row) => ({
        ...row,
        studentCount: counts.find((entry) => entry.classUuid === row.uuid)?.students ?? 0,
        teachers: teachers.filter((teacher) => teacher.classUuid === row.uuid).map(({ uuid, firstName, surname }) => ({ uuid, firstName, surname })),
      }));
    },

    async findInSchool(schoolUuid: string, classUuid: string): Promise<ClassRow | undefined> {
      const [row] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.uuid, classUuid), eq(classes.schoolUuid, schoolUuid)))
        .limit(1);
      return row;
    },

    /** The school's classes without their people (the CSV import looks them up by label). */
    classesOfSchool(schoolUuid: string): Promise<ClassRow[]> {
      return db.select().from(classes).where(eq(classes.schoolUuid, schoolUuid));
    },

    /** Inserts a class; a second one with the same grade and addition is a unique violation. */
    async insert(schoolUuid: string, fields: { grade: number; addition: string }): Promise<ClassRow> {
      const [row] = await db.insert(classes).values({ schoolUuid, grade: fields.grade, addition: fields.addition }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(classUuid: string, fields: { grade: number; addition: string }): Promise<void> {
      await db.update(classes).set({ grade: fields.grade, addition: fields.addition }).where(eq(classes.uuid, classUuid));
    },

    /** Locks the class row (inside a transaction), so no student joins before the delete; its student count. */
    async lockAndCountStudents(classUuid: string): Promise<number> {
      await db.select({ uuid: classes.uuid }).from(classes).where(eq(classes.uuid, classUuid)).for('update');
      const [members] = await db.select({ value: count() }).from(classMemberships).where(eq(classMemberships.classUuid, classUuid));
      return members?.value ?? 0;
    },

    async teacherUsernames(classUuid: string): Promise<string[]> {
      const rows = await db
        .select({ username: users.username })
        .from(teacherAssignments)
        .innerJoin(users, eq(users.uuid, teacherAssignments.teacherUuid))
        .where(eq(teacherAssignments.classUuid, classUuid));
      return rows.map((row) => row.username);
    },

    /** Deletes the class; teacher assignments and what hangs on it go by the foreign keys' cascade. */
    async remove(classUuid: string): Promise<void> {
      await db.delete(classes).where(eq(classes.uuid, classUuid));
    },

    /** An account of the school with its roles, or undefined (a teacher to assign). */
    async findPersonInSchool(schoolUuid: string, userUuid: string): Promise<{ uuid: string; roles: string[]; username: string } | undefined> {
      const [row] = await db
        .select({ uuid: users.uuid, roles: users.roles, username: users.username })
        .from(users)
        .where(and(eq(users.uuid, userUuid), eq(users.schoolUuid, schoolUuid)))
        .limit(1);
      return row;
    },

    /** Whether the assignment is new (assigning twice changes nothing). */
    async assignTeacher(teacherUuid: string, classUuid: string): Promise<boolean> {
      const inserted = await db.insert(teacherAssignments).values({ teacherUuid, classUuid }).onConflictDoNothing().returning();
      return inserted.length > 0;
    },

    /** Whether there was an assignment to remove. */
    async unassignTeacher(teacherUuid: string, classUuid: string): Promise<boolean> {
      const deleted = await db
        .delete(teacherAssignments)
        .where(and(eq(teacherAssignments.teacherUuid, teacherUuid), eq(teacherAssignments.classUuid, classUuid)))
        .returning();
      return deleted.length > 0;
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
