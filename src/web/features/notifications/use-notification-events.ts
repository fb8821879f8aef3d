import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { timings } from '#shared/constants.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { subscribeLiveStreamOpen, useLiveEvents } from '#web/lib/live-events.ts';
import { toast } from '#web/lib/toast.ts';
import { type Announcement, selectAnnouncement } from './announcements.ts';
import { notificationEventTypes, notificationsQueryKey, updateNotificationCache } from './api.ts';

// The browser's own alert, only when the member allowed it (asked on a click in the bell, never on page load).
// The tag lets the browser show one alert when several tabs receive the same notification.
function showDesktopAlert({ tag, title, message }: { tag: string; title: string; message?: string }): void {
  if (typeof window.Notification === 'undefined' || window.Notification.permission !== 'granted') return;
  try {
    const alert = new window.Notification(title, { body: message, tag });
    setTimeout(() => alert.close(), timings.notificationToastMs);
  } catch (error) {
    // Chrome on Android grants the permission yet refuses the constructor (alerts there need a service worker);
    // the toast has already told the member.
    console.warn('Desktop notification failed', error);
  }
}

function announce(announcement: Announcement, intl: IntlShape): void {
  if (announcement.kind === 'summary') {
    const title = intl.formatMessage({ id: 'notifications.events.summary' }, { count: announcement.count });
    toast.notification(title);
    showDesktopAlert({ tag: 'notifications-summary', title });
    return;
  }
  if (announcement.kind === 'none') return;
  for (const { id, title, message } of announcement.notifications) {
    toast.notification(title, message);
    showDesktopAlert({ tag: id, title, message });
  }
}

/**
 * Keeps the cached notifications in step with the tab's event stream: new ones arrive and are announced, and
 * reading, deleting or clearing in another tab or device shows here. Every (re)connection rereads the list.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  const intl = useIntl();

  useLiveEvents(notificationEventTypes, (events) => {
    updateNotificationCache(queryClient, events);
    announce(selectAnnouncement(events, queryClient.getQueryData<NotificationList>(notificationsQueryKey)), intl);
  });
  useEffect(
    () =>
      subscribeLiveStreamOpen(() => {
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      }),
    [queryClient],
  );
}
