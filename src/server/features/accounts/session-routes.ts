// Settings: the member's signed-in devices (list, sign out one, sign out the others) and deleting the account.
// Ending the request's own session responds with the cookie cleared, as sign-out does.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionListSchema, deleteAccountSchema, sessionIdParamsSchema } from '#shared/schemas/accounts.ts';
import { unauthorized } from '../../platform/errors.ts';
import { requireMember } from '../../platform/guards.ts';
import { deleteAccount } from './deletion.ts';
import { accountDepsOf } from './routes.ts';
import { signOut } from './service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

const tags = ['accounts'];

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The guards set the member and their session together.
  const currentSessionId = (request: FastifyRequest) => {
    if (!request.authSession) throw unauthorized('Please sign in to continue.');
    return request.authSession.id;
  };
  // better-auth's sign-out clears the cookie even when the session row is already gone.
  const clearCookie = async (request: FastifyRequest, reply: FastifyReply) => {
    const { cookies } = await signOut(accountDepsOf(app, request), fromNodeHeaders(request.headers));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  };

  app.get(
    '/me/sessions',
    {
      config: { access: 'member' },
      schema: { tags, summary: "The member's signed-in devices", response: { 200: accountSessionListSchema } },
    },
    async (request) => ({
      items: await listSessions(app.ctx.db, requireMember(request).id, currentSessionId(request)),
    }),
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Sign out one of my devices (this one too)', params: sessionIdParamsSchema },
    },
    async (request, reply) => {
      await revokeSession(app.ctx, requireMember(request).id, request.params.id);
      if (request.params.id === currentSessionId(request)) await clearCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/sessions/revoke-others',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Sign out every device but this one',
        response: { 200: z.object({ revoked: z.number().int() }) },
      },
    },
    async (request) => ({
      revoked: await revokeOtherSessions(app.ctx, requireMember(request).id, currentSessionId(request)),
    }),
  );

  app.delete(
    '/me',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Delete my account (type DELETE to confirm)', body: deleteAccountSchema },
    },
    async (request, reply) => {
      await deleteAccount(app.ctx, requireMember(request));
      await clearCookie(request, reply);
      return reply.status(204).send();
    },
  );
};
