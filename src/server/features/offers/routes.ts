import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories } from '#shared/categories.ts';
import {
  categoryCountSchema,
  offerCardSchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerPageSchema,
} from '#shared/schemas/offers.ts';
import { presentOfferCard, presentOfferDetail } from './present.ts';
import { countOffersByCategory, findFeaturedOffers, findOffer, findOffers } from './service.ts';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Live offers, newest first, filtered and paged',
        querystring: offerListQuerySchema,
        response: { 200: offerPageSchema },
      },
    },
    async (request) => {
      const { items, total } = await findOffers(db(), request.query);
      return { items: items.map(presentOfferCard), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get('/offers/featured', { schema: { tags: ['offers'], response: { 200: z.array(offerCardSchema) } } }, async () =>
    (await findFeaturedOffers(db())).map(presentOfferCard),
  );

  app.get(
    '/offers/:id',
    {
      schema: { tags: ['offers'], params: z.object({ id: z.string() }), response: { 200: offerDetailSchema } },
    },
    async (request) => presentOfferDetail(await findOffer(db(), request.params.id, request.member)),
  );

  app.get(
    '/categories',
    { schema: { tags: ['offers'], response: { 200: z.array(categoryCountSchema) } } },
    async () => {
      const counts = await countOffersByCategory(db());
      return categories.map((c) => ({ ...c, count: counts.get(c.name) ?? 0 }));
    },
  );
};
