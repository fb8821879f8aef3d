// Where the proposals live in the query cache, shared by the features that change one (proposals, disputes) and the
// live table (app/live-invalidation.ts), which names the keys without bringing any feature's hooks into the first load.
import type { QueryClient } from '@tanstack/react-query';
import type { ProposalListQuery, ProposalView } from '#shared/schemas/proposals.ts';

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

/**
 * The listings' pages (the marketplace's useOffer): whether the member may send a proposal there (`can.propose`,
 * decision 040) follows their proposals on it.
 */
export const listingPagesKey = ['offers', 'detail'] as const;

/**
 * A move's answer is the proposal as it now stands: stored as its details at once, and every list or card showing it
 * reread.
 */
export async function storeProposal(queryClient: QueryClient, proposal: ProposalView): Promise<void> {
  queryClient.setQueryData(proposalKeys.detail(proposal.id), proposal);
  // First a listing's page on screen, so a withdrawn proposal's notice gives way to the form with nothing between.
  await queryClient.invalidateQueries({ queryKey: listingPagesKey });
  await queryClient.invalidateQueries({
    queryKey: proposalKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}
