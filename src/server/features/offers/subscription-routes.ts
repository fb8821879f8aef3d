// "Get Notified When Available": GET, PUT and DELETE /api/categories/:slug/subscription. The rules (an unknown
// slug, a category that already has listings) live in subscriptions.ts.
import type { FastifyInstance } from 'fastify';
import { offersEndpoints as endpoints } from '#shared/endpoints/offers.ts';
import { route } from '../../platform/route.ts';
import { isSubscribedToCategory, subscribeToCategory, unsubscribeFromCategory } from './subscriptions.ts';

export async function categorySubscriptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.subscription, async ({ member, params }) => ({
    subscribed: await isSubscribedToCategory(app.ctx.db, { userId: member.id, slug: params.slug }),
  }));

  route(app, endpoints.subscribe, async ({ member, params }) => {
    await subscribeToCategory(app.ctx.db, { userId: member.id, slug: params.slug });
    return { subscribed: true };
  });

  route(app, endpoints.unsubscribe, async ({ member, params }) => {
    await unsubscribeFromCategory(app.ctx.db, { userId: member.id, slug: params.slug });
    return { subscribed: false };
  });
}
