// What admin/ serves itself: the platform settings, the stats row and Recent Activity (the audit log). The admin's
// actions on members, listings, money, feedback, support and reports are routed by their own features
// (accounts/admin-routes.ts, offers/moderation-routes.ts, wallet/admin-routes.ts, ...).
import type { FastifyInstance } from 'fastify';
import { adminEndpoints as endpoints } from '#shared/endpoints/admin.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { presentAdminStats, presentAuditEntry, presentSettings } from './present.ts';
import { findAuditEntries, findPlatformSettings, updatePlatformSettings } from './service.ts';
import { findAdminStats } from './stats.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.settings, async () => presentSettings(await findPlatformSettings(app.ctx.db)));

  route(app, endpoints.updateSettings, async ({ member, body }) =>
    presentSettings(await updatePlatformSettings(app.ctx, member, body)),
  );

  route(app, endpoints.stats, async () => presentAdminStats(await findAdminStats(app.ctx)));

  route(app, endpoints.audit, async ({ query }) =>
    presentPage(await findAuditEntries(app.ctx.db, query), query, presentAuditEntry),
  );
}
