// This feature's query keys, apart from its hooks, so the live table (app/live-invalidation.ts) can name them
// without bringing the hooks into the first load.
import type { ProposalListQuery } from '#shared/schemas/proposals.ts';

export type ProposalFilters = Partial<ProposalListQuery>;

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (filters: ProposalFilters) => ['proposals', 'list', filters] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
  completed: ['proposals', 'completed'] as const,
  mine: (listingId: string) => ['proposals', 'mine', listingId] as const,
  // Under the root too, so a proposal.updated event or a decision rereads the conversation's cards.
  conversation: (conversationId: string) => ['proposals', 'conversation', conversationId] as const,
  listingMethods: (listingId: string) => ['proposals', 'listing-methods', listingId] as const,
};
