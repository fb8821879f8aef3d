// A member's devices with push notifications on: each is one browser's PushSubscription (issue 34).
import { and, desc, eq, gt } from 'drizzle-orm';
import { pushedNotificationTypes } from '#shared/constants.ts';
import type { AddPushDeviceInput } from '#shared/schemas/push.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notifications, pushSubscriptions, sessions } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { dueAtOnce, scheduleJob } from '../../platform/jobs.ts';
import { pushTimeToLiveSeconds } from '../../platform/push/sender.ts';
import { authorizePushDevice, pushDeviceNotFound } from './policy.ts';
import type { PushSubscriptionRow } from './present.ts';

type NotificationRow = typeof notifications.$inferSelect;

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

const pushedTypes: ReadonlySet<string> = new Set(pushedNotificationTypes);

/** The scheduled job kind that pushes one notification to one device; its key is `notificationId:deviceId`. */
export const pushJob = 'push.deliver';

/**
 * Makes a push of the notification due for each of its member's devices, in the notification's own transaction, so
 * that one goes out exactly when the notification committed. A notification rewritten before its push went out (a
 * conversation's next message) moves the one job rather than adding another.
 */
export async function schedulePushes(
  tx: Executor,
  notification: Pick<NotificationRow, 'id' | 'userId' | 'type'>,
): Promise<void> {
  if (!pushedTypes.has(notification.type)) return;
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notification.userId));
  for (const device of devices) {
    await scheduleJob(tx, { kind: pushJob, key: `${notification.id}:${device.id}`, runAt: dueAtOnce });
  }
}

/**
 * Sends one push. Nothing goes to a device that changed hands, for a notification gone, or for one the member has
 * read in the app meanwhile. A device the push service has forgotten is dropped.
 */
export async function deliverPush(ctx: AppContext, key: string): Promise<void> {
  const [notificationId = '', deviceId = ''] = key.split(':');
  if (!isUuid(notificationId) || !isUuid(deviceId)) return;
  const [found] = await ctx.db
    .select({ notification: notifications, device: pushSubscriptions })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(pushSubscriptions.id, deviceId),
        gt(sessions.expiresAt, new Date(ctx.clock())),
      ),
    );
  if (!found || found.notification.isRead) return;
  // Past the push's time to live a phone would drop it anyway: a failing push service is not tried for ever.
  if (ctx.clock() - found.notification.createdAt.getTime() > pushTimeToLiveSeconds * 1000) return;
  const { notification, device } = found;
  // What the notification shows, and what the app needs to open it; nothing more leaves in the payload.
  const payload = JSON.stringify({
    id: notification.id,
    type: notification.type,
    relatedId: notification.relatedId,
    title: notification.title,
    body: notification.message,
  });
  // A newer push about the same thing replaces one the push service still holds for an offline phone.
  const topic = notification.relatedId?.replaceAll('-', '');
  const outcome = await ctx.push.send(device, payload, topic ? { topic } : {});
  if (outcome === 'refused') {
    ctx.log.error({ deviceId: device.id }, 'the push service refused a push for good; it is not tried again');
  } else if (outcome === 'gone') {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  } else {
    await ctx.db
      .update(pushSubscriptions)
      .set({ lastUsedAt: new Date(ctx.clock()) })
      .where(eq(pushSubscriptions.id, device.id));
  }
}
