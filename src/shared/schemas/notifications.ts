// Notifications (the bell) and the realtime events that keep every open tab in step with them.
import { z } from 'zod';
import type { NotificationType } from '../constants.ts';

export const notificationSchema = z.object({
  id: z.string(),
  // Not an enum: types arrive with features, and the web shows a default icon for one it does not know.
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

/**
 * Which notification types each dashboard sidebar badge counts (docs/decisions/007-sidebar-badges.md): proposals
 * have no read state of their own, so a badge is the member's unread notifications of that section.
 */
export const notificationSections = {
  messages: ['message_received'],
  bids: ['offer_received', 'offer_accepted', 'offer_declined', 'proposal_expired'],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationSection = keyof typeof notificationSections;

/** GET /api/notifications/unread-counts: all unread, and unread per sidebar section. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  messages: z.number().int(),
  bids: z.number().int(),
} satisfies Record<'total' | NotificationSection, z.ZodNumber>);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });

/** What GET /api/events carries for notifications: the SSE `event:` name and its `data:` JSON. */
export type NotificationEventMap = {
  'notification.created': { notification: Notification; unreadCount: number };
  'notification.updated': { notification: Notification; unreadCount: number };
  'notification.deleted': { id: string; unreadCount: number };
  'notifications.cleared': { unreadCount: number };
  'notifications.read-all': { unreadCount: number };
};
