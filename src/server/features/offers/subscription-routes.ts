import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categorySubscriptionParamsSchema,
  categorySubscriptionSchema,
} from '#shared/schemas/category-subscriptions.ts';
import { requireMember } from '../../platform/guards.ts';
import { isSubscribedToCategory, subscribeToCategory, unsubscribeFromCategory } from './subscriptions.ts';

const schema = {
  tags: ['offers'],
  params: categorySubscriptionParamsSchema,
  response: { 200: categorySubscriptionSchema },
};

export const categorySubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/categories/:slug/subscription';

  app.get(
    path,
    { config: { access: 'member' }, schema: { ...schema, summary: 'Is the member subscribed?' } },
    async (request) => {
      const member = requireMember(request);
      return { subscribed: await isSubscribedToCategory(app.ctx.db, { userId: member.id, slug: request.params.slug }) };
    },
  );

  app.put(
    path,
    {
      config: { access: 'member' },
      schema: { ...schema, summary: 'Notify the member when the category gets its first listing' },
    },
    async (request) => {
      const member = requireMember(request);
      await subscribeToCategory(app.ctx.db, { userId: member.id, slug: request.params.slug });
      return { subscribed: true };
    },
  );

  app.delete(
    path,
    { config: { access: 'member' }, schema: { ...schema, summary: 'Stop the category alert' } },
    async (request) => {
      const member = requireMember(request);
      await unsubscribeFromCategory(app.ctx.db, { userId: member.id, slug: request.params.slug });
      return { subscribed: false };
    },
  );
};
