import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AskDisputeQuestionInput,
  DisputeEntryInput,
  OpenDisputeInput,
  ResolveDisputeInput,
} from '#shared/schemas/disputes.ts';
import { adminQueryKey } from '#web/lib/admin-query-key.ts';
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

// ---- An admin's side: the case and its rulings. These sit under the admin panel's root key, so the panel's Disputes
// tab and stats row are reread with them.

/**
 * A move on a case that rereads the whole admin panel once it settles: after a refusal too, since the usual reason is
 * that another admin ruled first and the case is stale.
 */
function useCaseAction<Input, Result = unknown>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** One case; null reads nothing (no case open). */
export function useAdminDisputeCase(id: string | null) {
  return useQuery({
    queryKey: [...adminQueryKey, 'disputes', 'case', id],
    queryFn: ({ signal }) => api.get('/admin/disputes/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useAskDisputeQuestion() {
  return useCaseAction(({ id, input }: { id: string; input: AskDisputeQuestionInput }) =>
    api.post('/admin/disputes/:id/questions', { params: { id }, body: input }),
  );
}

export function useResolveDispute() {
  return useCaseAction(({ id, input }: { id: string; input: ResolveDisputeInput }) =>
    api.post('/admin/disputes/:id/resolve', { params: { id }, body: input }),
  );
}
