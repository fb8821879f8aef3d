// The system and the public settings: what a load balancer and every visitor's page ask before anything else.
import { endpoint } from '../endpoint.ts';
import { publicSettingsSchema } from '../schemas/accounts.ts';
import { healthSchema } from '../schemas/system.ts';

export const systemEndpoints = {
  // A database that is down answers 503 with the same report; a descriptor holds success bodies only, so the
  // route sets that status itself and the document lists the 200 alone.
  health: endpoint({
    method: 'GET',
    path: '/health',
    tag: 'system',
    summary: 'Liveness and database status',
    access: 'visitor',
    allowDuringMaintenance: true,
    allowSuspended: true,
    responses: { 200: healthSchema },
  }),
  publicSettings: endpoint({
    method: 'GET',
    path: '/settings/public',
    tag: 'settings',
    summary: 'What every visitor needs to know',
    access: 'visitor',
    allowDuringMaintenance: true,
    allowSuspended: true,
    responses: { 200: publicSettingsSchema },
  }),
};
