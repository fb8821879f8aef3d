import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportRequestSchema } from '#shared/schemas/support.ts';
import { createSupportRequest } from './service.ts';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support-requests',
    {
      // Open to visitors and suspended members (locked-out members need it most), so limited per address.
      config: { rateLimit: { max: 5, timeWindow: 60_000 }, allowSuspended: true },
      schema: {
        tags: ['support'],
        summary: 'Send a request to the support team',
        body: supportRequestSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await createSupportRequest(app.ctx.db, request.body, request.member?.id ?? null);
      return reply.status(201).send(created);
    },
  );
};
