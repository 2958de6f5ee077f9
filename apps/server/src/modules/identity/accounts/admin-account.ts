import { type AdminAccount, classLabel } from '@berufswahl/contracts';
import { codeValidUntil } from '../reactivation/reactivation-code.rules';
import type { AccountWithGroups } from './accounts.repository';

/** An account as the coordinator's screen reads it; the code's end only while it still works. */
export function toAdminAccount({ user, class: learningGroup, learningGroups }: AccountWithGroups, now: Date = new Date()): AdminAccount {
  const isDeactivated = user.roles.includes('DEACTIVATED');
  const validUntil = codeValidUntil(user.reactivationCodeDate, user.deletionDate);
  const hasValidCode = isDeactivated && Boolean(user.reactivationCode) && validUntil !== null && validUntil >= now;
  return {
    uuid: user.uuid,
    username: user.username,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    roles: user.roles,
    status: user.roles.includes('DEACTIVATED') ? 'deactivated' : 'active',
    deletion_date: user.deletionDate ? user.deletionDate.toISOString() : null,
    reactivation_code_valid_until: hasValidCode && validUntil ? validUntil.toISOString() : null,
    class: learningGroup ? { uuid: learningGroup.uuid, label: classLabel(learningGroup) } : null,
    learning_groups: learningGroups.map((group) => ({ uuid: group.uuid, label: classLabel(group) })),
  };
}
