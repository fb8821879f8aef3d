// The member dashboard: the signed-in member's own figures (the rules behind each are in decision 011).
import { endpoint } from '../endpoint.ts';
import { dashboardSchema } from '../schemas/dashboard.ts';
import { dashboardActionsSchema } from '../schemas/dashboard-actions.ts';

export const dashboardEndpoints = {
  figures: endpoint({
    method: 'GET',
    path: '/dashboard',
    tag: 'dashboard',
    summary: "The member's earnings, coins, listings, charts and latest notifications",
    access: 'member',
    responses: { 200: dashboardSchema },
  }),
  actions: endpoint({
    method: 'GET',
    path: '/dashboard/actions',
    tag: 'dashboard',
    summary:
      'What waits for the member: versions to answer, deliveries to confirm, cancellations asked of them, dispute statements and answers, listings to edit',
    access: 'member',
    responses: { 200: dashboardActionsSchema },
  }),
};
