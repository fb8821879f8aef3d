import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerStatuses } from '#shared/constants.ts';
import { platformSettingsSchema, updatePlatformSettingsSchema } from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import type { PlatformSettings } from '../../platform/settings.ts';
import { approveOffer } from '../offers/service.ts';
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

  app.post(
    '/admin/offers/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending listing: it goes live, its owner and the category subscribers are notified',
        params: z.object({ id: z.uuid({ error: 'Listing id must be a valid id' }) }),
        response: {
          200: z.object({ id: z.string(), status: z.enum(offerStatuses), notifiedSubscribers: z.number().int() }),
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { offer, notifiedSubscribers } = await approveOffer(app.deps.database.db, request.params.id, admin.id);
      return { id: offer.id, status: offer.status, notifiedSubscribers };
    },
  );
};
