import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, schools } from '../db/schema';
import { notFound } from '../http/errors';
import type { Caller } from './access';

export type SchoolRow = typeof schools.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/** Roles whose view spans the whole system rather than one Land or school. */
const SYSTEM_WIDE_ROLES = new Set(['SUPER_ADMIN', 'ADMIN', 'TECHNICAL_ADMIN']);

/** Whether the caller may see data of the given Land (client). */
export function canSeeClient(caller: Caller, clientUuid: string): boolean {
  return SYSTEM_WIDE_ROLES.has(caller.activeRole) || caller.clientUuid === clientUuid;
}

/** Whether the caller may see data of the given school (of the given Land). */
export function canSeeSchool(caller: Caller, school: { uuid: string; clientUuid: string }): boolean {
  if (SYSTEM_WIDE_ROLES.has(caller.activeRole)) return true;
  if (caller.activeRole === 'ADMIN_LAND') return caller.clientUuid === school.clientUuid;
  return caller.schoolUuid === school.uuid;
}

/** Whether the caller's view is limited to one Land (everything but the system-wide roles). */
export function isLimitedToOwnClient(caller: Caller): boolean {
  return !SYSTEM_WIDE_ROLES.has(caller.activeRole);
}

/** The school a route names, if the caller may act on it; another school (or Land) answers 404. */
export async function requireSchool(db: Database, caller: Caller, schoolUuid: string): Promise<SchoolRow> {
  const [school] = await db.select().from(schools).where(eq(schools.uuid, schoolUuid)).limit(1);
  if (!school || !canSeeSchool(caller, school)) throw notFound();
  return school;
}

/** The Land a route names, if the caller may act on it; another Land answers 404. */
export async function requireClient(db: Database, caller: Caller, clientUuid: string): Promise<ClientRow> {
  const [client] = await db.select().from(clients).where(eq(clients.uuid, clientUuid)).limit(1);
  if (!client || !canSeeClient(caller, client.uuid)) throw notFound();
  return client;
}
