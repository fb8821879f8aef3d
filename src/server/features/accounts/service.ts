// Accounts: sign-up, sign-in, sign-out, password reset and change, and the member's own profile.
// better-auth does the credential work; these functions add our rules and messages and never see HTTP:
// they take the request's headers (for the session cookie and client address) and hand back cookies to set.
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { SignUpInput, UpdateProfileInput } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { queuePasswordChangedEmail, voidPasswordResetLinks } from '../../platform/auth-password.ts';
import { enqueueEmail } from '../../platform/email/outbox.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { signInPolicy } from '../../platform/throttle/sign-in.ts';
import { enforcePasswordPolicy, type PasswordCheckerSource } from './password-policy.ts';
import { revokeOtherSessions } from './sessions.ts';

// Two admins acting on the same members at once is tested across features (admin/races.test.ts).
export { deleteUser, setUserRole, suspendUser } from './admin-users.ts';

/** The app context, with the request's own logger. */
export type AccountDeps = AppContext;

/** What the routes that set a new password need besides: the password policy's dictionary. */
export type PasswordDeps = AccountDeps & { passwordChecker: PasswordCheckerSource };

type WithCookies<T> = T & { cookies: string[] };

function apiErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code;
}

async function findMember(db: Database, id: string): Promise<Member> {
  const [member] = await db.select().from(users).where(eq(users.id, id));
  if (!member) throw new AppError('INTERNAL', 'The account could not be loaded.');
  return member;
}

export async function signUp(
  deps: PasswordDeps,
  input: SignUpInput,
  requestHeaders: Headers,
): Promise<WithCookies<{ member: Member }>> {
  await enforcePasswordPolicy(deps.passwordChecker, input.password, input, 'password');
  const { fullName, email, password, phone, theme, currency, language } = input;
  let result;
  try {
    result = await deps.auth.api.signUpEmail({
      body: { name: fullName, email, password, phone, theme, currency, language },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    // Two sign-ups racing for one address: the loser fails on the unique index with a generic error, so look.
    const taken =
      apiErrorCode(error)?.startsWith('USER_ALREADY_EXISTS') ||
      (isAPIError(error) && (await deps.db.$count(users, eq(users.email, input.email))) > 0);
    if (taken) throw conflict('EMAIL_TAKEN', 'An account with this email already exists. Please sign in instead.');
    throw error;
  }
  const id = result.response.user.id;
  // The welcome email must never block sign-up (spec): a failure to queue it is only logged.
  try {
    await enqueueEmail(deps.db, {
      to: input.email,
      template: 'welcome',
      payload: { appUrl: deps.config.appUrl },
    });
    deps.email.kick();
  } catch (error) {
    deps.log.error({ err: error }, 'welcome email could not be queued');
  }
  return { member: await findMember(deps.db, id), cookies: result.headers.getSetCookie() };
}

/**
 * Checks the account's throttle first (decisions 016 and 033): a slowed or locked account refuses the try with 429
 * before any password is checked, unless this browser holds a live known-device token of the account
 * (`deviceCookie`). Failures count against the email whether or not it has an account; the owner is emailed when a
 * lock starts. Each successful sign-in gives the browser a new token and retires the one it came with.
 */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string },
  requestHeaders: Headers,
  deviceCookie: string | undefined,
): Promise<WithCookies<{ member: Member }>> {
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()));
  const knownDevice = account ? await deps.throttle.knownDevices.recognise(deviceCookie, account.id) : null;
  if (!knownDevice) {
    const verdict = await deps.throttle.signIn.check(input.email);
    if (!verdict.allowed) throw verdict.error;
  }
  let result;
  try {
    result = await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      const { locked } = await deps.throttle.signIn.recordFailure(input.email);
      // Looked up after the response: its time must not tell whether the address has an account.
      if (locked) deps.background.run('sign-in lock email', () => queueSignInLockedEmail(deps, input.email));
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    throw error;
  }
  // From a known device the count stays: the owner getting in must not give an attacker a fresh allowance.
  if (!knownDevice) await deps.throttle.signIn.clear(input.email);
  const userId = result.response.user.id;
  const deviceSetCookie = await deps.throttle.knownDevices.rotate(deviceCookie, userId, knownDevice);
  return { member: await findMember(deps.db, userId), cookies: [...result.headers.getSetCookie(), deviceSetCookie] };
}

async function queueSignInLockedEmail(deps: AccountDeps, email: string) {
  const [owner] = await deps.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!owner) return;
  await enqueueEmail(deps.db, {
    to: owner.email,
    template: 'sign_in_locked',
    payload: { fullName: owner.fullName, appUrl: deps.config.appUrl, lockMinutes: signInPolicy.lockMs / 60_000 },
  });
  deps.email.kick();
}

export async function signOut(deps: AccountDeps, requestHeaders: Headers): Promise<{ cookies: string[] }> {
  const result = await deps.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return { cookies: result.headers.getSetCookie() };
}

/**
 * Always succeeds from the caller's view, and does all its work after the response: neither the response nor its
 * timing tells whether the email has an account. A new link voids the older ones (see platform/auth.ts).
 */
export function requestPasswordReset(deps: AccountDeps, email: string, requestHeaders: Headers): void {
  deps.background.run('password reset request', () =>
    deps.auth.api.requestPasswordReset({
      body: { email, redirectTo: `${deps.config.appUrl}/reset-password` },
      headers: requestHeaders,
    }),
  );
}

export async function resetPassword(deps: PasswordDeps, input: { token: string; password: string }) {
  // The owner is judged only for a live link; any other token fails below with the link's own message.
  const context = await deps.auth.$context;
  const link = await context.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  if (link && link.expiresAt.getTime() > deps.clock()) {
    const [owner] = await deps.db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, link.value));
    if (owner) await enforcePasswordPolicy(deps.passwordChecker, input.password, owner, 'password');
  }
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw badRequest('INVALID_RESET_TOKEN', 'Invalid or expired password reset link. Please request a new one.');
    }
    throw error;
  }
}

/**
 * Verifies the current password, then signs out every other session of the member, voids any reset link still
 * outstanding and tells the member by email. This device keeps its session: better-auth's own revocation replaces
 * every session, and this device's tabs, told of the revocation before the new cookie reached them, read themselves
 * signed out.
 */
export async function changePassword(
  deps: PasswordDeps,
  member: Member,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
  requestHeaders: Headers,
): Promise<void> {
  await enforcePasswordPolicy(deps.passwordChecker, input.newPassword, member, 'newPassword');
  await deps.auth.api
    .changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false },
      headers: requestHeaders,
    })
    .catch((error: unknown) => {
      if (apiErrorCode(error) === 'INVALID_PASSWORD') {
        throw badRequest('WRONG_PASSWORD', 'Current password is incorrect', {
          currentPassword: 'Current password is incorrect',
        });
      }
      throw error;
    });
  await revokeOtherSessions(deps, member.id, currentSessionId);
  await voidPasswordResetLinks(deps.db, member.id);
  await queuePasswordChangedEmail(deps.db, { email: member.email, name: member.fullName }, deps.config.appUrl);
  deps.email.kick();
}

export async function updateProfile(db: Database, member: Member, input: UpdateProfileInput): Promise<Member> {
  if (Object.keys(input).length === 0) return member;
  const [updated] = await db.update(users).set(input).where(eq(users.id, member.id)).returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
  return updated;
}
