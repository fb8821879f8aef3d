import {
  hashKey,
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CounterOfferInput,
  CreateProposalInput,
  MyPendingProposal,
  ProposalMessageInput,
  ReviewInput,
} from '#shared/schemas/proposals.ts';
import { paymentTypes } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { isStaleVersion } from '#web/features/proposals/negotiation.ts';
import { proposalKeys, type ProposalFilters, storeProposal } from '#web/lib/proposal-cache.ts';

// Proposals, their answers and their reviews; the moves of the deal they become are in the deals feature. Every
// response lives under the 'proposals' root, so one invalidation (a decision here, a live event from the other party)
// rereads the lists and the details alike.

/** A pending proposal's answers and its withdrawal; the accepted deal's moves are the deals feature's. */
export type ProposalAction = 'accept' | 'decline' | 'cancel';

/** The answers to a pending proposal's latest version, which name the version the member read. */
export type AnswerAction = 'accept' | 'decline';

/** The member's own proposals, newest first: sent, received or both. */
export function useProposals(filters: ProposalFilters) {
  return useQuery({
    queryKey: proposalKeys.list(filters),
    queryFn: ({ signal }) => api.get('/proposals', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** 403 and 404 are final responses, not hiccups: they are shown at once instead of retried. */
export function useProposal(id: string) {
  return useQuery({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => api.get('/proposals/:id', { params: { id }, signal }),
    retry: false,
  });
}

export function useCompletedDeals() {
  return useQuery({
    queryKey: proposalKeys.completed,
    queryFn: ({ signal }) => api.get('/me/completed-deals', { signal }),
  });
}

/**
 * The member's own pending proposal on a listing, if any: the listing page shows it instead of a form the server
 * would refuse. Under the 'proposals' root, so a decision, a withdrawal or a proposal.updated event rereads it.
 */
export function useMyPendingProposal(listingId: string) {
  return useQuery({
    queryKey: proposalKeys.mine(listingId),
    queryFn: ({ signal }) => api.get('/offers/:id/my-proposal', { params: { id: listingId }, signal }),
  });
}

export function useCreateProposal(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProposalInput) =>
      api.post('/offers/:id/proposals', { params: { id: listingId }, body: input }),
    onSuccess: (proposal) => {
      // Known at once, so the success view offers 'View Proposal' without waiting for the reread.
      queryClient.setQueryData<MyPendingProposal>(proposalKeys.mine(listingId), {
        pending: { id: proposal.id, createdAt: proposal.createdAt },
      });
      return storeProposal(queryClient, proposal);
    },
  });
}

/** The sender's withdrawal of a pending proposal: nothing was held for it, so only the proposal is reread. */
export function useProposalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Exclude<ProposalAction, AnswerAction>) =>
      api.post(`/proposals/:id/${action}`, { params: { id } }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
  });
}

export function useReviewProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.post('/proposals/:id/review', { params: { id }, body: input }),
    // The listing's and the member's ratings changed too, wherever they are shown: everything is reread.
    onSuccess: async (proposal) => {
      const detailKey = proposalKeys.detail(proposal.id);
      queryClient.setQueryData(detailKey, proposal);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== hashKey(detailKey) });
    },
  });
}

export function useSendProposalMessage(id: string) {
  return useMutation({
    mutationFn: (input: ProposalMessageInput) => api.post('/proposals/:id/messages', { params: { id }, body: input }),
  });
}

/**
 * The proposals between a conversation's two members, oldest first, with their versions: the conversation's cards.
 * Under the 'proposals' root, so the other party's counter (a proposal.updated event) rereads them live.
 */
export function useConversationProposals(conversationId: string) {
  return useQuery({
    queryKey: proposalKeys.conversation(conversationId),
    queryFn: ({ signal }) => api.get('/conversations/:id/proposals', { params: { id: conversationId }, signal }),
    select: (data) => data.items,
    retry: false,
  });
}

/**
 * The methods a counter-offer may name: the listing's, while the listing is there to read; every method when it is
 * gone (the server then checks none either).
 */
export function useListingMethods(listingId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: proposalKeys.listingMethods(listingId ?? ''),
    queryFn: async ({ signal }) => {
      if (!listingId) return [...paymentTypes];
      try {
        return (await api.get('/offers/:id', { params: { id: listingId }, signal })).paymentTypes;
      } catch {
        return [...paymentTypes];
      }
    },
    staleTime: 60_000,
  });
}

// A 409 STALE_VERSION means the terms moved on under the member: the proposal is reread so they see the new ones.
async function rereadWhenStale(queryClient: QueryClient, error: unknown) {
  if (isStaleVersion(error)) await queryClient.invalidateQueries({ queryKey: proposalKeys.all });
}

/**
 * Accept or Decline, naming the version the member read; the same hook answers from the proposal's page and from
 * the conversation's card. Accepting a coins deal holds the payer's coins, so every balance on screen is reread.
 */
export function useAnswerProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: AnswerAction; version: number }) =>
      api.post(`/proposals/:id/${action}`, { params: { id }, body: { version } }),
    onSuccess: async (proposal, { action }) => {
      await storeProposal(queryClient, proposal);
      if (action === 'accept') await queryClient.invalidateQueries();
    },
    onError: (error) => rereadWhenStale(queryClient, error),
  });
}

/** A counter-offer on the version the member read: a new version the other party answers next. */
export function useCounterProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterOfferInput) => api.post('/proposals/:id/counter', { params: { id }, body: input }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
    onError: (error) => rereadWhenStale(queryClient, error),
  });
}
