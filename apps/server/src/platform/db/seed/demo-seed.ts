import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '@berufswahl/contracts';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { classes, classMemberships, clients, schools, schoolTypes, teacherAssignments, users } from '../schema';
import { demoLifeSchema } from './demo-life';

const classSchema = z.object({ uuid: z.uuid(), grade: z.number().int(), addition: z.string() });
const worldSchema = z.object({
  password: z.string().min(8),
  client: z.object({
    uuid: z.uuid(),
    name: z.string(),
    subline: z.string(),
    banner: z.string().nullable(),
    box_provider: z.string().nullable(),
    redmine_mail_box: z.string().nullable(),
    email: z.string().nullable(),
  }),
  school_types: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
  schools: z.array(
    z.object({
      key: z.string(),
      uuid: z.uuid(),
      name: z.string(),
      postcode: z.string(),
      city: z.string(),
      school_type: z.string(),
      has_sekundarstufe2: z.boolean(),
      data_protection_officer_email: z.string().optional(),
      data_protection_officer_first_name: z.string().optional(),
      data_protection_officer_last_name: z.string().optional(),
      data_protection_officer_phone: z.string().optional(),
      principal_email: z.string().optional(),
      principal_first_name: z.string().optional(),
      principal_last_name: z.string().optional(),
      classes: z.array(classSchema),
    }),
  ),
  users: z.array(
    z.object({
      uuid: z.uuid(),
      username: z.string(),
      first_name: z.string(),
      surname: z.string(),
      email: z.string().nullable(),
      roles: z.array(z.enum(ROLES)).min(1),
      school: z.string().nullable(),
      class: z.uuid().optional(),
      teaches: z.array(z.uuid()).optional(),
      terms_accepted: z.string().nullable(),
      deletion_in_days: z.number().int().optional(),
    }),
  ),
  life: demoLifeSchema,
});
export type DemoWorld = z.infer<typeof worldSchema>;

export class DemoSeedRefusedError extends Error {
  constructor() {
    super('The demo seed is refused when NODE_ENV=production: its accounts have a published password.');
  }
}

/** Reads the demo world from `content/demo/world.json`. */
export async function readDemoWorld(): Promise<DemoWorld> {
  const file = createRequire(import.meta.url).resolve('@berufswahl/content/demo/world.json');
  return worldSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The advisory lock the demo seeds take: two processes starting together on one database must not seed twice. */
export const DEMO_SEED_LOCK = 4711;

/**
 * Loads the demo Land, schools, classes and accounts – the platform's tables. Idempotent: existing
 * rows are kept as they are (a user's own changes survive a restart), missing ones are added. All
 * in one transaction. The modules add their part afterwards (wiring/demo-seed.ts, decision 217).
 */
export async function seedDemoWorld(db: Database, options: { isProduction: boolean; now?: Date }): Promise<DemoWorld> {
  if (options.isProduction) throw new DemoSeedRefusedError();
  const world = await readDemoWorld();
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(world.password);
  const schoolUuidByKey = new Map(world.schools.map((school) => [school.key, school.uuid]));
  const schoolTypeUuidByName = new Map(world.school_types.map((type) => [type.name, type.uuid]));

  await db.transaction(async (tx) => {
    // Two processes starting together on one database must not seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_SEED_LOCK))})`);
    const { client } = world;
    await tx
      .insert(clients)
      .values({
        uuid: client.uuid,
        name: client.name,
        subline: client.subline,
        banner: client.banner,
        boxProvider: client.box_provider,
        redmineMailBox: client.redmine_mail_box,
        email: client.email,
      })
      .onConflictDoNothing();
    await tx.insert(schoolTypes).values(world.school_types).onConflictDoNothing();
    for (const school of world.schools) {
      await tx
        .insert(schools)
        .values({
          uuid: school.uuid,
          clientUuid: client.uuid,
          schoolTypeUuid: schoolTypeUuidByName.get(school.school_type) ?? null,
          name: school.name,
          postcode: school.postcode,
          city: school.city,
          hasSekundarstufe2: school.has_sekundarstufe2,
          dataProtectionOfficerEmail: school.data_protection_officer_email ?? null,
          dataProtectionOfficerFirstName: school.data_protection_officer_first_name ?? null,
          dataProtectionOfficerLastName: school.data_protection_officer_last_name ?? null,
          dataProtectionOfficerPhone: school.data_protection_officer_phone ?? null,
          principalEmail: school.principal_email ?? null,
          principalFirstName: school.principal_first_name ?? null,
          principalLastName: school.principal_last_name ?? null,
        })
        .onConflictDoNothing();
      if (school.classes.length > 0) {
        await tx
          .insert(classes)
          .values(school.classes.map((learningGroup) => ({ ...learningGroup, schoolUuid: school.uuid })))
          .onConflictDoNothing();
      }
    }
    for (const user of world.users) {
      const isDeactivated = user.roles.includes('DEACTIVATED');
      const inserted = await tx
        .insert(users)
        .values({
          uuid: user.uuid,
          idpSubject: user.uuid,
          username: user.username,
          passwordHash,
          clientUuid: client.uuid,
          schoolUuid: user.school ? (schoolUuidByKey.get(user.school) ?? null) : null,
          firstName: user.first_name,
          surname: user.surname,
          email: user.email,
          roles: user.roles,
          activeRole: user.roles[0] ?? 'DEACTIVATED',
          termsAcceptedAt: user.terms_accepted ? new Date(user.terms_accepted) : null,
          deletionDate:
            isDeactivated && user.deletion_in_days !== undefined
              ? new Date(now.getTime() + user.deletion_in_days * DAY_MS)
              : null,
        })
        .onConflictDoNothing()
        .returning({ uuid: users.uuid });
      if (inserted.length === 0) continue;
      if (user.class) {
        await tx.insert(classMemberships).values({ userUuid: user.uuid, classUuid: user.class }).onConflictDoNothing();
      }
      for (const classUuid of user.teaches ?? []) {
        await tx.insert(teacherAssignments).values({ teacherUuid: user.uuid, classUuid }).onConflictDoNothing();
      }
    }
  });
  return world;
}
