import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timings } from '#shared/constants.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { readSessionUser, useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { type Announcement, selectAnnouncement } from './announcements.ts';
import {
  type NotificationEvent,
  notificationEventTypes,
  notificationsQueryKey,
  updateNotificationCache,
} from './api.ts';
import { createEventBatcher } from './event-batcher.ts';
import { reconnectDelayMs } from './reconnect-backoff.ts';

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

function announce(announcement: Announcement): void {
  if (announcement.kind === 'summary') {
    const title = `${announcement.count} new notifications`;
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
 * Keeps the cached notifications in step with the server's event stream while a member is signed in: new ones
 * arrive, and reading, deleting or clearing in another tab or device shows here. The stream closes on sign-out
 * and unmount. On a dropped connection the browser reconnects by itself and resends Last-Event-ID, so the server
 * replays what was missed; but after an error answer (500, 502, 401) the browser gives up for good, so the stream
 * is rebuilt here with the last id seen.
 */
export function useNotificationEvents(): void {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const batcher = createEventBatcher<NotificationEvent>({
      intervalMs: 1000 / maxRefreshesPerSecond,
      flush: (events) => {
        updateNotificationCache(queryClient, events);
        announce(selectAnnouncement(events, queryClient.getQueryData<NotificationList>(notificationsQueryKey)));
      },
    });
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let failedAttempts = 0;
    // A rebuilt stream is a new EventSource, which does not know the old one's Last-Event-ID; the query parameter
    // carries it instead so the server still replays what was missed.
    let lastEventId = '';

    const connect = () => {
      retryTimer = null;
      // The session may have ended while waiting (a 401 is one reason the stream closed).
      if (!readSessionUser(queryClient)) return;
      const url = lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/api/events';
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      for (const type of notificationEventTypes) {
        current.addEventListener(type, (message) => {
          if (message.lastEventId) lastEventId = message.lastEventId;
          const data = readEventData(message.data as string);
          if (data !== null) batcher.push({ type, data } as NotificationEvent);
        });
      }
      // Whatever happened before this open (since the list's first fetch, or while disconnected) may be in neither
      // the cached list nor the stream, so every open rereads the list.
      current.addEventListener('open', () => {
        failedAttempts = 0;
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      });
      current.addEventListener('error', () => {
        // CONNECTING means the browser is already retrying by itself.
        if (current.readyState !== EventSource.CLOSED || !readSessionUser(queryClient)) return;
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      });
    };

    connect();
    return () => {
      if (retryTimer !== null) clearTimeout(retryTimer);
      source?.close();
      batcher.dispose();
    };
  }, [userId, queryClient]);
}
