import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { dashboardQueryKey } from './query-keys.ts';

export { dashboardQueryKey } from './query-keys.ts';

/** The member's figures; reread on every visit, and live (app/live-invalidation.ts) while shown. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => api.get('/dashboard', { signal }),
    refetchOnMount: 'always',
  });
}
