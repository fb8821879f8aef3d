// When a member's digest goes (digest.ts): 08:00 on their own clock, every day while a kind is daily, else on Mondays.
import { sql } from 'drizzle-orm';
import { notificationKinds } from '#shared/notification-kinds.ts';
import type { Database } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { findNextLocalTime } from '../../platform/local-time.ts';
import type { MemberChannels } from './preferences.ts';

/** The scheduled job kind that sends one member's digest; its key is the member's id. */
export const noticeDigestJob = 'notifications.digest';

export const digestMinutes = 8 * 60;
export const monday = 1;

function findNextDigestAt(now: number, channels: MemberChannels): Date {
  const daily = notificationKinds.some((kind) => channels.kinds[kind].email === 'daily');
  const { timeZone } = channels.quiet;
  return new Date(findNextLocalTime(now, timeZone, digestMinutes, daily ? undefined : monday));
}

/** Makes the member's next digest due, keeping an earlier run already scheduled. */
export async function scheduleNoticeDigest(ctx: { db: Database; clock: Clock }, channels: MemberChannels) {
  const runAt = findNextDigestAt(ctx.clock(), channels);
  await ctx.db
    .insert(scheduledJobs)
    .values({ kind: noticeDigestJob, key: channels.userId, runAt })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.key],
      set: { runAt: sql`LEAST(${scheduledJobs.runAt}, excluded.run_at)` },
    });
}
