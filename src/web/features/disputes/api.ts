import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeEntryInput, OpenDisputeInput } from '#shared/schemas/disputes.ts';
import { api } from '#web/lib/api-client.ts';
import { storeProposal } from '#web/lib/proposal-cache.ts';

// A party's side of a dispute: the case is read on the proposal (its `dispute`); each move returns the proposal as it
// now stands, stored where the proposals feature reads it.

export function useOpenDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenDisputeInput) => api.post('/proposals/:id/dispute', { params: { id }, body: input }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
  });
}

export function useAddDisputeEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeEntryInput) =>
      api.post('/proposals/:id/dispute/entries', { params: { id }, body: input }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
  });
}

export function useWithdrawDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/proposals/:id/dispute/withdraw', { params: { id } }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
  });
}
