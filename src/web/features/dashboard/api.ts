import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { dashboardActionsQueryKey, dashboardQueryKey } from './query-keys.ts';

/** The member's figures; reread on every visit, and live (app/live-invalidation.ts) while shown. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => api.get('/dashboard', { signal }),
    refetchOnMount: 'always',
  });
}

/** What waits for the member ('Needs your action'); live like the figures, under the same key. */
export function useDashboardActions() {
  return useQuery({
    queryKey: dashboardActionsQueryKey,
    queryFn: ({ signal }) => api.get('/dashboard/actions', { signal }),
    refetchOnMount: 'always',
  });
}
