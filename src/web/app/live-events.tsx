import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/schemas/accounts.ts';
import { realtimeEventTypes } from '#shared/schemas/events.ts';
import { invalidateEverythingLive, invalidateForEvents } from '#web/app/live-invalidation.ts';
import { subscribeLiveStreamOpen, useLiveEventStream, useLiveEvents } from '#web/lib/live-events.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings.ts';

/**
 * The tab's event stream, and what the app itself does with it: every event makes stale the queries the one table
 * names (live-invalidation.ts), and maintenance switched by an admin takes effect in every open tab at once (the
 * guards read the public settings).
 */
export function LiveEvents() {
  const queryClient = useQueryClient();
  useLiveEventStream();

  useLiveEvents(realtimeEventTypes, (events) => invalidateForEvents(queryClient, events));
  useLiveEvents(['settings.changed'], (events) => {
    const { maintenanceMode } = events.at(-1)!.data;
    // Set from the event rather than refetched: another server process may still hold the old value for a second.
    queryClient.setQueryData<PublicSettings>(publicSettingsQueryKey, (settings) =>
      settings ? { ...settings, maintenanceMode } : settings,
    );
  });
  useEffect(
    () =>
      subscribeLiveStreamOpen(() => {
        void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
        invalidateEverythingLive(queryClient);
      }),
    [queryClient],
  );
  return null;
}
