import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettingsSchema, updatePlatformSettingsSchema } from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import type { PlatformSettings } from '../../platform/settings.ts';
import { findPlatformSettings, updatePlatformSettings } from './service.ts';

function presentSettings(s: PlatformSettings) {
  return {
    maintenanceMode: s.maintenanceMode,
    autoApproveListings: s.autoApproveListings,
    rateLimitProtection: s.rateLimitProtection,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: platformSettingsSchema } } },
    async (request) => {
      requireAdmin(request);
      return presentSettings(await findPlatformSettings(app.deps.database.db));
    },
  );

  app.patch(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: updatePlatformSettingsSchema, response: { 200: platformSettingsSchema } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentSettings(await updatePlatformSettings(app.deps.database.db, admin, request.body));
    },
  );
};
