// A member's Settings → Notifications through the API: the defaults with some kinds changed.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  defaultKindChannels,
  type KindChannels,
  notificationKinds,
  type NotificationKind,
} from '#shared/notification-kinds.ts';

export type NotificationChoices = Partial<Record<NotificationKind, Partial<KindChannels>>>;

export async function chooseNotifications(
  app: FastifyInstance,
  member: { cookie: string },
  changes: NotificationChoices,
  extra: { quietHours?: { start: string; end: string } | null; timeZone?: string } = {},
): Promise<void> {
  const kinds = notificationKinds.map((kind) => ({ kind, ...defaultKindChannels[kind], ...changes[kind] }));
  const res = await app.inject({
    method: 'PUT',
    url: '/api/me/notification-preferences',
    headers: { cookie: member.cookie },
    payload: { kinds, quietHours: null, timeZone: 'UTC', ...extra },
  });
  expect(res.statusCode).toBe(200);
}
