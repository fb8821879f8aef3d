// The admin panel's Reports tab: /api/admin/reports (the members' reports of messages, dismiss, act). Who may decide a
// report lives in policy.ts.
import type { FastifyInstance } from 'fastify';
import { messagingEndpoints as endpoints } from '#shared/endpoints/messaging.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { actOnReport, dismissReport, findReportsForAdmin } from './admin-reports.ts';
import { presentAdminReport } from './present-admin.ts';

export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminReports, async ({ member, query }) =>
    presentPage(await findReportsForAdmin(app.ctx.db, query), query, (row) => presentAdminReport(row, member)),
  );

  route(app, endpoints.adminDismissReport, async ({ member, params }) =>
    presentAdminReport(await dismissReport(app.ctx, member, params.id), member),
  );

  route(app, endpoints.adminActOnReport, async ({ member, params, body }) =>
    presentAdminReport(await actOnReport(app.ctx, member, { reportId: params.id, reason: body?.reason }), member),
  );
}
