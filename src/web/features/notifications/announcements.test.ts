import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { NotificationEvent } from './notification-cache.ts';
import { selectAnnouncement } from './announcements.ts';

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

function created(notification: Notification): NotificationEvent {
  return { type: 'notification.created', data: { notification, unreadCount: 1 } };
}

function listOf(...items: Notification[]): NotificationList {
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

describe('selectAnnouncement', () => {
  it('announces each new notification still unread in the cache', () => {
    const a = makeNotification('a');
    const b = makeNotification('b');
    expect(selectAnnouncement([created(a), created(b)], listOf(b, a))).toEqual({
      kind: 'each',
      notifications: [a, b],
    });
  });

  it('skips ones read or deleted later in the same batch', () => {
    const a = makeNotification('a');
    const b = makeNotification('b');
    const events: NotificationEvent[] = [
      created(a),
      created(b),
      { type: 'notification.updated', data: { notification: { ...a, isRead: true }, unreadCount: 1 } },
      { type: 'notification.deleted', data: { id: 'b', unreadCount: 0 } },
    ];
    expect(selectAnnouncement(events, listOf({ ...a, isRead: true }))).toEqual({ kind: 'none' });
  });

  it('announces a notification sent twice (a replay) once', () => {
    const a = makeNotification('a');
    expect(selectAnnouncement([created(a), created(a)], listOf(a))).toEqual({ kind: 'each', notifications: [a] });
  });

  it('announces nothing for a batch without new notifications', () => {
    const events: NotificationEvent[] = [{ type: 'notifications.read-all', data: { unreadCount: 0 } }];
    expect(selectAnnouncement(events, listOf())).toEqual({ kind: 'none' });
  });

  it('announces up to 3 one by one, and more as one summary', () => {
    const three = ['a', 'b', 'c'].map((id) => makeNotification(id));
    expect(selectAnnouncement(three.map(created), listOf(...three))).toEqual({ kind: 'each', notifications: three });

    const four = ['a', 'b', 'c', 'd'].map((id) => makeNotification(id));
    const readOne = makeNotification('e', { isRead: true });
    expect(selectAnnouncement([...four, readOne].map(created), listOf(readOne, ...four))).toEqual({
      kind: 'summary',
      count: 4,
    });
  });

  it("uses the event's own read state when no list is cached", () => {
    const a = makeNotification('a');
    const b = makeNotification('b', { isRead: true });
    expect(selectAnnouncement([created(a), created(b)], undefined)).toEqual({ kind: 'each', notifications: [a] });
  });
});
