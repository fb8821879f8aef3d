// The admin panel's Offers tab: /api/admin/offers (every listing, the review queue, approve, reject, any status,
// delete). Each change is audited by its service in the change's transaction.
import type { FastifyInstance } from 'fastify';
import { offersEndpoints as endpoints } from '#shared/endpoints/offers.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { deleteOfferAsAdmin, findOffersForAdmin, rejectOffer, setOfferStatus } from './moderation.ts';
import { presentAdminOffer, presentApproval } from './present-admin.ts';
import { approveOffer } from './publish.ts';

export async function offerModerationRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminList, async ({ member, query }) =>
    presentPage(await findOffersForAdmin(app.ctx, query), query, (row) => presentAdminOffer(row, member)),
  );

  route(app, endpoints.adminApprove, async ({ member, params }) =>
    presentApproval(await approveOffer(app.ctx, { offerId: params.id, admin: member })),
  );

  route(app, endpoints.adminReject, async ({ member, params, body }) =>
    presentAdminOffer(await rejectOffer(app.ctx, member, { offerId: params.id, reason: body.reason }), member),
  );

  route(app, endpoints.adminSetStatus, async ({ member, params, body }) =>
    presentAdminOffer(await setOfferStatus(app.ctx, member, { offerId: params.id, status: body.status }), member),
  );

  route(app, endpoints.adminDelete, async ({ member, params }) => {
    await deleteOfferAsAdmin(app.ctx, member, params.id);
  });
}
