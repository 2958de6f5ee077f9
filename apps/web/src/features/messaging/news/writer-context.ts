import type { Me } from '@berufswahl/contracts';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';

/** What the news form needs to know about its author (decision 092). */
export interface WriterContext {
  role: 'LEHRER' | 'ADMIN_SCHULE' | 'ADMIN_LAND' | 'SUPER_ADMIN';
  /** False for a teacher without a learning group (spec 1): writing is shown, but disabled. */
  canWrite: boolean;
  /** The learning groups a teacher may aim at; empty for coordinators. */
  learningGroups: Me['learning_groups'];
}

/** The writer context of the signed-in account, or null when its active role only reads. */
export function writerContextOf(me: Pick<Me, 'roles' | 'learning_groups'>): WriterContext | null {
  const role = activeRoleOf(me);
  if (role === 'LEHRER') return { role, canWrite: me.learning_groups.length > 0, learningGroups: me.learning_groups };
  if (role === 'ADMIN_SCHULE' || role === 'ADMIN_LAND') return { role, canWrite: true, learningGroups: [] };
  if (role === 'SUPER_ADMIN' || role === 'ADMIN') return { role: 'SUPER_ADMIN', canWrite: true, learningGroups: [] };
  return null;
}
