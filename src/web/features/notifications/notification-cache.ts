import { limits } from '#shared/constants.ts';
import type { NotificationEventMap, NotificationList } from '#shared/schemas/notifications.ts';

// One reducer for the cached list: the live events and the responses to this tab's own actions carry the same
// facts, so both go through here and the two paths cannot drift apart. Events may repeat (a reconnect resends
// what the server cannot tell was seen), so every case is idempotent.

/** What GET /api/events sends, as one value per event: its name and its data. */
export type NotificationEvent = {
  [Type in keyof NotificationEventMap]: { type: Type; data: NotificationEventMap[Type] };
}[keyof NotificationEventMap];

export function applyNotificationEvent(list: NotificationList, event: NotificationEvent): NotificationList {
  switch (event.type) {
    case 'notification.created': {
      const { notification, unreadCount } = event.data;
      const others = list.items.filter((item) => item.id !== notification.id);
      return { items: [notification, ...others].slice(0, limits.notificationListLimit), unreadCount };
    }
    case 'notification.updated': {
      const { notification, unreadCount } = event.data;
      return {
        items: list.items.map((item) => (item.id === notification.id ? notification : item)),
        unreadCount,
      };
    }
    case 'notification.deleted':
      return { items: list.items.filter((item) => item.id !== event.data.id), unreadCount: event.data.unreadCount };
    case 'notifications.read-all':
      return {
        items: list.items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
        unreadCount: event.data.unreadCount,
      };
    case 'notifications.cleared':
      return { items: [], unreadCount: event.data.unreadCount };
  }
}

export function applyNotificationEvents(list: NotificationList, events: NotificationEvent[]): NotificationList {
  return events.reduce(applyNotificationEvent, list);
}
