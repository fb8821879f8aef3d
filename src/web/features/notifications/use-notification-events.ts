import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timings } from '#shared/constants.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import {
  type NotificationEvent,
  notificationEventTypes,
  notificationsQueryKey,
  updateNotificationCache,
} from './api.ts';
import { createEventBatcher } from './event-batcher.ts';

// Spec section 9: realtime events per second.
const maxRefreshesPerSecond = 2;

function readEventData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// The browser's own alert, only when the member allowed it (asked on a click in the bell, never on page load).
// The tag lets the browser show one alert when several tabs receive the same notification.
function showDesktopAlert({ id, title, message }: { id: string; title: string; message: string }): void {
  if (typeof window.Notification === 'undefined' || window.Notification.permission !== 'granted') return;
  try {
    const alert = new window.Notification(title, { body: message, tag: id });
    setTimeout(() => alert.close(), timings.notificationToastMs);
  } catch (error) {
    // Chrome on Android grants the permission yet refuses the constructor (alerts there need a service worker);
    // the toast has already told the member.
    console.warn('Desktop notification failed', error);
  }
}

function announce(events: NotificationEvent[]): void {
  for (const event of events) {
    if (event.type !== 'notification.created') continue;
    const { notification } = event.data;
    toast.notification(notification.title, notification.message);
    showDesktopAlert(notification);
  }
}

/**
 * Keeps the cached notifications in step with the server's event stream while a member is signed in: new ones
 * arrive, and reading, deleting or clearing in another tab or device shows here. The stream closes on sign-out
 * and unmount; on a dropped connection the browser reconnects by itself and resends Last-Event-ID, so the server
 * replays what was missed.
 */
export function useNotificationEvents(): void {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const batcher = createEventBatcher<NotificationEvent>({
      intervalMs: 1000 / maxRefreshesPerSecond,
      flush: (events) => {
        updateNotificationCache(queryClient, events);
        announce(events);
      },
    });
    for (const type of notificationEventTypes) {
      source.addEventListener(type, (message) => {
        const data = readEventData(message.data as string);
        if (data !== null) batcher.push({ type, data } as NotificationEvent);
      });
    }
    // Whatever happened between the list's first fetch and the stream's first open was in neither of them.
    source.addEventListener('open', () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), {
      once: true,
    });
    return () => {
      source.close();
      batcher.dispose();
    };
  }, [userId, queryClient]);
}
