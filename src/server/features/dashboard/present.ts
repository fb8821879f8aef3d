import type { Dashboard } from '#shared/schemas/dashboard.ts';
import type { DashboardActions } from '#shared/schemas/dashboard-actions.ts';
import { presentNotification } from '../notifications/service.ts';
import type { ActionItemRow } from './actions.ts';
import type { DashboardFigures } from './service.ts';

export function presentDashboard(figures: DashboardFigures): Dashboard {
  return { ...figures, recentActivity: figures.recentActivity.map(presentNotification) };
}

export function presentActionItems(items: ActionItemRow[]): DashboardActions {
  return { items: items.map((item) => ({ ...item, since: item.since.toISOString() })) };
}
