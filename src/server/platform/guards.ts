// Who is asking, and may they? Every /api request resolves its session once (onRequest, before the body is
// read), then the cross-cutting rules apply in order: suspended accounts, maintenance mode, foreign origins, and
// while the admins have Rate Limit Protection on, a limit on each member's (or address's) writes.
// Routes take these settings from their endpoint descriptor (platform/route.ts): access (a signed-in member, one
// with a verified email, or an admin) is checked before the body is validated, so an anonymous caller always gets
// 401 first; allowDuringMaintenance and allowSuspended open a route to those states.
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailNotVerifiedCode, emailNotVerifiedMessage, hasVerifiedEmail } from '#shared/email-verification.ts';
import { users } from '../db/schema/index.ts';
import type { Executor } from '../db/client.ts';
import type { Auth } from './auth.ts';
import { AppError, unauthorized } from './errors.ts';
import { readPlatformSettingsForRequest } from './settings.ts';
import { addressGroup } from './throttle/address.ts';

export type Member = typeof users.$inferSelect;
/** Who reads a public page: the signed-in member, or null for a visitor. */
export type Viewer = Member | null;
export type AuthSession = { id: string; expiresAt: Date };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyRequest {
    member: Member | null;
    /** The session the member came with; long-lived responses (the event stream) end with it. */
    authSession: AuthSession | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    access?: 'member' | 'verified' | 'admin';
    allowDuringMaintenance?: boolean;
    allowSuspended?: boolean;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A suspended member still reads the public pages, and does nothing that needs the account or writes. */
export function isSuspended(viewer: Pick<Member, 'status'> | null): boolean {
  return viewer?.status === 'suspended';
}

export const suspendedError = (reason: string | null) =>
  new AppError('ACCOUNT_SUSPENDED', reason || 'Your account has been suspended.');

export function registerGuards(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('authSession', null);

  const checkWriteLimit = app.createRateLimit({
    max: app.ctx.config.writeRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.member ? `member:${request.member.id}` : `address:${addressGroup(request.ip)}`),
  });

  app.addHook('onRequest', async (request, reply) => {
    // Decide on the matched route, never on the raw URL: '/%61pi/...' is routed to '/api/...' too.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    checkOrigin(request, app.ctx.config.trustedOrigins);
    await loadMember(request, reply, app.ctx.auth);

    const routeConfig = request.routeOptions.config;
    if (routeConfig.access === 'member') requireMember(request);
    if (routeConfig.access === 'verified') requireVerifiedMember(request);
    if (routeConfig.access === 'admin') requireAdmin(request);
    // Public reads stay open to a suspended member; anything that needs the account, or writes, does not.
    const needsAccount = Boolean(routeConfig.access) || writeMethods.has(request.method);
    if (request.member && isSuspended(request.member) && needsAccount && !routeConfig.allowSuspended) {
      throw suspendedError(request.member.suspensionReason);
    }
    if (!routeConfig.allowDuringMaintenance && request.member?.role !== 'admin') {
      const settings = await readPlatformSettingsForRequest(app.ctx);
      if (settings.maintenanceMode) {
        throw new AppError('MAINTENANCE', 'The site is under maintenance. Please try again later.');
      }
    }
    // Admins are never held back: one must always be able to switch the protection off again.
    if (writeMethods.has(request.method) && request.member?.role !== 'admin') {
      const settings = await readPlatformSettingsForRequest(app.ctx);
      // Counted only while the protection is on, so switching it on starts everyone with a full allowance.
      const limit = settings.rateLimitProtection ? await checkWriteLimit(request) : null;
      if (limit && !limit.isAllowed && limit.isExceeded) {
        throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
      }
    }
  });
}

// Cookies ride along on cross-site form posts; a state-changing request from a page on another origin is refused.
// The page's own origin (whatever address it was opened at) and the configured ones are accepted. Requests without
// an Origin header (curl, server-to-server) carry no ambient browser credentials, so they are not at risk.
function checkOrigin(request: FastifyRequest, trustedOrigins: string[]) {
  if (!writeMethods.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  const sameOrigin = origin === `${request.protocol}://${request.host}`;
  if (!sameOrigin && !trustedOrigins.includes(origin)) {
    throw new AppError('FORBIDDEN_ORIGIN', 'This request came from a page that is not allowed to make it.');
  }
}

async function loadMember(request: FastifyRequest, reply: FastifyReply, auth: Auth) {
  if (!request.headers.cookie) return;
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // A session used after `updateAge` is extended; pass the refreshed cookie on.
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return;
  const [member] = await request.server.ctx.db.select().from(users).where(eq(users.id, response.user.id));
  request.member = member ?? null;
  if (member) request.authSession = { id: response.session.id, expiresAt: new Date(response.session.expiresAt) };
}

/** The signed-in member, or 401. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized('Please sign in to continue.');
  return request.member;
}

/** The id of the session the signed-in member came with, or 401; the guards set it with the member. */
export function requireSessionId(request: FastifyRequest): string {
  if (!request.authSession) throw unauthorized('Please sign in to continue.');
  return request.authSession.id;
}

export const notAdmin = () => new AppError('FORBIDDEN', 'Only administrators can do this.');

/** The signed-in member whose email is verified: 401 without a session, 403 EMAIL_NOT_VERIFIED before the link. */
export function requireVerifiedMember(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (!hasVerifiedEmail(member)) throw new AppError(emailNotVerifiedCode, emailNotVerifiedMessage);
  return member;
}

/** An admin, or 401/403. */
export function requireAdmin(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (member.role !== 'admin') throw notAdmin();
  return member;
}

/**
 * Reads the acting admin again inside the action's transaction: one suspended or demoted while their request was
 * on its way loses the action too (403), not only their next request.
 */
export async function confirmActiveAdmin(tx: Executor, adminId: string): Promise<void> {
  const [admin] = await tx
    .select({ role: users.role, status: users.status, suspensionReason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, adminId));
  if (admin?.status === 'suspended') throw suspendedError(admin.suspensionReason);
  if (admin?.role !== 'admin') throw notAdmin();
}
