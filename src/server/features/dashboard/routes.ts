// GET /api/dashboard: the signed-in member's own figures; the rules behind each are in service.ts and decision 011.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/schemas/dashboard.ts';
import { requireMember } from '../../platform/guards.ts';
import { presentDashboard } from './present.ts';
import { findDashboard } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'member' },
      schema: {
        tags: ['dashboard'],
        summary: "The member's earnings, coins, listings, charts and latest notifications",
        response: { 200: dashboardSchema },
      },
    },
    async (request) => presentDashboard(await findDashboard(app.ctx.db, requireMember(request).id)),
  );
};
