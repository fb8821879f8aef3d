// Feedback for members: send it, and read back one's own history. The admins' side is admin-routes.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeedbackSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackSchema,
} from '#shared/schemas/feedback.ts';
import { AppError } from '../../platform/errors.ts';
import { requireMember } from '../../platform/guards.ts';
import { presentFeedback } from './present.ts';
import { createFeedback, findFeedbackForMember } from './service.ts';

const tags = ['feedback'];

export const feedbackPerHour = 10;

// Per member against spam. Counted after validation (preHandler), so a rejected form costs nothing.
const submitLimit = {
  max: feedbackPerHour,
  timeWindow: 60 * 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `feedback:${request.member?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    new AppError(
      429,
      'RATE_LIMITED',
      'You have sent a lot of feedback in the last hour. Please wait a while and try again.',
    ),
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: { access: 'member', rateLimit: submitLimit },
      schema: { tags, summary: 'Send feedback', body: createFeedbackSchema, response: { 201: feedbackSchema } },
    },
    async (request, reply) => {
      const member = requireMember(request);
      return reply.status(201).send(presentFeedback(await createFeedback(app.ctx.db, member.id, request.body)));
    },
  );

  app.get(
    '/feedback',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The member's own feedback, newest first",
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { items, total } = await findFeedbackForMember(app.ctx.db, member.id, request.query);
      return { items: items.map(presentFeedback), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
