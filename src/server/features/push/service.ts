// A member's devices with push notifications on: each is one browser's PushSubscription (issue 34).
import { desc, eq } from 'drizzle-orm';
import type { AddPushDeviceInput } from '#shared/schemas/push.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { authorizePushDevice, pushDeviceNotFound } from './policy.ts';
import type { PushSubscriptionRow } from './present.ts';

const unknownPushService = 'Endpoint is not on a known push service';
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

// The server posts to every endpoint a member registers, so only the browsers' push services (config
// pushServiceHosts) are taken, over HTTPS: never an address inside the server's own network. Plain HTTP is allowed
// only to this machine, for a push service the tests run.
function isKnownPushService(endpoint: string, hosts: string[]): boolean {
  const { protocol, hostname } = new URL(endpoint);
  if (protocol !== 'https:' && !(protocol === 'http:' && loopbackHosts.has(hostname))) return false;
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

export async function findPushDevices(db: Database, member: Member): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, member.id))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/**
 * Turns push on for a browser. A browser keeps one subscription whoever signs in on it, so an endpoint already
 * known passes to this member with its new keys: the member who signed out there no longer gets pushes on it.
 */
export async function addPushDevice(
  ctx: Pick<AppContext, 'db' | 'config'>,
  member: Member,
  sessionId: string,
  input: AddPushDeviceInput,
): Promise<PushSubscriptionRow> {
  if (!isKnownPushService(input.endpoint, ctx.config.pushServiceHosts)) {
    throw badRequest('VALIDATION_ERROR', unknownPushService, { endpoint: unknownPushService });
  }
  const { db } = ctx;
  const values = {
    userId: member.id,
    sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceName: input.name,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  if (!row) throw new Error('push subscription insert returned nothing');
  return row;
}

export async function removePushDevice(db: Database, member: Member, id: string): Promise<void> {
  if (!isUuid(id)) throw pushDeviceNotFound();
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  if (!device) throw pushDeviceNotFound();
  authorizePushDevice(member, { device }, 'manage');
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
