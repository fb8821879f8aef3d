import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOfferPageSchema,
  adminOfferSearchQuerySchema,
  offerApprovalSchema,
  offerIdParamsSchema,
  platformSettingsSchema,
  updatePlatformSettingsSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { approveOffer } from '../offers/service.ts';
import { presentAdminOffer, presentApproval, presentSettings } from './present.ts';
import { findOffersForAdmin } from './lists.ts';
import { findPlatformSettings, updatePlatformSettings } from './service.ts';
import { presentPage } from '../../platform/present-page.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: platformSettingsSchema } } },
    async (request) => {
      requireAdmin(request);
      return presentSettings(await findPlatformSettings(app.ctx.db));
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
      return presentSettings(await updatePlatformSettings(app.ctx, admin, request.body));
    },
  );

  app.get(
    '/admin/offers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Every offer, newest first; ?search (title or description) and ?status (pending is the review queue, all or none is every status)',
        querystring: adminOfferSearchQuerySchema,
        response: { 200: adminOfferPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findOffersForAdmin(app.ctx, request.query), request.query, presentAdminOffer);
    },
  );

  app.post(
    '/admin/offers/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending listing: it goes live, its owner and the category subscribers are notified',
        params: offerIdParamsSchema,
        response: { 200: offerApprovalSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentApproval(await approveOffer(app.ctx, { offerId: request.params.id, adminId: admin.id }));
    },
  );
};
