// The admin panel's Offers tab: /api/admin/offers (every listing, the review queue, approve, reject, any status,
// delete). Each change is audited by its service in the change's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminOfferPageSchema,
  adminOfferSchema,
  adminOfferSearchQuerySchema,
  offerApprovalSchema,
  offerIdParamsSchema,
  rejectOfferSchema,
  setOfferStatusSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { deleteOfferAsAdmin, findOffersForAdmin, rejectOffer, setOfferStatus } from './moderation.ts';
import { presentAdminOffer, presentApproval } from './present-admin.ts';
import { approveOffer } from './publish.ts';

const admin = { config: { access: 'admin' as const } };

export const offerModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/offers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Every offer, newest first; ?q (title or description) and ?status (pending is the review queue, all or none is every status)',
        querystring: adminOfferSearchQuerySchema,
        response: { 200: adminOfferPageSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentPage(await findOffersForAdmin(app.ctx, request.query), request.query, (row) =>
        presentAdminOffer(row, actor),
      );
    },
  );

  app.post(
    '/admin/offers/:id/approve',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending listing: it goes live, its owner and the category subscribers are notified',
        params: offerIdParamsSchema,
        response: { 200: offerApprovalSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentApproval(await approveOffer(app.ctx, { offerId: request.params.id, admin: actor }));
    },
  );

  app.post(
    '/admin/offers/:id/reject',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a listing with a reason; its owner is notified',
        params: adminIdParamsSchema,
        body: rejectOfferSchema,
        response: { 200: adminOfferSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentAdminOffer(
        await rejectOffer(app.ctx, actor, { offerId: request.params.id, reason: request.body.reason }),
        actor,
      );
    },
  );

  app.patch(
    '/admin/offers/:id/status',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Set a listing to pending, active, rejected or completed (active publishes it)',
        params: adminIdParamsSchema,
        body: setOfferStatusSchema,
        response: { 200: adminOfferSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentAdminOffer(
        await setOfferStatus(app.ctx, actor, { offerId: request.params.id, status: request.body.status }),
        actor,
      );
    },
  );

  app.delete(
    '/admin/offers/:id',
    { ...admin, schema: { tags: ['admin'], summary: 'Delete any listing', params: adminIdParamsSchema } },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await deleteOfferAsAdmin(app.ctx, actor, request.params.id);
      return reply.status(204).send();
    },
  );
};
