import { limits, type ProposalStepAction } from '#shared/constants.ts';
import type { ConversationSummary, MessageView } from '#shared/schemas/messaging.ts';
import type { Member } from '../../platform/guards.ts';
import { conversationAbilities, messageAbilities } from './policy.ts';
import type { MessageRow, ProposalEvent, SummaryRow } from './rows.ts';

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

// What the list says of a proposal's step: what happened, not who did it (the partner's name is beside it).
const proposalEventLabels: Record<ProposalStepAction, string> = {
  send: 'Proposal sent',
  counter: 'Counter-offer',
  accept: 'Proposal accepted',
  decline: 'Proposal declined',
  cancel: 'Proposal withdrawn',
  expire: 'Proposal expired',
  deliver: 'Marked as delivered',
  complete: 'Deal completed',
  'auto-complete': 'Deal completed',
  'request-cancellation': 'Cancellation asked for',
  'decline-cancellation': 'Cancellation declined',
  'agree-cancellation': 'Deal cancelled',
  'cancel-deal': 'Deal cancelled',
  'open-dispute': 'Dispute opened',
  'withdraw-dispute': 'Dispute withdrawn',
  'release-to-provider': 'Dispute resolved',
  'refund-to-payer': 'Dispute resolved',
  'split-coins': 'Dispute resolved',
};

/** 'Counter-offer · Logo design': the step, then the listing it is about. */
export const previewProposalEvent = (event: Pick<ProposalEvent, 'action' | 'listingTitle'>) =>
  `${proposalEventLabels[event.action]} · ${event.listingTitle}`;

/** The proposal's step stands for the conversation when it came after the last message (a tie is the message's). */
function presentLatestEvent(row: SummaryRow, viewer: Member): ConversationSummary['lastProposalEvent'] {
  const event = row.lastEvent;
  if (!event || (row.lastMessage && event.createdAt <= row.lastMessage.createdAt)) return null;
  return {
    proposalId: event.proposalId,
    action: event.action,
    preview: previewProposalEvent(event),
    createdAt: event.createdAt.toISOString(),
    fromMe: event.actorId === viewer.id,
  };
}

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
    lastProposalEvent: presentLatestEvent(row, viewer),
    unreadCount: row.unreadMessages + row.waitingForAnswer,
    waitingForAnswer: row.waitingForAnswer,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    can: conversationAbilities(viewer, { conversation: row }),
  };
}
