// The chat: a member's conversations, starting one, a conversation's history, sending, reading and reporting.
// Only the two participants of a conversation reach it; everyone else is told it does not exist.
import type { FastifyInstance } from 'fastify';
import { messagingEndpoints as endpoints } from '#shared/endpoints/messaging.ts';
import { route } from '../../platform/route.ts';
import { presentConversation, presentMessage } from './present.ts';
import { findMessageHistory, listConversations } from './queries.ts';
import { postMessage, readConversation, reportMessage, startConversation } from './service.ts';

export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.conversations, async ({ member }) => {
    const rows = await listConversations(app.ctx.db, member.id);
    return { items: rows.map((row) => presentConversation(row, member)) };
  });

  route(app, endpoints.start, async ({ member, body }) =>
    presentConversation(await startConversation(app.ctx.db, member, body.participantId), member),
  );

  route(app, endpoints.history, async ({ member, params, query }) => {
    const { items, hasMore } = await findMessageHistory(app.ctx.db, member.id, params.id, query);
    return { items: items.map((item) => presentMessage(item, member)), hasMore };
  });

  route(app, endpoints.send, async ({ member, params, body }) =>
    presentMessage(await postMessage(app.ctx, member, params.id, body.content), member),
  );

  route(app, endpoints.read, async ({ member, params }) => readConversation(app.ctx, member, params.id));

  route(app, endpoints.report, async ({ member, params, body }) => {
    const report = await reportMessage(app.ctx.db, member, params.id, body.reason);
    return { id: report.id, messageId: report.messageId, createdAt: report.createdAt.toISOString() };
  });
}
