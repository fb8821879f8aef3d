import type { FastifyInstance } from 'fastify';
import { systemEndpoints as endpoints } from '#shared/endpoints/system.ts';
import { route } from '../../platform/route.ts';
import { checkHealth } from './service.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.health, async (_request, reply) => {
    const report = await checkHealth(app.ctx.database);
    if (report.database === 'down') reply.code(503);
    return report;
  });
}
