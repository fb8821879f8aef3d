// The admin panel's Reports tab: /api/admin/reports (the members' reports of messages, dismiss, act). Rules live in
// admin-reports.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actOnReportSchema,
  adminIdParamsSchema,
  adminReportListQuerySchema,
  adminReportPageSchema,
  adminReportSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { actOnReport, dismissReport, findReportsForAdmin } from './admin-reports.ts';
import { presentAdminReport } from './present-admin.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    {
      config,
      schema: {
        tags,
        summary: 'Reports of messages, newest first, with the reporter, the message and its sender',
        querystring: adminReportListQuerySchema,
        response: { 200: adminReportPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findReportsForAdmin(app.ctx.db, request.query), request.query, presentAdminReport);
    },
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      config,
      schema: {
        tags,
        summary: 'Dismiss an open report',
        params: adminIdParamsSchema,
        response: { 200: adminReportSchema },
      },
    },
    async (request) => presentAdminReport(await dismissReport(app.ctx.db, requireAdmin(request), request.params.id)),
  );

  app.post(
    '/admin/reports/:id/act',
    {
      config,
      schema: {
        tags,
        summary: "Act on an open report: suspend the message's sender and close the message's open reports",
        params: adminIdParamsSchema,
        // The reason is optional, so the whole body may be left out.
        body: actOnReportSchema.nullish(),
        response: { 200: adminReportSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const reason = request.body?.reason;
      return presentAdminReport(await actOnReport(app.ctx, admin, { reportId: request.params.id, reason }));
    },
  );
};
