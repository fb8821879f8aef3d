import { limits } from '#shared/constants.ts';
import type { ConversationSummary, MessageView } from '#shared/schemas/messaging.ts';
import type { Member } from '../../platform/guards.ts';
import { conversationAbilities, messageAbilities } from './policy.ts';
import type { ConversationRow, MessageRow } from './service.ts';

/** The spec's preview: the first 50 characters, then '...' when the message goes on. */
export function previewMessage(body: string): string {
  const chars = [...body];
  // By code points, so an emoji at the cut is never split in half.
  return chars.length > limits.messagePreviewChars ? `${chars.slice(0, limits.messagePreviewChars).join('')}...` : body;
}

export function presentMessage(row: MessageRow, viewer: Member): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    fromMe: row.senderId === viewer.id,
    body: row.body,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    can: messageAbilities(viewer, { message: row }),
  };
}

export type SummaryRow = Pick<ConversationRow, 'participantA' | 'participantB'> & {
  id: string;
  lastMessageAt: Date | null;
  partnerId: string | null;
  partnerName: string | null;
  partnerPicture: string | null;
  unreadCount: number;
  lastMessage: Pick<MessageRow, 'body' | 'createdAt' | 'senderId'> | null;
};

export function presentConversation(row: SummaryRow, viewer: Member): ConversationSummary {
  return {
    id: row.id,
    partner:
      row.partnerId && row.partnerName !== null
        ? { id: row.partnerId, fullName: row.partnerName, profilePictureUrl: row.partnerPicture }
        : null,
    lastMessage: row.lastMessage
      ? {
          preview: previewMessage(row.lastMessage.body),
          createdAt: row.lastMessage.createdAt.toISOString(),
          fromMe: row.lastMessage.senderId === viewer.id,
        }
      : null,
    unreadCount: row.unreadCount,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    can: conversationAbilities(viewer, { conversation: row }),
  };
}
