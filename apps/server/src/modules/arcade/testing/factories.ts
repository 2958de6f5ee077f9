import type { DemoWorld } from '../../../platform/db/seed/demo-seed';
import type { Database } from '../../../platform/db/client';
import { createAccount } from '../../identity/testing';

/** Demo class 8a of school A (schueler, lehrer) and 8a of school B (schueler2, lehrer2). */
export const CLASS_8A_SCHOOL_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
export const CLASS_8B_SCHOOL_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';
export const CLASS_OF_SCHOOL_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';

/**
 * A student of a demo school (A unless told), in the given class (or none): for arcade tests that
 * rank or count a student beside the demo accounts. Made by identity's account factory (decision 228).
 */
export async function buildStudent(
  db: Database,
  world: DemoWorld,
  overrides: { classUuid?: string | null; firstName?: string; surname?: string; schoolKey?: 'A' | 'B' } = {},
): Promise<string> {
  const school = world.schools.find((candidate) => candidate.key === (overrides.schoolKey ?? 'A'));
  if (!school) throw new Error('demo school missing');
  const student = await createAccount(db, {
    role: 'SCHUELER',
    school: { uuid: school.uuid, clientUuid: world.client.uuid },
    ...(overrides.classUuid ? { classUuid: overrides.classUuid } : {}),
    firstName: overrides.firstName ?? 'Test',
    surname: overrides.surname ?? 'Punkte',
  });
  return student.uuid;
}
