import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../platform/db/client';
import { classes, classMemberships, teacherAssignments, users } from '../../../../platform/db/schema';

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
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
