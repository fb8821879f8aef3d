import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { applyNotificationEvent, applyNotificationEvents } from './notification-cache.ts';

function makeNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'offer_received',
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead: false,
    relatedId: null,
    createdAt: '2024-06-15T12:00:00.000Z',
    ...overrides,
  };
}

const list: NotificationList = {
  items: [makeNotification('b'), makeNotification('a', { isRead: true })],
  unreadCount: 1,
};

describe('applyNotificationEvent', () => {
  it('puts a new notification first and takes the count from the event', () => {
    const next = applyNotificationEvent(list, {
      type: 'notification.created',
      data: { notification: makeNotification('c'), unreadCount: 2 },
    });
    expect(next.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('does not repeat a notification sent twice (a reconnect resends)', () => {
    const event = {
      type: 'notification.created' as const,
      data: { notification: makeNotification('c'), unreadCount: 2 },
    };
    const next = applyNotificationEvents(list, [event, event]);
    expect(next.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps only the 50 newest', () => {
    const full: NotificationList = {
      items: Array.from({ length: 50 }, (_, index) => makeNotification(String(index))),
      unreadCount: 50,
    };
    const next = applyNotificationEvent(full, {
      type: 'notification.created',
      data: { notification: makeNotification('new'), unreadCount: 51 },
    });
    expect(next.items).toHaveLength(50);
    expect(next.items[0]?.id).toBe('new');
    expect(next.items.at(-1)?.id).toBe('48');
  });

  it('replaces an updated notification in place', () => {
    const next = applyNotificationEvent(list, {
      type: 'notification.updated',
      data: { notification: makeNotification('b', { isRead: true }), unreadCount: 0 },
    });
    expect(next.items.map((item) => [item.id, item.isRead])).toEqual([
      ['b', true],
      ['a', true],
    ]);
    expect(next.unreadCount).toBe(0);
  });

  it('removes a deleted notification, and ignores one it does not hold', () => {
    const next = applyNotificationEvent(list, { type: 'notification.deleted', data: { id: 'b', unreadCount: 0 } });
    expect(next).toEqual({ items: [list.items[1]], unreadCount: 0 });
    const again = applyNotificationEvent(next, { type: 'notification.deleted', data: { id: 'b', unreadCount: 0 } });
    expect(again).toEqual(next);
  });

  it('marks every notification read', () => {
    const next = applyNotificationEvent(list, { type: 'notifications.read-all', data: { unreadCount: 0 } });
    expect(next.items.every((item) => item.isRead)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });

  it('empties the list when cleared', () => {
    expect(applyNotificationEvent(list, { type: 'notifications.cleared', data: { unreadCount: 0 } })).toEqual({
      items: [],
      unreadCount: 0,
    });
  });
});
