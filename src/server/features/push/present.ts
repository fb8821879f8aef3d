// What leaves the server of a push device: never its keys.
import type { PushDevice } from '#shared/schemas/push.ts';
import type { pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function presentPushDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    name: row.deviceName,
    endpoint: row.endpoint,
    addedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
