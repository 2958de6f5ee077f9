import { eq, like } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { classes, classMemberships, loginFailures, rateLimitCounters, schools, teacherAssignments, users } from '../../platform/db/schema';
import { endSessionsOf, signInSuccessCounterOf } from '../../platform/idp/accounts.repository';
import type { PersonalDataSection } from '../../platform/personal-data';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The account itself (decision 050): profile, settings, school, class membership and the classes a
 * teacher teaches. Left out of the export on purpose: the password hash (a secret that helps
 * nobody reading the export) and the provider's session records (short-lived technical data).
 *
 * `erase` removes what hangs off the account; the `users` row itself is deleted last by the
 * deletion job, after every section has run, so a section's rows can still be found by the user.
 */
export const identityPersonalData: PersonalDataSection = {
  name: 'konto',
  title: 'Konto, Einstellungen und Klasse',
  tables: ['users', 'class_memberships', 'teacher_assignments'],

  async collect(db, userUuid) {
    const [account] = await db
      .select({ user: users, school: schools })
      .from(users)
      .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
      .where(eq(users.uuid, userUuid))
      .limit(1);
    if (!account) return { records: [] };
    const { user, school } = account;
    const memberships = await db
      .select({ classUuid: classMemberships.classUuid, grade: classes.grade, addition: classes.addition })
      .from(classMemberships)
      .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
      .where(eq(classMemberships.userUuid, userUuid));
    const taught = await db
      .select({ classUuid: teacherAssignments.classUuid, grade: classes.grade, addition: classes.addition })
      .from(teacherAssignments)
      .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
      .where(eq(teacherAssignments.teacherUuid, userUuid));

    return {
      records: [
        {
          type: 'profile',
          uuid: user.uuid,
          username: user.username,
          first_name: user.firstName,
          surname: user.surname,
          email: user.email,
          avatar_url: user.avatarUrl,
          roles: user.roles,
          active_role: user.activeRole,
          school: school ? { uuid: school.uuid, id: school.id, name: school.name, postcode: school.postcode, city: school.city } : null,
          created_date: toIso(user.createdAt),
          last_modified: toIso(user.updatedAt),
          deletion_date: toIso(user.deletionDate),
        },
        {
          type: 'settings',
          contrast_mode: user.contrastMode,
          simple_language: user.simpleLanguage,
          theme: user.theme,
          tracking_consent: user.trackingConsent,
          show_onboarding: user.showOnboarding,
          terms_conditions: toIso(user.termsAcceptedAt),
          reactivation_code: user.reactivationCode,
          reactivation_code_date: toIso(user.reactivationCodeDate),
        },
        ...memberships.map((row) => ({ type: 'class_membership', class_uuid: row.classUuid, grade: row.grade, addition: row.addition })),
        ...taught.map((row) => ({ type: 'teacher_assignment', class_uuid: row.classUuid, grade: row.grade, addition: row.addition })),
      ],
    };
  },

  async erase(tx, userUuid) {
    await tx.delete(classMemberships).where(eq(classMemberships.userUuid, userUuid));
    await tx.delete(teacherAssignments).where(eq(teacherAssignments.teacherUuid, userUuid));
    const [user] = await tx.select({ subject: users.idpSubject, username: users.username }).from(users).where(eq(users.uuid, userUuid));
    if (user) {
      // Sessions, grants and tokens of the embedded provider, and the sign-in lockout counter.
      await endSessionsOf(tx, user.subject);
      await tx.delete(loginFailures).where(eq(loginFailures.key, `user:${user.username.trim().toLowerCase()}`));
      // The successful sign-ins counted per account (decision 200) name the provider's subject.
      await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, signInSuccessCounterOf(user.subject)));
    }
    await tx.delete(rateLimitCounters).where(like(rateLimitCounters.key, `%:user:${userUuid}`));
  },
};

/** Deletes the account row itself; the deletion job calls it after every section's `erase`. */
export async function deleteAccountRow(tx: Database, userUuid: string): Promise<number> {
  const deleted = await tx.delete(users).where(eq(users.uuid, userUuid)).returning({ uuid: users.uuid });
  return deleted.length;
}
