import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offersEndpoints as endpoints } from '#shared/endpoints/offers.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { sendCachedAnswer } from '../../platform/cached-answer.ts';
import { route } from '../../platform/route.ts';
import { readCategoryCounts, readFeaturedOffers } from './home-reads.ts';
import { readOfferPage } from './list.ts';
import { manageOfferRoutes } from './manage-routes.ts';
import { findListingMatches, presentListingMatches } from './matches.ts';
import { presentOfferDetail } from './present.ts';
import { findOffer, recordOfferView } from './service.ts';
import { readOfferSuggestions } from './suggestions.ts';
import { readListingAbilities } from './viewer-can.ts';

// The cached public reads send their responses' own compressed copies; the compression plugin stays out of them.
const sendsOwnCompression = { compress: false } as const;

export async function offerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(manageOfferRoutes);
  // Visitors are told apart by a keyed hash of their address, so no address is stored and none can be guessed back.
  const secret = resolveAuthSecret(app.ctx.config);
  const viewerKey = (request: FastifyRequest) =>
    request.member?.id ?? `ip:${createHmac('sha256', secret).update(request.ip).digest('hex').slice(0, 32)}`;

  // The response comes serialised (and usually cached, with its compressed copies).
  route(
    app,
    endpoints.list,
    async (request, reply) => sendCachedAnswer(request, reply, await readOfferPage(app.ctx, request.query)),
    sendsOwnCompression,
  );

  route(app, endpoints.suggestions, async (request) => readOfferSuggestions(app.ctx, request.query.q));

  route(
    app,
    endpoints.featured,
    async (request, reply) => sendCachedAnswer(request, reply, await readFeaturedOffers(app.ctx)),
    sendsOwnCompression,
  );

  route(app, endpoints.detail, async (request) => {
    const found = await findOffer(app.ctx.db, request.params.id, request.member);
    if (
      found.offer.status === 'active' &&
      (await recordOfferView(app.ctx.db, found.offer, viewerKey(request), new Date(app.ctx.clock())))
    ) {
      found.offer.views += 1;
    }
    return { ...presentOfferDetail(found), can: await readListingAbilities(app.ctx.db, request.member, found.offer) };
  });

  route(app, endpoints.matches, async (request) =>
    presentListingMatches(await findListingMatches(app.ctx.db, request.params.id)),
  );

  route(
    app,
    endpoints.categories,
    async (request, reply) => sendCachedAnswer(request, reply, await readCategoryCounts(app.ctx)),
    sendsOwnCompression,
  );
}
