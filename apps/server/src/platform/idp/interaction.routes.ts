import { checkNewPassword, PASSWORD_CHANGE_MESSAGES, PASSWORD_RULES, type PasswordAudience } from '@berufswahl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { PasswordChecksBusyError, type PasswordCheckGate } from '../auth/password-check-gate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import type { RateLimitStore } from '../http/rate-limit';
import { findAccountBySubject, findAccountByUsername, setOwnPassword, signInSuccessCounterOf } from './accounts.repository';
import type { IdpPages } from './idp-pages';
import { IDP_TEXTS } from './idp.texts';
import type { LoginLockout } from './login-lockout';
import { FIRST_PARTY_SCOPE } from './oidc-provider';
import type { SignInCrowd } from './sign-in-crowd';

/** Longest user name looked up; longer input cannot name an account (spec 9: names max 255). */
const USERNAME_MAX_LENGTH = 255;

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

/** The gate's place of an account name – spelled as the lockout counts it. */
function accountKeyOf(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

/** The counter of an account's successful sign-ins (in `rate_limit_counters`, purged with them). */

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kept in the interaction's stored `result` between the verified initial password and the new
 * one (decision 107): the interaction lives in the provider's database, so this works across
 * processes, ends with the interaction, and never holds a password. No `login` key, so resuming
 * the authorization with it does not sign anyone in.
 */
const PENDING_PASSWORD_CHANGE = 'berufswahl_pending_password_change';

function pendingPasswordChangeOf(interaction: Interaction): string | undefined {
  const pending = (interaction.result as Record<string, unknown> | undefined)?.[PENDING_PASSWORD_CHANGE];
  if (typeof pending !== 'object' || pending === null) return undefined;
  const accountId = (pending as { accountId?: unknown }).accountId;
  return typeof accountId === 'string' ? accountId : undefined;
}

/** Students are addressed with du, everyone else with Sie (CONTENT.md). */
function audienceOf(roles: readonly string[]): PasswordAudience {
  return roles.includes('SCHUELER') ? 'du' : 'sie';
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .send(html);
}

/**
 * The sign-in page of the provider (`/realms/{realm}/interaction/:uid`): user name and password,
 * checked against the users table, with Keycloak-like lockout. Consent is implicit for the
 * first-party client: a successful sign-in also grants the requested scopes.
 */
export function registerInteractionRoutes(
  scope: FastifyInstance,
  options: {
    provider: Provider;
    db: Database;
    pages: IdpPages;
    lockout: LoginLockout;
    /** Bounded admission of the password checks (decision 130). */
    passwordChecks: PasswordCheckGate;
    /** Those turned away by it, and how long they should wait (decision 131). */
    signInCrowd: SignInCrowd;
    /** Counts successful sign-ins per account against `successLimit` (decision 200). */
    signInSuccesses: RateLimitStore;
    successLimit: RateLimit;
    /** Where the routes are mounted in this server, e.g. `/realms/berufswahl`. */
    mountPath: string;
    /** The same place as the browser sees it (the issuer's path). */
    publicPath: string;
    apiResource: string;
  },
): void {
  const { provider, db, pages, lockout, passwordChecks, signInCrowd, signInSuccesses, successLimit } = options;
  const path = `${options.mountPath}/interaction/:uid`;
  const actionFor = (uid: string) => `${options.publicPath}/interaction/${encodeURIComponent(uid)}`;
  const newPasswordActionFor = (uid: string) => `${actionFor(uid)}/new-password`;

  // Checking a password against this hash when the account does not exist takes as long as a real
  // check, so response times do not reveal which user names exist.
  let unknownAccountHash: Promise<string> | undefined;
  const hashForUnknownAccount = () => (unknownAccountHash ??= hashPassword('unbekanntes-konto'));
  // How long a password check takes here, lately (moving average): an unknown name from a locked
  // address is answered after as long, without the check.
  let typicalCheckMs = 150;

  /** The interaction named by the URL and the browser's cookie, or undefined when gone or mixed up. */
  async function loadInteraction(request: InteractionRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      request.log.info({ err: error }, 'sign-in interaction not found');
      return undefined;
    }
  }

  /** A grant with everything the app asks for; saving an existing one extends it. */
  async function grantFirstPartyConsent(interaction: Interaction, accountId: string): Promise<string> {
    const clientId = String(interaction.params.client_id);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant =
      existing && existing.accountId === accountId && existing.clientId === clientId
        ? existing
        : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(FIRST_PARTY_SCOPE);
    grant.addResourceScope(options.apiResource, FIRST_PARTY_SCOPE);
    return grant.save();
  }

  scope.get<{ Params: { uid: string } }>(path, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendHtml(reply, 400, pages.expired());

    if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
      const grantId = await grantFirstPartyConsent(interaction, interaction.session.accountId);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }
    if (interaction.prompt.name !== 'login') return sendHtml(reply, 400, pages.expired());

    const loginHint = interaction.params.login_hint;
    const username = typeof loginHint === 'string' ? loginHint.slice(0, USERNAME_MAX_LENGTH) : '';
    return sendHtml(reply, 200, pages.login({ action: actionFor(interaction.uid), username }));
  });

  scope.post<{ Params: { uid: string } }>(path, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const username = (form.get('username') ?? '').trim().slice(0, USERNAME_MAX_LENGTH);
    const password = form.get('password') ?? '';
    const texts = IDP_TEXTS.login;
    const busy = (action: string, reason: PasswordChecksBusyError['reason'] = 'full') => {
      const seconds = signInCrowd.turnAway(request.params.uid);
      const formError = reason === 'same-account' ? texts.sameAccountBusy(seconds) : texts.busy(seconds);
      return sendHtml(reply.header('Retry-After', String(seconds)), 503, pages.login({ action, username, formError }));
    };
    // At a spike the crowd's retries must cost next to nothing: when no check could start now,
    // answer before any database work (the interaction is checked when the form comes again).
    if (passwordChecks.isFull) return busy(actionFor(request.params.uid));

    const interaction = await loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendHtml(reply, 400, pages.expired());
    const action = actionFor(interaction.uid);

    if (!username || !password) {
      return sendHtml(
        reply,
        200,
        pages.login({
          action,
          username,
          fieldErrors: {
            username: username ? undefined : texts.usernameMissing,
            password: password ? undefined : texts.passwordMissing,
          },
        }),
      );
    }

    const lockedOut = (seconds: number) =>
      sendHtml(
        reply.header('Retry-After', String(seconds)),
        429,
        pages.login({ action, username, formError: texts.lockedOut(Math.ceil(seconds / 60)) }),
      );

    const tooManySignIns = (seconds: number) => {
      request.log.info('sign-in refused: too many successful sign-ins of the account');
      return sendHtml(reply.header('Retry-After', String(seconds)), 429, pages.login({ action, username, formError: texts.tooManySignIns(seconds) }));
    };

    const locks = await lockout.lockState(username, request.ip);
    if (locks.accountSeconds > 0) return lockedOut(locks.accountSeconds);

    const account = await findAccountByUsername(db, username);
    if (locks.addressSeconds > 0 && !account?.passwordHash) {
      // A locked address (made-up names from a school's NAT, issue 14) holds unknown names without
      // a password check – the attacker waits, the CPU stays free for the school – and answers
      // after about as long as a check, so the answer's timing does not tell which names exist.
      // A known account goes on to its password check: the right one signs in, a wrong one is
      // answered as locked below.
      request.log.info({ ip: request.ip }, 'sign-in held: address locked, unknown name');
      await delay(typicalCheckMs);
      return lockedOut(locks.addressSeconds);
    }
    if (account) {
      // Checked before the password, so a looping script costs a lookup, not a password check.
      const successes = await signInSuccesses.peek(signInSuccessCounterOf(account.subject));
      if (successes.hits >= successLimit.max) return tooManySignIns(successes.resetSeconds);
    }

    let isValid = false;
    try {
      isValid = await passwordChecks.run(async () => {
        const startedAt = performance.now();
        try {
          if (account?.passwordHash) return await verifyPassword(password, account.passwordHash);
          await verifyPassword(password, await hashForUnknownAccount()); // same work, result unused
          return false;
        } finally {
          typicalCheckMs = 0.8 * typicalCheckMs + 0.2 * (performance.now() - startedAt);
        }
      }, accountKeyOf(username));
      signInCrowd.checked(request.params.uid);
    } catch (error) {
      if (!(error instanceof PasswordChecksBusyError)) throw error;
      // Turned away before the password was checked: no failed attempt, nothing counted.
      request.log.info({ reason: error.reason }, 'sign-in turned away: password checks busy');
      return busy(action, error.reason);
    }

    if (!account || !isValid) {
      await lockout.recordFailure(username, request.ip);
      request.log.info({ ip: request.ip }, 'sign-in failed');
      const lockedNow = await lockout.lockState(username, request.ip);
      const seconds = Math.max(lockedNow.accountSeconds, lockedNow.addressSeconds);
      if (seconds > 0) return lockedOut(seconds);
      return sendHtml(
        reply,
        200,
        pages.login({ action, username, formError: texts.invalidCredentials, credentialsRejected: true }),
      );
    }

    await lockout.reset(username);
    // Counted here as well, so sign-ins that passed the early look at the same moment cannot
    // together go beyond the limit.
    const counted = await signInSuccesses.hit(signInSuccessCounterOf(account.subject), successLimit);
    if (counted.hits > successLimit.max) return tooManySignIns(counted.resetSeconds);
    if (account.mustChangePassword) {
      // The password is right, but a coordinator chose it: the sign-in completes only after an
      // own one is set (decision 107).
      interaction.result = { [PENDING_PASSWORD_CHANGE]: { accountId: account.subject } };
      await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
      return sendHtml(reply, 200, pages.newPassword({ action: newPasswordActionFor(interaction.uid), audience: audienceOf(account.roles) }));
    }
    return completeLogin(request, reply, interaction, account.subject);
  });

  /** Ends the interaction with a login and the first-party consent and sends the browser back. */
  async function completeLogin(request: InteractionRequest, reply: FastifyReply, interaction: Interaction, accountId: string) {
    const grantId = await grantFirstPartyConsent(interaction, accountId);
    // remember: false keeps the provider's session cookie until the browser closes – school
    // computers are shared, so a sign-in must not outlive the browser.
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  // The second step after an initial password: only reachable with the pending mark the verified
  // password left in this browser's interaction.
  scope.post<{ Params: { uid: string } }>(`${path}/new-password`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendHtml(reply, 400, pages.expired());
    const accountId = pendingPasswordChangeOf(interaction);
    const account = accountId ? await findAccountBySubject(db, accountId) : undefined;
    if (!account) return sendHtml(reply, 400, pages.expired());
    // Changed meanwhile in another tab: the password was verified, so the sign-in may complete.
    if (!account.mustChangePassword) return completeLogin(request, reply, interaction, account.subject);

    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const password = (form.get('password') ?? '').slice(0, PASSWORD_RULES.maxLength + 1);
    const repeat = (form.get('repeat') ?? '').slice(0, PASSWORD_RULES.maxLength + 1);
    const audience = audienceOf(account.roles);
    const fieldErrors = checkNewPassword({ password, repeat }, audience);
    if (!fieldErrors.password && account.passwordHash && (await verifyPassword(password, account.passwordHash))) {
      fieldErrors.password = PASSWORD_CHANGE_MESSAGES[audience].sameAsOld;
      delete fieldErrors.repeat;
    }
    if (fieldErrors.password || fieldErrors.repeat) {
      return sendHtml(reply, 200, pages.newPassword({ action: newPasswordActionFor(interaction.uid), audience, fieldErrors }));
    }
    await setOwnPassword(db, account.subject, await hashPassword(password));
    request.log.info('initial password replaced by an own one');
    return completeLogin(request, reply, interaction, account.subject);
  });
}
