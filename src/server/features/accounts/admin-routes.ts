// The admin panel's Users tab: /api/admin/users (list, suspend, reactivate, role, delete). Rules live in
// admin-users.ts and policy.ts.
import type { FastifyInstance } from 'fastify';
import { accountsEndpoints as endpoints } from '#shared/endpoints/accounts.ts';
import type { Member } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import {
  type AdminUserRow,
  countActiveAdmins,
  deleteUser,
  findUsersForAdmin,
  reactivateUser,
  setUserRole,
  suspendUser,
} from './admin-users.ts';
import { countMemberDisputes } from '../disputes/service.ts';
import { countDealCancellations } from '../proposals/service.ts';
import { presentAdminUser } from './present-admin.ts';

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  // An action answers with the member's flags as they stand after it.
  const presentChanged = async (user: AdminUserRow, viewer: Member) =>
    presentAdminUser(user, viewer, {
      activeAdmins: await countActiveAdmins(app.ctx.db),
      cancellations: (await countDealCancellations(app.ctx.db, [user.id])).get(user.id) ?? 0,
      disputes: (await countMemberDisputes(app.ctx.db, [user.id])).get(user.id),
    });

  route(app, endpoints.adminList, async ({ member, query }) => {
    const found = await findUsersForAdmin(app.ctx, query);
    const activeAdmins = await countActiveAdmins(app.ctx.db);
    const ids = found.items.map((user) => user.id);
    const [cancellations, disputes] = await Promise.all([
      countDealCancellations(app.ctx.db, ids),
      countMemberDisputes(app.ctx.db, ids),
    ]);
    return presentPage(found, query, (user) =>
      presentAdminUser(user, member, {
        activeAdmins,
        cancellations: cancellations.get(user.id) ?? 0,
        disputes: disputes.get(user.id),
      }),
    );
  });

  route(app, endpoints.adminSuspend, async ({ member, params, body }) =>
    presentChanged(await suspendUser(app.ctx, member, { userId: params.id, reason: body?.reason }), member),
  );

  route(app, endpoints.adminReactivate, async ({ member, params }) =>
    presentChanged(await reactivateUser(app.ctx, member, params.id), member),
  );

  route(app, endpoints.adminSetRole, async ({ member, params, body }) =>
    presentChanged(await setUserRole(app.ctx, member, { userId: params.id, role: body.role }), member),
  );

  route(app, endpoints.adminDelete, async ({ member, params }) => {
    await deleteUser(app.ctx, member, params.id);
  });
}
