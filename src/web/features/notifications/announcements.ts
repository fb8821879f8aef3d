import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { NotificationEvent } from './notification-cache.ts';

// A reconnect replays what was missed; more than this many at once become one summary toast, since the app
// shows at most 20 toasts and a wall of them would push out everything else.
const maxSingleAnnouncements = 3;

export type Announcement =
  { kind: 'none' } | { kind: 'each'; notifications: Notification[] } | { kind: 'summary'; count: number };

/**
 * What a batch of events should announce, given the cached list after the batch was applied: only new
 * notifications still unread there (a replay may bring ones already read or deleted elsewhere), each once.
 * Without a cached list the event's own read state decides.
 */
export function selectAnnouncement(events: NotificationEvent[], list: NotificationList | undefined): Announcement {
  const cached = list && new Map(list.items.map((item) => [item.id, item]));
  const unread = new Map<string, Notification>();
  for (const event of events) {
    if (event.type !== 'notification.created') continue;
    const { notification } = event.data;
    const current = cached ? cached.get(notification.id) : notification;
    if (current && !current.isRead) unread.set(notification.id, current);
  }
  const notifications = [...unread.values()];
  if (notifications.length === 0) return { kind: 'none' };
  if (notifications.length > maxSingleAnnouncements) return { kind: 'summary', count: notifications.length };
  return { kind: 'each', notifications };
}
