// Get Help: anyone, signed in or not, sends a request to the support team.
import type { FastifyInstance } from 'fastify';
import { supportEndpoints as endpoints } from '#shared/endpoints/support.ts';
import { route } from '../../platform/route.ts';
import { createSupportRequest } from './service.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.send, async ({ member, body }) => createSupportRequest(app.ctx.db, body, member?.id ?? null));
}
