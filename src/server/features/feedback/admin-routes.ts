// The admin panel's Feedback tab: list, status, delete. Rules live in admin-feedback.ts.
import type { FastifyInstance } from 'fastify';
import { feedbackEndpoints as endpoints } from '#shared/endpoints/feedback.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { deleteFeedback, findFeedbackForAdmin, setFeedbackStatus } from './admin-feedback.ts';
import { presentAdminFeedback } from './present.ts';

export async function adminFeedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminList, async ({ query }) =>
    presentPage(await findFeedbackForAdmin(app.ctx, query), query, presentAdminFeedback),
  );

  route(app, endpoints.adminSetStatus, async ({ member, params, body }) =>
    presentAdminFeedback(await setFeedbackStatus(app.ctx.db, member, { feedbackId: params.id, status: body.status })),
  );

  route(app, endpoints.adminDelete, async ({ member, params }) => {
    await deleteFeedback(app.ctx.db, member, params.id);
  });
}
