// Settings: the member's signed-in devices (list, sign out one, sign out the others) and deleting the account.
// Ending the request's own session responds with the cookie cleared, as sign-out does.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountsEndpoints as endpoints } from '#shared/endpoints/accounts.ts';
import { requireSessionId } from '../../platform/guards.ts';
import { route } from '../../platform/route.ts';
import { deleteAccount } from './deletion.ts';
import { accountDepsOf } from './routes.ts';
import { signOut } from './service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

export async function accountSessionRoutes(app: FastifyInstance): Promise<void> {
  // better-auth's sign-out clears the cookie even when the session row is already gone.
  const clearCookie = async (request: FastifyRequest, reply: FastifyReply) => {
    const { cookies } = await signOut(accountDepsOf(app, request), fromNodeHeaders(request.headers));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  };

  route(app, endpoints.sessions, async (request) => ({
    items: await listSessions(app.ctx.db, request.member.id, requireSessionId(request)),
  }));

  route(app, endpoints.revokeSession, async (request, reply) => {
    await revokeSession(app.ctx, request.member.id, request.params.id);
    if (request.params.id === requireSessionId(request)) await clearCookie(request, reply);
  });

  route(app, endpoints.revokeOtherSessions, async (request) => ({
    revoked: await revokeOtherSessions(app.ctx, request.member.id, requireSessionId(request)),
  }));

  route(app, endpoints.deleteMe, async (request, reply) => {
    await deleteAccount(app.ctx, request.member);
    await clearCookie(request, reply);
  });
}
