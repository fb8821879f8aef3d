// Messages between members: one conversation per pair, its history, sending, reading and reporting. The spec's
// messages live here, for the chat box and the routes alike.
import { z } from 'zod';
import { limits, proposalStepActions } from '../constants.ts';

export const messagingMessages = {
  sendFailed: 'Failed to send message. Please try again.',
  sent: 'Message sent successfully!',
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${limits.messageMaxChars} characters`,
  self: 'You cannot message yourself',
  memberNotFound: 'Member not found',
  conversationNotFound: 'Conversation not found',
} as const;

export const sendMessageSchema = z.object({
  content: z
    .string({ error: messagingMessages.empty })
    .trim()
    .min(1, messagingMessages.empty)
    .max(limits.messageMaxChars, messagingMessages.tooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Find or start the conversation with another member (listing page, proposal page, profile). */
export const startConversationSchema = z.object({
  participantId: z.uuid({ error: 'Participant id must be a valid id' }),
});

/** Older pages of a conversation: the messages before `before` (a message id), newest `limit` of them. */
export const messageHistoryQuerySchema = z.object({
  before: z.uuid({ error: 'Before must be a message id' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(50),
});
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

export const reportMessageSchema = z.object({
  reason: z
    .string({ error: 'Please say why you are reporting this message' })
    .trim()
    .min(1, 'Please say why you are reporting this message')
    .max(500, 'Reason must be at most 500 characters'),
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

export const conversationPartnerSchema = z
  .object({ id: z.string(), fullName: z.string(), profilePictureUrl: z.string().nullable() })
  .nullable();
export type ConversationPartner = z.infer<typeof conversationPartnerSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** The other member; null once they deleted their account ('Deleted user'). */
  partner: conversationPartnerSchema,
  lastMessage: z.object({ preview: z.string(), createdAt: z.string(), fromMe: z.boolean() }).nullable(),
  /**
   * The latest step of a proposal between the two ('Proposal sent · Logo design'), when it came after the last
   * message: the list shows it as the conversation's preview (decision 035).
   */
  lastProposalEvent: z
    .object({
      proposalId: z.string(),
      action: z.enum(proposalStepActions),
      preview: z.string(),
      createdAt: z.string(),
      fromMe: z.boolean(),
    })
    .nullable(),
  /** What the list marks unread: messages to the viewer not read yet, and versions waiting for their answer. */
  unreadCount: z.number().int(),
  /** Of those, the proposals' versions: they stay unread until the viewer answers them, not when read. */
  waitingForAnswer: z.number().int(),
  lastMessageAt: z.string().nullable(),
  /** What the viewer may do now: sending stops once the partner deleted their account. */
  can: z.object({ send: z.boolean() }),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations: newest activity first. */
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messageViewSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  fromMe: z.boolean(),
  /** Plain text; shown as text, never as HTML. */
  body: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the viewer may do now: report the other member's message, never their own. */
  can: z.object({ report: z.boolean() }),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /api/conversations/:id/messages: oldest first; `hasMore` when older messages remain. */
export const messageHistorySchema = z.object({ items: z.array(messageViewSchema), hasMore: z.boolean() });
export type MessageHistory = z.infer<typeof messageHistorySchema>;

/** POST /api/conversations/:id/read: the viewer's unread messages over every conversation, after reading. */
export const readResultSchema = z.object({ conversationId: z.string(), unreadTotal: z.number().int() });
export type ReadResult = z.infer<typeof readResultSchema>;

/** POST /api/messages/:id/report: the report the admins will see. */
export const messageReportSchema = z.object({ id: z.string(), messageId: z.string(), createdAt: z.string() });
