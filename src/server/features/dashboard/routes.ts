// GET /api/dashboard: the signed-in member's own figures; the rules behind each are in service.ts and decision 011.
// GET /api/dashboard/actions: what waits for them (actions.ts).
import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as endpoints } from '#shared/endpoints/dashboard.ts';
import { route } from '../../platform/route.ts';
import { findActionItems } from './actions.ts';
import { presentActionItems, presentDashboard } from './present.ts';
import { findDashboard } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.figures, async ({ member }) =>
    presentDashboard(await findDashboard(app.ctx.db, member.id, new Date(app.ctx.clock()))),
  );
  route(app, endpoints.actions, async ({ member }) =>
    presentActionItems(await findActionItems(app.ctx.db, member, app.ctx.clock())),
  );
}
