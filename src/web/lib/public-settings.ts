import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

// Maintenance mode and the support address: read by the guards, the maintenance page and any page that shows
// where to get help, so it lives beside the session rather than in one feature.

export const publicSettingsQueryKey = ['public-settings'] as const;

// Visitors have no event stream to hear the admin's switch on, so an open tab asks again this often (the response is
// two fields, read by key); members hear settings.changed at once.
export const visitorSettingsCheckMs = 10_000;
// A tab coming back to the front re-checks once this is passed.
const settingsStaleMs = 5_000;

/** Read by every page, and first by every server render. */
export const publicSettingsQuery = {
  queryKey: publicSettingsQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/settings/public', { signal }),
  staleTime: settingsStaleMs,
};

export function usePublicSettings({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...publicSettingsQuery, refetchInterval: poll ? visitorSettingsCheckMs : false });
}
