import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

// Apart from the marketplace's api.ts: the header is on every page's first load, and that module brings mutations.

/**
 * The header search's suggestions for what is typed (trimmed, 2 to 100 characters, else none are asked for). A
 * newer text's request replaces the older one, which is cancelled through its signal.
 */
export function useOfferSuggestions(q: string) {
  return useQuery({
    queryKey: ['offers', 'suggestions', q],
    queryFn: ({ signal }) => api.get('/offers/suggestions', { query: { q }, signal }),
    enabled: q.length >= 2 && q.length <= 100,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
