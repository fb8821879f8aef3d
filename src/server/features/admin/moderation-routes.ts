import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminModerationRoutes: FastifyPluginAsyncZod = async () => {};
