import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/schemas/accounts.ts';
import { api } from '#web/lib/api-client.ts';

// Maintenance mode and the support address: read by the guards, the maintenance page and any page that shows
// where to get help, so it lives beside the session rather than in one feature.

export const publicSettingsQueryKey = ['public-settings'] as const;

export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => api.get<PublicSettings>('/settings/public', { signal }),
  });
}
