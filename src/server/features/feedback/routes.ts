// Feedback for members: send it, and read back one's own history. The admins' side is admin-routes.ts.
import type { FastifyInstance } from 'fastify';
import { feedbackEndpoints as endpoints } from '#shared/endpoints/feedback.ts';
import { route } from '../../platform/route.ts';
import { presentFeedback } from './present.ts';
import { createFeedback, findFeedbackForMember } from './service.ts';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.send, async ({ member, body }) =>
    presentFeedback(await createFeedback(app.ctx.db, member.id, body)),
  );

  route(app, endpoints.history, async ({ member, query }) => {
    const { items, total } = await findFeedbackForMember(app.ctx.db, member.id, query);
    return { items: items.map(presentFeedback), total, page: query.page, pageSize: query.pageSize };
  });
}
