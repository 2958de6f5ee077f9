import {
  checkOwnPasswordChange,
  isInformalRole,
  OWN_PASSWORD_MESSAGES,
  type OwnPasswordChangeBody,
  type OwnPasswordChanged,
  type PasswordAudience,
} from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/access';
import type { PasswordCheckGate } from '../../../platform/auth/password-check-gate';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import type { AppConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/http/errors';
import { endSessionsOf } from '../../../platform/idp/accounts.repository';
import type { LoginLockout } from '../../../platform/idp/login-lockout';
import { recordAudit } from '../../audit';
import { invalidField } from '../../../platform/http/error-responses';

const audienceOf = (caller: Caller): PasswordAudience => (isInformalRole(caller.activeRole) ? 'du' : 'sie');

/**
 * Changing one's own password in the app (decision 133). Only with the embedded provider – an
 * external Keycloak keeps passwords in its own account console.
 *
 * The current password is checked like a sign-in: through the bounded gate (an API request must
 * not take scrypt's CPU past the limit of decision 130) and counted by the sign-in lockout, so a
 * stolen session cannot be used to guess the password faster than the sign-in page allows. After
 * the change every session, grant and refresh token of the account ends: whoever knew the old
 * password is signed out everywhere.
 */
export function createOwnPasswordService(options: {
  db: Database;
  config: Pick<AppConfig, 'isEmbeddedIdp'>;
  passwordChecks: PasswordCheckGate;
  lockout: LoginLockout;
}) {
  const { db, passwordChecks, lockout } = options;

  return {
    async change(caller: Caller, body: OwnPasswordChangeBody, address: string): Promise<OwnPasswordChanged> {
      const audience = audienceOf(caller);
      // The error hook swaps fixed texts for their Leichte-Sprache twins; the lock-out's count of
      // minutes is worded here (decision 234).
      const messages = audience === 'du' && caller.simpleLanguage ? OWN_PASSWORD_MESSAGES.leicht : OWN_PASSWORD_MESSAGES[audience];
      if (!options.config.isEmbeddedIdp) throw new ApiError('CONFLICT', messages.managedByProvider);

      const fieldErrors = checkOwnPasswordChange(body, audience);
      if (fieldErrors.length > 0) throw new ApiError('VALIDATION_FAILED', fieldErrors[0]!.message, fieldErrors);

      const [account] = await db
        .select({ subject: users.idpSubject, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.uuid, caller.uuid))
        .limit(1);
      if (!account?.passwordHash) throw new ApiError('CONFLICT', messages.managedByProvider);

      const lockedSeconds = await lockout.remainingLockSeconds(account.username, address);
      if (lockedSeconds > 0) throw new ApiError('RATE_LIMITED', messages.lockedOut(Math.ceil(lockedSeconds / 60)));

      // Throws PasswordChecksBusyError when the gate is full; the route answers 503.
      const storedHash = account.passwordHash;
      const currentIsRight = await passwordChecks.run(() => verifyPassword(body.current_password, storedHash));
      if (!currentIsRight) {
        await lockout.recordFailure(account.username, address);
        throw invalidField('current_password', messages.currentWrong);
      }
      // The current password is right, so the new one matches the stored hash only if it is the same text.
      if (body.new_password === body.current_password) {
        throw invalidField('new_password', messages.sameAsCurrent);
      }

      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.uuid, caller.uuid));
        const ended = await endSessionsOf(tx, account.subject);
        await recordAudit(tx, caller, {
          action: 'account.password_changed',
          targetType: 'account',
          targetUuid: caller.uuid,
          clientUuid: caller.clientUuid,
          schoolUuid: caller.schoolUuid,
          details: { sessions_ended: ended },
        });
      });
      await lockout.reset(account.username);
      return { changed: true };
    },
  };
}

export type OwnPasswordService = ReturnType<typeof createOwnPasswordService>;
