// GET /api/me/favourites (+ /ids), PUT and DELETE /api/me/favourites/:offerId.
import type { FastifyInstance } from 'fastify';
import { favouritesEndpoints as endpoints } from '#shared/endpoints/favourites.ts';
import { route } from '../../platform/route.ts';
import { presentFavourite } from './present.ts';
import { addFavourite, findFavouriteIds, findFavourites, removeFavourite } from './service.ts';

export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.favourites, async ({ member, query }) => {
    const found = await findFavourites(app.ctx.db, member.id, query);
    return { items: found.items.map(presentFavourite), total: found.total, page: query.page, pageSize: query.pageSize };
  });

  route(app, endpoints.favouriteIds, async ({ member }) => ({
    ids: await findFavouriteIds(app.ctx.db, member.id),
  }));

  route(app, endpoints.addFavourite, async ({ member, params }) => {
    await addFavourite(app.ctx, member, params.offerId);
    return { favourited: true };
  });

  route(app, endpoints.removeFavourite, async ({ member, params }) => {
    await removeFavourite(app.ctx, member, params.offerId);
    return { favourited: false };
  });
}
