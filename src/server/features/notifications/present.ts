import type { Notification } from '#shared/schemas/notifications.ts';
import type { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    relatedId: row.relatedId,
    createdAt: row.createdAt.toISOString(),
  };
}
