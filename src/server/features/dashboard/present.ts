import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { presentNotification } from '../notifications/service.ts';
import type { DashboardFigures } from './service.ts';

export function presentDashboard(figures: DashboardFigures): Dashboard {
  return { ...figures, recentActivity: figures.recentActivity.map(presentNotification) };
}
