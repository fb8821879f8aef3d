// The chat: a member's conversations, starting one, a conversation's history, sending, reading and reporting.
// Only the two participants of a conversation reach it; everyone else is told it does not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationIdParamsSchema,
  messageHistoryQuerySchema,
  messageIdParamsSchema,
  reportMessageSchema,
  sendMessageSchema,
  startConversationSchema,
} from '#shared/schemas/messaging.ts';
import { requireMember } from '../../platform/guards.ts';
import { requireVerifiedMember } from '../../platform/guards.ts';
import { presentConversation, presentMessage } from './present.ts';
import { findMessageHistory, listConversations } from './queries.ts';
import { postMessage, readConversation, reportMessage, startConversation } from './service.ts';

const tags = ['messaging'];

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    { config: { access: 'member' }, schema: { tags, summary: "The member's conversations, newest activity first" } },
    async (request) => {
      const member = requireMember(request);
      const rows = await listConversations(app.ctx.db, member.id);
      return { items: rows.map((row) => presentConversation(row, member.id)) };
    },
  );

  app.post(
    '/conversations',
    {
      config: { access: 'member', sendsMessage: true },
      schema: { tags, summary: 'Find or start the conversation with a member', body: startConversationSchema },
    },
    async (request) => {
      const member = requireVerifiedMember(request);
      return presentConversation(await startConversation(app.ctx.db, member, request.body.participantId), member.id);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A page of the conversation, oldest first',
        params: conversationIdParamsSchema,
        querystring: messageHistoryQuerySchema,
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { items, hasMore } = await findMessageHistory(app.ctx.db, member.id, request.params.id, request.query);
      return { items: items.map((item) => presentMessage(item, member.id)), hasMore };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { access: 'member', sendsMessage: true },
      schema: { tags, summary: 'Send a message', params: conversationIdParamsSchema, body: sendMessageSchema },
    },
    async (request, reply) => {
      const member = requireVerifiedMember(request);
      const message = await postMessage(app.ctx, member, request.params.id, request.body.content);
      return reply.status(201).send(presentMessage(message, member.id));
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Mark the conversation read', params: conversationIdParamsSchema },
    },
    async (request) => readConversation(app.ctx, requireMember(request), request.params.id),
  );

  app.post(
    '/messages/:id/report',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Report a message to the admins',
        params: messageIdParamsSchema,
        body: reportMessageSchema,
      },
    },
    async (request, reply) => {
      const report = await reportMessage(app.ctx.db, requireMember(request), request.params.id, request.body.reason);
      return reply
        .status(201)
        .send({ id: report.id, messageId: report.messageId, createdAt: report.createdAt.toISOString() });
    },
  );
};
