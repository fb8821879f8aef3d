import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationReasonInput } from '#shared/schemas/proposals.ts';
import { api } from '#web/lib/api-client.ts';
import { storeProposal } from '#web/lib/proposal-cache.ts';

// An accepted deal's moves: delivery, completion and cancellation. Each returns the proposal as it now stands, stored
// where the proposals feature reads it.

/** The moves of an accepted deal that take no input. */
export type DealAction = 'deliver' | 'complete';

/** The answers of the party a cancellation was asked of. */
export type CancellationAnswer = 'decline-cancellation' | 'agree-cancellation';

/** The moves that take the member's reason, which the other party reads. */
export type ReasonedAction = 'request-cancellation' | 'cancel-deal';

// A completion pays a coins deal's held coins and a cancellation gives them back: every balance on screen (header,
// wallet) is reread after either.
const movesCoins = new Set<string>(['complete', 'agree-cancellation', 'cancel-deal']);

export function useDealAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DealAction | CancellationAnswer) => api.post(`/proposals/:id/${action}`, { params: { id } }),
    onSuccess: async (proposal, action) => {
      await storeProposal(queryClient, proposal);
      if (movesCoins.has(action)) await queryClient.invalidateQueries();
    },
  });
}

export function useReasonedDealAction(id: string, action: ReasonedAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancellationReasonInput) =>
      api.post(`/proposals/:id/${action}`, { params: { id }, body: input }),
    onSuccess: async (proposal) => {
      await storeProposal(queryClient, proposal);
      if (movesCoins.has(action)) await queryClient.invalidateQueries();
    },
  });
}
