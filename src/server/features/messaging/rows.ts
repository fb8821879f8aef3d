// The shapes messaging reads from the database, shared by its queries, rules and presenters.
import type { ProposalStepAction } from '#shared/constants.ts';
import type { conversations, messages } from '../../db/schema/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The latest step of a proposal between a conversation's two members. */
export type ProposalEvent = {
  proposalId: string;
  listingTitle: string;
  action: ProposalStepAction;
  actorId: string | null;
  createdAt: Date;
};

export type SummaryRow = Pick<ConversationRow, 'participantA' | 'participantB'> & {
  id: string;
  lastMessageAt: Date | null;
  createdAt: Date;
  partnerId: string | null;
  partnerName: string | null;
  partnerPicture: string | null;
  unreadMessages: number;
  /** Pending proposals between the two whose latest version waits for the viewer's answer. */
  waitingForAnswer: number;
  lastMessage: Pick<MessageRow, 'body' | 'createdAt' | 'senderId'> | null;
  lastEvent: ProposalEvent | null;
};
