// better-auth does the authentication work (scrypt hashes, database sessions in httpOnly cookies, single-use
// reset tokens); our own routes in features/accounts call its server API, so every response keeps our envelope,
// messages and guards. Its HTTP handler is never mounted.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import { queuePasswordChangedEmail, voidPasswordResetLinks } from './auth-password.ts';
import { enqueueEmail } from './email/outbox.ts';
import type { EventBus } from './events/bus.ts';
import { type EventContext, recordEvent, transactWithEvents } from './events/record.ts';

/** Sliding session: 8 hours without activity ends it (spec: inactivity limit). */
const cookiePrefix = 'market';
/** better-auth's session cookie; over https it is named with `__Secure-` in front. */
export const sessionCookieName = `${cookiePrefix}.session_token`;

export const sessionLifetimeSeconds = 8 * 60 * 60;

/** A verification link works for a day. */
export const verificationLinkLifetimeSeconds = 24 * 60 * 60;

/** better-auth's scrypt by default; tests remember what they verified (test/password-hashing.ts). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export function createAuth(options: {
  db: Database;
  config: Config;
  secret: string;
  log: FastifyBaseLogger;
  events: EventBus;
  onEmailQueued: () => void;
  passwordHashing?: PasswordHashing | undefined;
}) {
  const { db, config } = options;
  return betterAuth({
    appName: 'Dragon Market',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName', image: 'profilePictureUrl' },
      // The profile a sign-up chooses besides (features/accounts/service.ts, validated there), written with the row:
      // the verification email, queued within the sign-up, may go at once, in the language the row has then.
      additionalFields: {
        phone: { type: 'string', required: false },
        theme: { type: 'string', required: false },
        currency: { type: 'string', required: false },
        language: { type: 'string', required: false },
      },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      // Any request after 5 minutes pushes the expiry out again.
      updateAge: 5 * 60,
      // No cookie cache: a revoked or suspended session must end on its next request.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // better-auth's own scrypt, named here so a test can count the hashing an unknown email's sign-in does.
      password: options.passwordHashing ?? { hash: hashPassword, verify: verifyPassword },
      onPasswordReset: ({ user }) => afterPasswordReset(options, user),
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works: asking again voids the ones sent before.
        await voidPasswordResetLinks(db, user.id, token);
        await enqueueEmail(db, {
          to: user.email,
          template: 'password_reset',
          payload: {
            fullName: user.name,
            appUrl: config.appUrl,
            resetUrl: `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
        });
        options.onEmailQueued();
      },
    },
    // Email verification: a new member gets a link at sign-up (and on request); until they follow it they may look
    // around and buy coins, but not reach other members or move money out (shared/email-verification.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: verificationLinkLifetimeSeconds,
      sendVerificationEmail: async ({ user, token }) => {
        await enqueueEmail(db, {
          to: user.email,
          template: 'verify_email',
          payload: {
            appUrl: config.appUrl,
            verifyUrl: `${config.appUrl}/verify-email?token=${encodeURIComponent(token)}`,
          },
        });
        options.onEmailQueued();
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.secure,
      cookiePrefix,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Password reset: the used link is gone already; any other outstanding one goes too, every session has ended, and
// the member is told by email.
async function afterPasswordReset(
  options: { db: Database; config: Config; log: FastifyBaseLogger; events: EventBus; onEmailQueued: () => void },
  user: { id: string; email: string; name: string },
): Promise<void> {
  await voidPasswordResetLinks(options.db, user.id);
  await announceSessionsRevoked(options, user.id);
  await queuePasswordChangedEmail(options.db, user, options.config.appUrl);
  options.onEmailQueued();
}

/**
 * Call after some of a member's sessions were deleted: their open event streams recheck their session and end if
 * it is gone, and each tab rechecks its own, so a device signed out elsewhere learns it at once. The change itself
 * has happened by then, so a failure here is logged rather than turned into a failed request; the tabs then learn
 * it at their next session check.
 */
export async function announceSessionsRevoked(
  ctx: EventContext & { log: { error: (details: object, message: string) => void } },
  userId: string,
): Promise<void> {
  await transactWithEvents(ctx, (tx) => recordEvent(tx, { userId, type: 'session.revoked', payload: {} })).catch(
    (error: unknown) => ctx.log.error({ err: error }, 'session revocation could not be announced'),
  );
}
