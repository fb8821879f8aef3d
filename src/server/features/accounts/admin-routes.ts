// The admin panel's Users tab: /api/admin/users (list, suspend, reactivate, role, delete). Rules live in
// admin-users.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  setUserRoleSchema,
  suspendUserSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { deleteUser, findUsersForAdmin, reactivateUser, setUserRole, suspendUser } from './admin-users.ts';
import { presentAdminUser } from './present-admin.ts';

const tags = ['admin'];

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every member, newest first; search by email or name, filter by status',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findUsersForAdmin(app.ctx, request.query), request.query, presentAdminUser);
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Suspend a member at once (their next request is refused, their tabs show 'Account Suspended')",
        params: adminIdParamsSchema,
        // Optional: no body at all suspends with the default reason.
        body: suspendUserSchema.nullish(),
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const user = await suspendUser(app.ctx, admin, { userId: request.params.id, reason: request.body?.reason });
      return presentAdminUser(user);
    },
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lift a suspension',
        params: adminIdParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentAdminUser(await reactivateUser(app.ctx, admin, request.params.id));
    },
  );

  app.patch(
    '/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Switch a member between user and admin',
        params: adminIdParamsSchema,
        body: setUserRoleSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentAdminUser(
        await setUserRole(app.ctx, admin, { userId: request.params.id, role: request.body.role }),
      );
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a member as account deletion does (wallet closed, personal data cleared)',
        params: adminIdParamsSchema,
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await deleteUser(app.ctx, admin, request.params.id);
      return reply.status(204).send();
    },
  );
};
