import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/client';
import type { DemoWorld } from '../../../platform/db/seed/demo-seed';
import { classMemberships, users } from '../../../platform/db/schema';

/** Demo class 8a of school A (schueler, lehrer) and 8a of school B (schueler2, lehrer2). */
export const CLASS_8A_SCHOOL_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
export const CLASS_8B_SCHOOL_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';
export const CLASS_OF_SCHOOL_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';

/** A student of school A, in the given class (or none), who cannot sign in. */
export async function buildStudent(
  db: Database,
  world: DemoWorld,
  overrides: { classUuid?: string | null; firstName?: string; surname?: string; schoolKey?: 'A' | 'B' } = {},
): Promise<string> {
  const uuid = randomUUID();
  const school = world.schools.find((candidate) => candidate.key === (overrides.schoolKey ?? 'A'));
  if (!school) throw new Error('demo school missing');
  await db.insert(users).values({
    uuid,
    idpSubject: uuid,
    username: `arcade-${uuid}`,
    clientUuid: world.client.uuid,
    schoolUuid: school.uuid,
    firstName: overrides.firstName ?? 'Test',
    surname: overrides.surname ?? 'Punkte',
    roles: ['SCHUELER'],
    activeRole: 'SCHUELER',
  });
  const classUuid = overrides.classUuid === undefined ? null : overrides.classUuid;
  if (classUuid) await db.insert(classMemberships).values({ userUuid: uuid, classUuid });
  return uuid;
}
