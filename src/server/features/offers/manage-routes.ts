// A member's own listings: POST /api/offers, GET /api/me/offers, PATCH and DELETE /api/offers/:id. Ownership and
// the status rules are checked by manage.ts inside each change's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createListingSchema,
  listingIdParamsSchema,
  myListingPageSchema,
  myListingSchema,
  myListingsQuerySchema,
  updateListingSchema,
} from '#shared/schemas/listings.ts';
import { requireMember } from '../../platform/guards.ts';
import { presentMyListing } from './manage-present.ts';
import { createListing, deleteListing, findMyListings, updateListing } from './manage.ts';

const tags = ['offers'];

export const manageOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offers',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Post a listing or a request: pending until approved, or live at once when Auto Approve is on',
        body: createListingSchema,
        response: { 201: myListingSchema },
      },
    },
    async (request, reply) => {
      const owner = requireMember(request);
      const offer = await createListing(app.ctx, owner, request.body);
      return reply.status(201).send(presentMyListing(offer, owner));
    },
  );

  app.get(
    '/me/offers',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The member's own listings in every status, newest first",
        querystring: myListingsQuerySchema,
        response: { 200: myListingPageSchema },
      },
    },
    async (request) => {
      const owner = requireMember(request);
      const { items, total } = await findMyListings(app.ctx.db, owner.id, request.query);
      const present = (offer: (typeof items)[number]) => presentMyListing(offer, owner);
      return { items: items.map(present), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.patch(
    '/offers/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The owner edits a listing or toggles it between active and paused',
        params: listingIdParamsSchema,
        body: updateListingSchema,
        response: { 200: myListingSchema },
      },
    },
    async (request) => {
      const owner = requireMember(request);
      return presentMyListing(
        await updateListing(app.ctx, { owner, offerId: request.params.id, changes: request.body }),
        owner,
      );
    },
  );

  app.delete(
    '/offers/:id',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'The owner deletes a listing', params: listingIdParamsSchema },
    },
    async (request, reply) => {
      await deleteListing(app.ctx, { owner: requireMember(request), offerId: request.params.id });
      return reply.status(204).send();
    },
  );
};
