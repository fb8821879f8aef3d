import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountsEndpoints as endpoints } from '#shared/endpoints/accounts.ts';
import { requireSessionId } from '../../platform/guards.ts';
import { route } from '../../platform/route.ts';
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

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const passwordChecker = createPasswordCheckerSource();
  const deps = (request: FastifyRequest): PasswordDeps => ({ ...accountDepsOf(app, request), passwordChecker });
  // better-auth records a new session's address from X-Forwarded-For alone, which a client can send itself; it gets
  // Fastify's client address instead, which trusts that header only from the proxies in TRUST_PROXY.
  const headersOf = (request: FastifyRequest) => {
    const headers = fromNodeHeaders(request.headers);
    headers.set('x-forwarded-for', request.ip);
    return headers;
  };

  route(app, endpoints.session, async (request) => ({
    user: request.member ? presentMe(request.member) : null,
  }));

  route(app, endpoints.signUp, async (request, reply) => {
    const { member, cookies } = await signUp(deps(request), request.body, headersOf(request));
    setCookies(reply, cookies);
    return { user: presentMe(member) };
  });

  route(app, endpoints.signIn, async (request, reply) => {
    const deviceCookie = readCookie(request, app.ctx.throttle.knownDevices.cookieName);
    const { member, cookies } = await signIn(deps(request), request.body, headersOf(request), deviceCookie);
    setCookies(reply, cookies);
    return { user: presentMe(member) };
  });

  route(app, endpoints.signOut, async (request, reply) => {
    const { cookies } = await signOut(deps(request), headersOf(request));
    setCookies(reply, cookies);
  });

  route(app, endpoints.requestPasswordReset, async (request) => {
    requestPasswordReset(deps(request), request.body.email, headersOf(request));
    return { ok: true as const };
  });

  route(app, endpoints.resetPassword, async (request) => {
    await resetPassword(deps(request), request.body);
  });

  route(app, endpoints.verifyEmail, async (request) => {
    await verifyEmail(deps(request), request.body.token);
    return { ok: true as const };
  });

  route(app, endpoints.resendVerification, async (request) => {
    await resendVerificationEmail(deps(request), request.member, headersOf(request));
    return { ok: true as const };
  });

  route(app, endpoints.me, async ({ member }) => presentMe(member));

  route(app, endpoints.updateMe, async ({ member, body }) => presentMe(await updateProfile(app.ctx.db, member, body)));

  route(app, endpoints.changePassword, async (request) => {
    await changePassword(deps(request), request.member, requireSessionId(request), request.body, headersOf(request));
  });
}
