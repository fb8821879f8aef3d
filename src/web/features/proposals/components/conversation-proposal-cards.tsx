import type { ReactNode } from 'react';
import { useConversationProposals } from '#web/features/proposals/api.ts';
import { ProposalVersionCard } from '#web/features/proposals/components/proposal-version-card.tsx';
import { findOtherParty } from '#web/lib/proposal-parties.ts';
import type { TimelineCard } from '#web/lib/timeline-cards.ts';

type ConversationProposalCardsProps = {
  conversationId: string;
  children: (cards: TimelineCard[]) => ReactNode;
};

/**
 * Every version of every proposal between the conversation's two members, as cards for messaging to place among
 * the messages. The messages show without them while they load or if they cannot be read.
 */
export function ConversationProposalCards({ conversationId, children }: ConversationProposalCardsProps) {
  const { data: proposals = [] } = useConversationProposals(conversationId);
  const cards = proposals.flatMap((proposal) => {
    const other = findOtherParty(proposal)?.id;
    return proposal.versions.map((version): TimelineCard => ({
      key: `${proposal.id}:${version.number}`,
      at: version.at,
      mine: version.author !== null && version.author.id !== other,
      node: <ProposalVersionCard proposal={proposal} version={version} />,
    }));
  });
  return children(cards);
}
