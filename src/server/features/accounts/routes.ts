import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  meSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from '#shared/schemas/accounts.ts';
import { requireMember } from '../../platform/guards.ts';
import { resendVerificationEmail, verifyEmail } from './email-verification.ts';
import { createPasswordCheckerSource } from './password-policy.ts';
import { presentMe } from './present.ts';
import {
  type AccountDeps,
  type PasswordDeps,
  changePassword,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updateProfile,
} from './service.ts';

const userResponse = z.object({ user: meSchema });

/** New verification links one member may ask for in 15 minutes. */
export const verificationResendsPerQuarterHour = 3;

function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** The accounts service's dependencies: the app context, logging as the request. */
export const accountDepsOf = (app: FastifyInstance, request: FastifyRequest): AccountDeps => ({
  ...app.ctx,
  log: request.log,
});

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordChecker = createPasswordCheckerSource();
  const deps = (request: FastifyRequest): PasswordDeps => ({ ...accountDepsOf(app, request), passwordChecker });
  // better-auth records a new session's address from X-Forwarded-For alone, which a client can send itself; it gets
  // Fastify's client address instead, which trusts that header only from the proxies in TRUST_PROXY.
  const headersOf = (request: FastifyRequest) => {
    const headers = fromNodeHeaders(request.headers);
    headers.set('x-forwarded-for', request.ip);
    return headers;
  };
  // Sign-in, sign-up and reset are always rate limited per address.
  const limited = { max: app.ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };

  app.get(
    '/auth/session',
    {
      config: { allowDuringMaintenance: true, allowSuspended: true },
      schema: { tags: ['accounts'], summary: 'The signed-in member, or null', response: { 200: sessionSchema } },
    },
    async (request) => ({ user: request.member ? presentMe(request.member) : null }),
  );

  app.post(
    '/auth/sign-up',
    {
      config: { rateLimit: limited },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: signUpSchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const { member, cookies } = await signUp(deps(request), request.body, headersOf(request));
      setCookies(reply, cookies);
      return reply.status(201).send({ user: presentMe(member) });
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: { rateLimit: limited, allowDuringMaintenance: true, allowSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const deviceCookie = readCookie(request, app.ctx.throttle.knownDevices.cookieName);
      const { member, cookies } = await signIn(deps(request), request.body, headersOf(request), deviceCookie);
      setCookies(reply, cookies);
      return { user: presentMe(member) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { allowDuringMaintenance: true, allowSuspended: true },
      schema: { tags: ['accounts'], summary: 'Sign out this device' },
    },
    async (request, reply) => {
      const { cookies } = await signOut(deps(request), headersOf(request));
      setCookies(reply, cookies);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/password-reset',
    {
      // Suspended members too: a reset is how they regain an account they may appeal through support.
      config: { rateLimit: limited, allowSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link (the same response for any address)',
        body: passwordResetRequestSchema,
        response: { 202: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      requestPasswordReset(deps(request), request.body.email, headersOf(request));
      return reply.status(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { rateLimit: limited, allowSuspended: true },
      schema: { tags: ['accounts'], summary: 'Set a new password with an emailed link', body: passwordResetSchema },
    },
    async (request, reply) => {
      await resetPassword(deps(request), request.body);
      return reply.status(204).send();
    },
  );

  // The emailed link opens /verify-email, which posts the token here; no session needed (another device may open it).
  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit: limited, allowSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the email address with an emailed link',
        body: verifyEmailSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await verifyEmail(deps(request), request.body.token);
      return { ok: true as const };
    },
  );

  // A few new links per member per quarter hour: enough for a lost email, too few to flood their inbox.
  app.post(
    '/auth/verify-email/resend',
    {
      config: {
        access: 'member',
        rateLimit: {
          max: verificationResendsPerQuarterHour,
          timeWindow: 15 * 60_000,
          keyGenerator: (request: FastifyRequest) => `verify-resend:${request.member?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification email again',
        response: { 202: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await resendVerificationEmail(deps(request), requireMember(request), headersOf(request));
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'member' },
      schema: { tags: ['accounts'], summary: 'My profile', response: { 200: meSchema } },
    },
    async (request) => presentMe(requireMember(request)),
  );

  app.patch(
    '/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Update my profile',
        body: updateProfileSchema,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return presentMe(await updateProfile(app.ctx.db, member, request.body));
    },
  );

  app.post(
    '/me/password',
    // Limited like sign-in: a stolen session must not be able to guess the current password.
    {
      config: { access: 'member', rateLimit: limited },
      schema: { tags: ['accounts'], summary: 'Change my password', body: changePasswordSchema },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { cookies } = await changePassword(deps(request), member, request.body, headersOf(request));
      setCookies(reply, cookies);
      return reply.status(204).send();
    },
  );
};
