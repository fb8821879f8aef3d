import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { untypedApi } from '#web/lib/api-client.ts';
import { dashboardQueryKey } from './query-keys.ts';

export { dashboardQueryKey } from './query-keys.ts';

/** The member's figures; reread on every visit, and live (app/live-invalidation.ts) while shown. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => untypedApi.get<Dashboard>('/dashboard', { signal }),
    refetchOnMount: 'always',
  });
}
