import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const feedbackRoutes: FastifyPluginAsyncZod = async () => {};
