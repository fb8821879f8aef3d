import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const accountSessionRoutes: FastifyPluginAsyncZod = async () => {};
