// The admin panel's Support tab: /api/admin/support-requests (list, status). Rules live in admin-requests.ts.
import type { FastifyInstance } from 'fastify';
import { supportEndpoints as endpoints } from '#shared/endpoints/support.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { findSupportRequestsForAdmin, setSupportRequestStatus } from './admin-requests.ts';
import { presentAdminSupportRequest } from './present.ts';

export async function adminSupportRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminList, async ({ query }) =>
    presentPage(await findSupportRequestsForAdmin(app.ctx.db, query), query, presentAdminSupportRequest),
  );

  route(app, endpoints.adminSetStatus, async ({ member, params, body }) =>
    presentAdminSupportRequest(
      await setSupportRequestStatus(app.ctx.db, member, { requestId: params.id, status: body.status }),
    ),
  );
}
