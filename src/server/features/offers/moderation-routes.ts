// The admin panel's Offers tab: /api/admin/offers (every listing, the review queue, approve, reject, any status,
// delete) and /api/admin/offer-revisions (live listings' edits awaiting review, decision 034). Each change is audited by its service in the change's transaction.
import type { FastifyInstance } from 'fastify';
import { offersEndpoints as endpoints } from '#shared/endpoints/offers.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { deleteOfferAsAdmin, findOffersForAdmin, rejectOffer, setOfferStatus } from './moderation.ts';
import { presentAdminOffer, presentAdminRevision, presentApproval, presentRevisionDecision } from './present-admin.ts';
import { approveOffer } from './publish.ts';
import { approveRevision, findRevisionsForAdmin, rejectRevision } from './revisions.ts';

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

  route(app, endpoints.adminRevisions, async ({ member, query }) => {
    const { items, total } = await findRevisionsForAdmin(app.ctx, query);
    return { items: items.map((row) => presentAdminRevision(row, member)), total, ...query };
  });

  route(app, endpoints.adminApproveRevision, async ({ member, params }) =>
    presentRevisionDecision(await approveRevision(app.ctx, { admin: member, offerId: params.id })),
  );

  route(app, endpoints.adminRejectRevision, async ({ member, params, body }) =>
    presentRevisionDecision(await rejectRevision(app.ctx, { admin: member, offerId: params.id, reason: body.reason })),
  );

  route(app, endpoints.adminSetStatus, async ({ member, params, body }) =>
    presentAdminOffer(await setOfferStatus(app.ctx, member, { offerId: params.id, status: body.status }), member),
  );

  route(app, endpoints.adminDelete, async ({ member, params }) => {
    await deleteOfferAsAdmin(app.ctx, member, params.id);
  });
}
