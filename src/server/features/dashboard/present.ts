import type { Dashboard } from '#shared/schemas/dashboard.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { NotificationRow } from '../notifications/service.ts';
import type { DashboardFigures } from './service.ts';

// The bell's shape (notifications/present.ts), which a feature outside notifications may not import.
function presentActivity(row: NotificationRow): Notification {
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

export function presentDashboard(figures: DashboardFigures): Dashboard {
  return { ...figures, recentActivity: figures.recentActivity.map(presentActivity) };
}
