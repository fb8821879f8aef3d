// What admin/ serves itself: the platform settings, the stats row and Recent Activity (the audit log). The admin's
// actions on members, listings, money, feedback, support and reports are routed by their own features
// (accounts/admin-routes.ts, offers/moderation-routes.ts, wallet/admin-routes.ts, ...).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  auditListQuerySchema,
  auditPageSchema,
  platformSettingsSchema,
  updatePlatformSettingsSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { presentAdminStats, presentAuditEntry, presentSettings } from './present.ts';
import { findAuditEntries, findPlatformSettings, updatePlatformSettings } from './service.ts';
import { findAdminStats } from './stats.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'The platform settings', response: { 200: platformSettingsSchema } },
    },
    async (request) => {
      requireAdmin(request);
      return presentSettings(await findPlatformSettings(app.ctx.db));
    },
  );

  app.patch(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change platform settings (maintenance, auto-approve, rate limits)',
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentSettings(await updatePlatformSettings(app.ctx, admin, request.body));
    },
  );

  app.get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'The stats row', response: { 200: adminStatsSchema } },
    },
    async (request) => {
      requireAdmin(request);
      return presentAdminStats(await findAdminStats(app.ctx));
    },
  );

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Recent Activity: the audit log of admin actions, newest first',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findAuditEntries(app.ctx.db, request.query), request.query, presentAuditEntry);
    },
  );
};
