import { isRole, meSchema, type Me, type Role, THEMES, type Theme } from '@berufswahl/contracts';
import type { Caller, JoinedCaller } from '../../../platform/auth/access';
import { ApiError } from '../../../platform/http/errors';
import type { ClassRow, UserWithRelations, UsersRepository } from './users.repository';
import { codeValidUntil } from '../reactivation/reactivation-code.rules';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

function toTheme(value: string): Theme {
  return (THEMES as readonly string[]).includes(value) ? (value as Theme) : 'original';
}

const toClassSummary = ({ uuid, grade, addition }: ClassRow) => ({ uuid, grade, addition });

/** Shapes the `me` answer of spec section 3 from the caller's rows. */
export function toMe({ user, school, class: learningGroup, learningGroups }: UserWithRelations): Me {
  return meSchema.parse({
    uuid: user.uuid,
    client_uuid: user.clientUuid,
    username: user.username,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    avatar_url: user.avatarUrl,
    roles: [user.activeRole],
    user_groups: user.roles.join(','),
    contrast_mode: user.contrastMode,
    simple_language: user.simpleLanguage,
    theme: toTheme(user.theme),
    tracking_consent: user.trackingConsent,
    show_onboarding: user.showOnboarding,
    terms_conditions: toIso(user.termsAcceptedAt),
    reactivation_code: user.reactivationCode,
    reactivation_code_date: toIso(codeValidUntil(user.reactivationCodeDate, user.deletionDate)),
    deletion_date: toIso(user.deletionDate),
    class: learningGroup ? toClassSummary(learningGroup) : null,
    learning_groups: learningGroups.map(toClassSummary),
    school: school
      ? {
          uuid: school.uuid,
          id: school.id,
          name: school.name,
          postcode: school.postcode,
          city: school.city,
          has_sekundarstufe2: school.hasSekundarstufe2,
          school_type_uuid: school.schoolTypeUuid,
          data_protection_officer_email: school.dataProtectionOfficerEmail,
          data_protection_officer_first_name: school.dataProtectionOfficerFirstName,
          data_protection_officer_last_name: school.dataProtectionOfficerLastName,
          data_protection_officer_phone: school.dataProtectionOfficerPhone,
          principal_email: school.principalEmail,
          principal_first_name: school.principalFirstName,
          principal_last_name: school.principalLastName,
        }
      : null,
  });
}

export function createUsersService(repository: UsersRepository) {
  async function loadMe(caller: Caller): Promise<Me> {
    const row = await repository.findWithRelations(caller.uuid);
    if (!row) throw new ApiError('UNAUTHENTICATED');
    return toMe(row);
  }

  return {
    loadMe,

    /**
     * `GET /users/me` in one round trip (decision 253): the profile's rows are read by the token's
     * subject, and the caller is admitted from the same user row before anything is answered.
     */
    async loadJoinedMe(joined: JoinedCaller): Promise<Me> {
      const { found } = joined.admit(await repository.findWithRelationsBySubject(joined.subject), (rows) => rows.user);
      return toMe(found);
    },

    async setContrastMode(caller: Caller, contrastMode: boolean): Promise<Me> {
      await repository.update(caller.uuid, { contrastMode });
      return loadMe(caller);
    },

    async setSimpleLanguage(caller: Caller, simpleLanguage: boolean): Promise<Me> {
      await repository.update(caller.uuid, { simpleLanguage });
      return loadMe(caller);
    },

    async setTheme(caller: Caller, theme: Theme): Promise<Me> {
      await repository.update(caller.uuid, { theme });
      return loadMe(caller);
    },

    /** Yes or no to usage statistics (decision 186); the client loads the tracker only after yes. */
    async setTrackingConsent(caller: Caller, trackingConsent: boolean): Promise<Me> {
      await repository.update(caller.uuid, { trackingConsent });
      return loadMe(caller);
    },

    async setOnboarding(caller: Caller, showOnboarding: boolean): Promise<Me> {
      await repository.update(caller.uuid, { showOnboarding });
      return loadMe(caller);
    },

    /** Switches the active role; only to a role the account holds. */
    async switchActiveGroup(caller: Caller, role: Role): Promise<Me> {
      if (!isRole(role) || !caller.roles.includes(role)) throw new ApiError('ROLE_NOT_HELD');
      await repository.update(caller.uuid, { activeRole: role });
      return loadMe(caller);
    },

    async acceptTerms(caller: Caller, now: Date = new Date()): Promise<Me> {
      await repository.update(caller.uuid, { termsAcceptedAt: now });
      return loadMe(caller);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
