import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { allowDuringMaintenance: true, allowSuspended: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(app.ctx.database);
      return reply.status(report.database === 'up' ? 200 : 503).send(report);
    },
  );
};
