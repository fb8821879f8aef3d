// What admin/ serves itself: the platform settings, the stats row and Recent Activity (the audit log). The admin's
// actions on members, listings, money, feedback, support and reports are described by their own features.
import { endpoint } from '../endpoint.ts';
import {
  adminStatsSchema,
  auditListQuerySchema,
  auditPageSchema,
  platformSettingsSchema,
  updatePlatformSettingsSchema,
} from '../schemas/admin.ts';

export const adminEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/settings',
    tag: 'admin',
    summary: 'The platform settings',
    access: 'admin',
    responses: { 200: platformSettingsSchema },
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/admin/settings',
    tag: 'admin',
    summary: 'Change platform settings (maintenance, auto-approve, rate limits, deal windows, coin prices and rate)',
    access: 'admin',
    body: updatePlatformSettingsSchema,
    responses: { 200: platformSettingsSchema },
    codes: ['CASH_OUT_RULE'],
  }),
  stats: endpoint({
    method: 'GET',
    path: '/admin/stats',
    tag: 'admin',
    summary: 'The stats row',
    access: 'admin',
    responses: { 200: adminStatsSchema },
  }),
  audit: endpoint({
    method: 'GET',
    path: '/admin/audit',
    tag: 'admin',
    summary: 'Recent Activity: the audit log of admin actions, newest first',
    access: 'admin',
    query: auditListQuerySchema,
    responses: { 200: auditPageSchema },
  }),
};
