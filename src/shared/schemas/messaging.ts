// Messages between members: one conversation per pair, its history, sending, reading and reporting. The spec's
// messages live here, for the chat box and the routes alike.
import { z } from 'zod';
import { limits } from '../constants.ts';

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
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const conversationIdParamsSchema = z.object({
  id: z.uuid({ error: 'Conversation id must be a valid id' }),
});
export const messageIdParamsSchema = z.object({ id: z.uuid({ error: 'Message id must be a valid id' }) });

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

export type ConversationPartner = { id: string; fullName: string; profilePictureUrl: string | null } | null;

export type ConversationSummary = {
  id: string;
  /** The other member; null once they deleted their account ('Deleted user'). */
  partner: ConversationPartner;
  lastMessage: { preview: string; createdAt: string; fromMe: boolean } | null;
  /** Messages to the viewer not read yet. */
  unreadCount: number;
  lastMessageAt: string | null;
};

export type MessageView = {
  id: string;
  conversationId: string;
  senderId: string | null;
  fromMe: boolean;
  /** Plain text; shown as text, never as HTML. */
  body: string;
  readAt: string | null;
  createdAt: string;
};

/** GET /api/conversations/:id/messages: oldest first; `hasMore` when older messages remain. */
export type MessageHistory = { items: MessageView[]; hasMore: boolean };

/** POST /api/conversations/:id/read: the viewer's unread messages over every conversation, after reading. */
export type ReadResult = { conversationId: string; unreadTotal: number };
