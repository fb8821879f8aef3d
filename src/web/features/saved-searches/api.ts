import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchInput, SavedSearch, UpdateSavedSearchInput } from '#shared/schemas/saved-searches.ts';
import { api } from '#web/lib/api-client.ts';

// A member's saved searches, and the digest's unsubscribe link (signed out: the token is the only credential).

const savedSearchesKey = ['saved-searches'] as const;
const unsubscribeKey = (token: string) => ['saved-search-unsubscribe', token] as const;

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => api.get('/me/saved-searches', { signal }),
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CreateSavedSearchInput> & Pick<CreateSavedSearchInput, 'name' | 'query'>) =>
      api.post('/me/saved-searches', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchInput & { id: string }) =>
      api.patch('/me/saved-searches/:id', { params: { id }, body }),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (searches) =>
        searches?.map((search) => (search.id === updated.id ? updated : search)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/me/saved-searches/:id', { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (searches) => searches?.filter((s) => s.id !== id)),
  });
}

/** Which searches the link stands for; reading it changes nothing. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => api.get('/saved-searches/unsubscribe', { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/saved-searches/unsubscribe', { query: { token } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(unsubscribeKey(token), answer);
      void queryClient.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
}
