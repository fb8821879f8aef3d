// The member's digest (issue 34): emails of the kinds they get daily or weekly are held at send time
// (email-screen.ts) and gathered here into one email at 08:00 on their own clock, every day or on Mondays. Each
// held email goes into one digest only (its status moves to 'digested'); a kind turned off since is dropped, and
// one set back to 'at once' is sent on its own.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notificationKinds, type NotificationKind } from '#shared/notification-kinds.ts';
import type { AppContext } from '../../context.ts';
import { emailOutbox, scheduledJobs } from '../../db/schema/index.ts';
import { emailDueAt, emailJob, enqueueEmail } from '../../platform/email/outbox.ts';
import type { DigestSection } from '../../platform/email/notice-templates.tsx';
import { scheduleJob } from '../../platform/jobs.ts';
import { findNextLocalTime, findQuietHoursEnd, readLocalTime } from '../../platform/local-time.ts';
import { digestMinutes, monday, noticeDigestJob } from './digest-schedule.ts';
import { describeDigestItem, findEmailKinds } from './email-kinds.ts';
import { readMemberChannels } from './preferences.ts';

const weekMs = 7 * 24 * 60 * 60 * 1000;
const itemsPerSection = 20;

type Held = typeof emailOutbox.$inferSelect;

export async function sendNoticeDigest(ctx: AppContext, userId: string): Promise<void> {
  const channels = await readMemberChannels(ctx.db, userId);
  if (!channels) return;
  const now = ctx.clock();
  const quietEnd = findQuietHoursEnd(now, channels.quiet);
  if (quietEnd !== null) {
    await scheduleJob(ctx.db, { kind: noticeDigestJob, key: userId, runAt: new Date(quietEnd) });
    return;
  }
  const queued = await ctx.db.transaction(async (tx) => {
    const held = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, channels.email), eq(emailOutbox.status, 'held')))
      .orderBy(asc(emailOutbox.createdAt))
      .for('update');
    // Mondays, or a week after the oldest weekly email waited (a run missed while the server was down).
    const weeklyDue =
      readLocalTime(now, channels.quiet.timeZone).weekday === monday ||
      held.some((email) => now - email.createdAt.getTime() >= weekMs);
    const gathered = new Map<NotificationKind, Held[]>();
    const dropped: string[] = [];
    const released: string[] = [];
    let waiting = false;
    for (const email of held) {
      const [kind] = findEmailKinds(email.template, email.payload);
      const frequency = kind ? channels.kinds[kind].email : 'off';
      if (!kind || frequency === 'off') dropped.push(email.id);
      else if (frequency === 'instant') released.push(email.id);
      else if (frequency === 'daily' || weeklyDue) gathered.set(kind, [...(gathered.get(kind) ?? []), email]);
      else waiting = true;
    }
    if (dropped.length > 0) {
      await tx.update(emailOutbox).set({ status: 'skipped' }).where(inArray(emailOutbox.id, dropped));
    }
    if (released.length > 0) {
      await tx.update(emailOutbox).set({ status: 'pending' }).where(inArray(emailOutbox.id, released));
      await tx
        .insert(scheduledJobs)
        .values(released.map((id) => ({ kind: emailJob, key: id, runAt: emailDueAt })))
        .onConflictDoNothing();
    }
    if (gathered.size > 0) {
      const kinds = notificationKinds.filter((kind) => gathered.has(kind));
      await enqueueEmail(tx, {
        to: channels.email,
        template: 'notice_digest',
        payload: {
          fullName: channels.fullName,
          kinds,
          sections: kinds.map((kind) => presentSection(kind, gathered.get(kind) ?? [])),
        },
      });
      const ids = [...gathered.values()].flat().map((email) => email.id);
      await tx.update(emailOutbox).set({ status: 'digested' }).where(inArray(emailOutbox.id, ids));
    }
    // The weekly kinds' emails wait for Monday.
    if (waiting) {
      await scheduleJob(tx, {
        kind: noticeDigestJob,
        key: userId,
        runAt: new Date(findNextLocalTime(now, channels.quiet.timeZone, digestMinutes, monday)),
      });
    }
    return gathered.size > 0 || released.length > 0;
  });
  if (queued) ctx.email.kick();
}

// Its kind and counts: the template words its heading and the line for the emails beyond the listed ones.
function presentSection(kind: NotificationKind, emails: Held[]): DigestSection {
  const items = emails.slice(0, itemsPerSection).map((email) => describeDigestItem(email.template, email.payload));
  return { kind, items, more: emails.length - items.length };
}
