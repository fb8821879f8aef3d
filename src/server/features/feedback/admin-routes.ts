// The admin panel's Feedback tab: /api/admin/feedback (list, status, delete). Rules live in admin-feedback.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackListQuerySchema,
  adminFeedbackPageSchema,
  adminFeedbackSchema,
  adminIdParamsSchema,
  setFeedbackStatusSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { deleteFeedback, findFeedbackForAdmin, setFeedbackStatus } from './admin-feedback.ts';
import { presentAdminFeedback } from './present.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/feedback',
    {
      config,
      schema: {
        tags,
        summary: 'Feedback, newest first: search content, type, author name or email; filter by status',
        querystring: adminFeedbackListQuerySchema,
        response: { 200: adminFeedbackPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findFeedbackForAdmin(app.ctx, request.query), request.query, presentAdminFeedback);
    },
  );

  app.patch(
    '/admin/feedback/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set a feedback entry to any status',
        params: adminIdParamsSchema,
        body: setFeedbackStatusSchema,
        response: { 200: adminFeedbackSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id: feedbackId } = request.params;
      return presentAdminFeedback(
        await setFeedbackStatus(app.ctx.db, admin, { feedbackId, status: request.body.status }),
      );
    },
  );

  app.delete(
    '/admin/feedback/:id',
    { config, schema: { tags, summary: 'Delete a feedback entry', params: adminIdParamsSchema } },
    async (request, reply) => {
      await deleteFeedback(app.ctx.db, requireAdmin(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
