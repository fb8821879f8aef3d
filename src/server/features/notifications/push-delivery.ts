// Notifications by push (issue 34): a job per notification and device, scheduled with the notification when the
// member gets its kind by push, and sent by the job runner with their settings read again at send time.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { kindOfNotification } from '#shared/notification-kinds.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notifications, pushSubscriptions, sessions } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/ids.ts';
import { dueAtOnce, scheduleJob } from '../../platform/jobs.ts';
import { findQuietHoursEnd } from '../../platform/local-time.ts';
import { pushTimeToLiveSeconds } from '../../platform/push/sender.ts';
import { type MemberChannels, readMemberChannels } from './preferences.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** The scheduled job kind that pushes one notification to one device; its key is `notificationId:deviceId`. */
export const pushJob = 'push.deliver';

function isPushedTo(channels: MemberChannels, type: string): boolean {
  const kind = kindOfNotification[type as keyof typeof kindOfNotification];
  return kind !== undefined && channels.kinds[kind].push;
}

/**
 * Makes a push of the notification due for each of its member's devices, in the notification's own transaction, so
 * that one goes out exactly when the notification committed; only kinds the member gets by push. A notification rewritten before its push went out (a conversation's next message) moves the
 * one job rather than adding another.
 */
export async function schedulePushes(
  tx: Executor,
  notices: { notification: Pick<NotificationRow, 'id' | 'userId' | 'type'>; channels: MemberChannels }[],
): Promise<void> {
  const pushed = notices.filter(({ notification, channels }) => isPushedTo(channels, notification.type));
  if (pushed.length === 0) return;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(pushed.map(({ notification }) => notification.userId))]));
  for (const { notification } of pushed) {
    for (const device of devices.filter((d) => d.userId === notification.userId)) {
      await scheduleJob(tx, { kind: pushJob, key: `${notification.id}:${device.id}`, runAt: dueAtOnce });
    }
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
  // The member's settings as they are now: push turned off since, or quiet hours that hold it until they end.
  const channels = await readMemberChannels(ctx.db, notification.userId);
  if (!channels || !isPushedTo(channels, notification.type)) return;
  const quietEnd = findQuietHoursEnd(ctx.clock(), channels.quiet);
  if (quietEnd !== null) {
    await scheduleJob(ctx.db, { kind: pushJob, key, runAt: new Date(quietEnd) });
    return;
  }
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
