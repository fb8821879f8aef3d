import { ConversationProposalCards } from '#web/features/proposals/components/conversation-proposal-cards.tsx';
import { MessagesPage } from '#web/features/messaging/pages/messages.tsx';
import type { RenderWithCards } from '#web/lib/timeline-cards.ts';

// Proposals live in the conversation: messaging places the proposals' version cards among the messages. A feature
// never imports another, so they are put together here.
const renderWithCards: RenderWithCards = (conversationId, render) => (
  <ConversationProposalCards conversationId={conversationId}>{render}</ConversationProposalCards>
);

export function MessagesRoute() {
  return <MessagesPage renderWithCards={renderWithCards} />;
}
