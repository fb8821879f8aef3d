// A member's own listings: POST /api/offers, GET /api/me/offers, PATCH and DELETE /api/offers/:id, and renewing
// one (POST /api/offers/:id/renew). Ownership and
// the status rules are checked by manage.ts inside each change's transaction.
import type { FastifyInstance } from 'fastify';
import { offersEndpoints as endpoints } from '#shared/endpoints/offers.ts';
import { route } from '../../platform/route.ts';
import { presentMyListing } from './manage-present.ts';
import { renewListing } from './expiry.ts';
import { createListing, deleteListing, findMyListings, updateListing } from './manage.ts';

export async function manageOfferRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.create, async ({ member, body }) =>
    presentMyListing(await createListing(app.ctx, member, body), member),
  );

  route(app, endpoints.mine, async ({ member, query }) => {
    const { items, total } = await findMyListings(app.ctx.db, member.id, query);
    const present = ({ offer, revision }: (typeof items)[number]) => presentMyListing(offer, member, revision);
    return { items: items.map(present), total, page: query.page, pageSize: query.pageSize };
  });

  route(app, endpoints.update, async ({ member, params, body }) => {
    const { offer, revision } = await updateListing(app.ctx, { owner: member, offerId: params.id, changes: body });
    return presentMyListing(offer, member, revision);
  });

  route(app, endpoints.renew, async ({ member, params }) => {
    const { offer, revision } = await renewListing(app.ctx, member, params.id);
    return presentMyListing(offer, member, revision);
  });

  route(app, endpoints.remove, async ({ member, params }) => {
    await deleteListing(app.ctx, { owner: member, offerId: params.id });
  });
}
