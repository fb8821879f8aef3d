import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCountSchema,
  offerCardSchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerPageSchema,
} from '#shared/schemas/offers.ts';
import { presentOfferDetail } from './present.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { sendCachedAnswer } from '../../platform/cached-answer.ts';
import { readOfferPage } from './list.ts';
import { manageOfferRoutes } from './manage-routes.ts';
import { findOffer, recordOfferView } from './service.ts';
import { readCategoryCounts, readFeaturedOffers } from './home-reads.ts';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(manageOfferRoutes);
  // Visitors are told apart by a keyed hash of their address, so no address is stored and none can be guessed back.
  const secret = resolveAuthSecret(app.ctx.config);
  const viewerKey = (request: FastifyRequest) =>
    request.member?.id ?? `ip:${createHmac('sha256', secret).update(request.ip).digest('hex').slice(0, 32)}`;

  // The cached public reads send their responses' own compressed copies; the compression plugin stays out of them.
  app.get(
    '/offers',
    {
      config: { publicRead: true },
      compress: false,
      schema: {
        tags: ['offers'],
        summary: 'Live offers, newest first, filtered and paged',
        querystring: offerListQuerySchema,
        response: { 200: offerPageSchema },
      },
    },
    // The response comes serialised (and usually cached, with its compressed copies).
    async (request, reply) => sendCachedAnswer(request, reply, await readOfferPage(app.ctx, request.query)),
  );

  app.get(
    '/offers/featured',
    {
      config: { publicRead: true },
      compress: false,
      schema: {
        tags: ['offers'],
        summary: 'The featured services of the home page',
        response: { 200: z.array(offerCardSchema) },
      },
    },
    async (request, reply) => sendCachedAnswer(request, reply, await readFeaturedOffers(app.ctx)),
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One listing, as its page shows it',
        params: z.object({ id: z.string() }),
        response: { 200: offerDetailSchema },
      },
    },
    async (request) => {
      const found = await findOffer(app.ctx.db, request.params.id, request.member);
      if (found.offer.status === 'active' && (await recordOfferView(app.ctx.db, found.offer, viewerKey(request)))) {
        found.offer.views += 1;
      }
      return presentOfferDetail(found);
    },
  );

  app.get(
    '/categories',
    {
      config: { publicRead: true },
      compress: false,
      schema: {
        tags: ['offers'],
        summary: 'Every category with its live services',
        response: { 200: z.array(categoryCountSchema) },
      },
    },
    async (request, reply) => sendCachedAnswer(request, reply, await readCategoryCounts(app.ctx)),
  );
};
