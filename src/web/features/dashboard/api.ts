import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { subscribeLiveStreamOpen, useLiveEvents } from '#web/lib/live-events.ts';

export const dashboardQueryKey = ['dashboard'] as const;

/** The member's figures; reread on every visit, since a deal or a conversion elsewhere may have changed them. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
    refetchOnMount: 'always',
  });
}

// Everything the dashboard counts arrives with a notification or a proposal change (a deal completed, a listing
// decided, coins received), so those events, and a reconnected stream that may have missed some, reread it.
const dashboardEvents = [
  'notification.created',
  'notification.updated',
  'notification.deleted',
  'notifications.read-all',
  'notifications.cleared',
  'proposal.updated',
] as const;

export function useDashboardLiveUpdates() {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  useLiveEvents(dashboardEvents, reread);
  useEffect(
    () => subscribeLiveStreamOpen(() => void queryClient.invalidateQueries({ queryKey: dashboardQueryKey })),
    [queryClient],
  );
}
