// When a member's digest goes (digest.ts): 08:00 on their own clock, daily, or on Mondays for the weekly kinds.
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notification-kinds.ts';
import type { Database } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { findNextLocalTime } from '../../platform/local-time.ts';
import type { MemberChannels } from './preferences.ts';

/** The scheduled job kind that sends one member's digest; its key is the member's id. */
export const noticeDigestJob = 'notifications.digest';

export const digestMinutes = 8 * 60;
export const monday = 1;

/**
 * Makes the member's next digest due for an email of these kinds held for it: tomorrow's (or today's) 08:00 when one
 * of them is daily, else Monday's. A run already scheduled earlier keeps its time.
 */
export async function scheduleNoticeDigest(
  ctx: { db: Database; clock: Clock },
  channels: MemberChannels,
  kinds: NotificationKind[],
) {
  const daily = kinds.some((kind) => channels.kinds[kind].email === 'daily');
  const runAt = new Date(
    findNextLocalTime(ctx.clock(), channels.quiet.timeZone, digestMinutes, daily ? undefined : monday),
  );
  await ctx.db
    .insert(scheduledJobs)
    .values({ kind: noticeDigestJob, key: channels.userId, runAt })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.key],
      // A digest running now may have read the held emails before this one: scheduled again, it is kept, not
      // removed as done (platform/jobs.ts), and runs once more.
      set: { runAt: sql`LEAST(${scheduledJobs.runAt}, excluded.run_at)`, attempts: 0 },
    });
}
