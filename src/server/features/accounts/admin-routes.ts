// The admin panel's Users tab: /api/admin/users (list, suspend, reactivate, role, delete). Rules live in
// admin-users.ts.
import type { FastifyInstance } from 'fastify';
import { accountsEndpoints as endpoints } from '#shared/endpoints/accounts.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { deleteUser, findUsersForAdmin, reactivateUser, setUserRole, suspendUser } from './admin-users.ts';
import { presentAdminUser } from './present-admin.ts';

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminList, async ({ query }) =>
    presentPage(await findUsersForAdmin(app.ctx, query), query, presentAdminUser),
  );

  route(app, endpoints.adminSuspend, async ({ member, params, body }) =>
    presentAdminUser(await suspendUser(app.ctx, member, { userId: params.id, reason: body?.reason })),
  );

  route(app, endpoints.adminReactivate, async ({ member, params }) =>
    presentAdminUser(await reactivateUser(app.ctx, member, params.id)),
  );

  route(app, endpoints.adminSetRole, async ({ member, params, body }) =>
    presentAdminUser(await setUserRole(app.ctx, member, { userId: params.id, role: body.role })),
  );

  route(app, endpoints.adminDelete, async ({ member, params }) => {
    await deleteUser(app.ctx, member, params.id);
  });
}
