// Messaging: a member's conversations, their history, sending, reading and reporting a message; the admins' inbox
// of those reports. Only a conversation's two participants reach it; to anyone else it does not exist (404).
import { endpoint, idParams } from '../endpoint.ts';
import {
  actOnReportSchema,
  adminReportListQuerySchema,
  adminReportPageSchema,
  adminReportSchema,
} from '../schemas/admin.ts';
import {
  conversationListSchema,
  conversationSummarySchema,
  messageHistoryQuerySchema,
  messageHistorySchema,
  messageReportSchema,
  messageViewSchema,
  messagingMessages,
  readResultSchema,
  reportMessageSchema,
  sendMessageSchema,
  startConversationSchema,
} from '../schemas/messaging.ts';

const conversation = { params: idParams, notFound: messagingMessages.conversationNotFound } as const;

export const messagingEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/conversations',
    tag: 'messaging',
    summary: "The member's conversations, newest activity first",
    access: 'member',
    responses: { 200: conversationListSchema },
  }),
  start: endpoint({
    method: 'POST',
    path: '/conversations',
    tag: 'messaging',
    summary: 'Find or start the conversation with a member',
    access: 'verified',
    rateLimit: 'message',
    body: startConversationSchema,
    responses: { 200: conversationSummarySchema },
    // Oneself, or a member who does not exist.
    codes: ['MESSAGE_SELF', 'NOT_FOUND'],
  }),
  history: endpoint({
    method: 'GET',
    path: '/conversations/:id/messages',
    tag: 'messaging',
    summary: 'A page of the conversation, oldest first',
    access: 'member',
    ...conversation,
    query: messageHistoryQuerySchema,
    responses: { 200: messageHistorySchema },
  }),
  send: endpoint({
    method: 'POST',
    path: '/conversations/:id/messages',
    tag: 'messaging',
    summary: 'Send a message',
    access: 'verified',
    rateLimit: 'message',
    ...conversation,
    body: sendMessageSchema,
    responses: { 201: messageViewSchema },
    // The other member deleted their account.
    codes: ['PARTNER_GONE'],
  }),
  read: endpoint({
    method: 'POST',
    path: '/conversations/:id/read',
    tag: 'messaging',
    summary: 'Mark the conversation read',
    access: 'member',
    ...conversation,
    responses: { 200: readResultSchema },
  }),
  report: endpoint({
    method: 'POST',
    path: '/messages/:id/report',
    tag: 'messaging',
    summary: 'Report a message to the admins',
    access: 'member',
    params: idParams,
    notFound: 'Message not found',
    body: reportMessageSchema,
    responses: { 201: messageReportSchema },
    // Reported already.
    codes: ['ALREADY_REPORTED'],
  }),
  adminReports: endpoint({
    method: 'GET',
    path: '/admin/reports',
    tag: 'admin',
    summary: 'Reports of messages, newest first, with the reporter, the message and its sender',
    access: 'admin',
    query: adminReportListQuerySchema,
    responses: { 200: adminReportPageSchema },
  }),
  adminDismissReport: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/dismiss',
    tag: 'admin',
    summary: 'Dismiss an open report',
    access: 'admin',
    params: idParams,
    notFound: 'Report not found',
    responses: { 200: adminReportSchema },
    // Resolved already.
    codes: ['REPORT_RESOLVED'],
  }),
  adminActOnReport: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/act',
    tag: 'admin',
    summary: "Act on an open report: suspend the message's sender and close the message's open reports",
    access: 'admin',
    params: idParams,
    notFound: 'Report not found',
    // The reason is optional, so the whole body may be left out.
    body: actOnReportSchema.nullish(),
    responses: { 200: adminReportSchema },
    // Resolved already, or the sender is gone or an admin.
    codes: ['REPORT_RESOLVED', 'SENDER_GONE', 'SENDER_IS_ADMIN'],
  }),
};
