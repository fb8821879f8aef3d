// A delivered deal completes by itself after the platform's autoCompleteDays unless its payer confirms first:
// delivering schedules the automatic completion and a reminder to the payer a day before it (platform/jobs.ts),
// every move out of delivered drops both, and the completion job takes the clock's move (transitions.ts).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { proposals, scheduledJobs } from '../../db/schema/index.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { cancelJob, scheduleJob } from '../../platform/jobs.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { emailConfirmers, notifyConfirmers } from './deal-notices.ts';
import { guardHolds } from './process.ts';
import type { ProposalRow } from './types.ts';

export const autoCompleteJob = 'proposal.auto-complete';
export const completionReminderJob = 'proposal.completion-reminder';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * In the delivery's transaction: the deal completes the setting's days from now by the app's clock, and the payer is
 * reminded a day before if that is still ahead. The setting is read as of the delivery, so a change applies to deals
 * delivered after it. Returns when it completes.
 */
export async function scheduleCompletion(
  tx: Executor,
  ctx: Pick<AppContext, 'clock'>,
  proposalId: string,
): Promise<Date> {
  const { autoCompleteDays } = await readPlatformSettings(tx);
  const now = ctx.clock();
  const completesAt = new Date(now + autoCompleteDays * dayMs);
  await scheduleJob(tx, { kind: autoCompleteJob, key: proposalId, runAt: completesAt });
  const remindAt = completesAt.getTime() - dayMs;
  if (remindAt > now)
    await scheduleJob(tx, { kind: completionReminderJob, key: proposalId, runAt: new Date(remindAt) });
  return completesAt;
}

/** In the transaction of a move out of delivered: the deal is decided, so neither job is due any more. */
export async function cancelCompletion(tx: Executor, proposalId: string) {
  await cancelJob(tx, [autoCompleteJob, completionReminderJob], proposalId);
}

/** When a delivered deal completes by itself: its job's time, or null when none is scheduled. */
export async function findCompletionTime(db: Executor, proposalId: string): Promise<Date | null> {
  const [job] = await db
    .select({ runAt: scheduledJobs.runAt })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, autoCompleteJob), eq(scheduledJobs.key, proposalId)));
  return job?.runAt ?? null;
}

// Built once per language: a locale format is costly to make, and every delivery names a day.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** How the notices name the day a deal completes by itself, in their reader's language: 'Dec 4, 2026'. */
export function completionDay(at: Date, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(at);
}

/**
 * The reminder job's handler: a day before the automatic completion, the payer hears of it, by notification and
 * email, if the deal is still delivered; one confirmed or completed meanwhile is left alone.
 */
export async function remindPayer(ctx: AppContext, proposalId: string): Promise<void> {
  const queued = await transactWithEvents(ctx, async (tx) => {
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
    if (proposal?.status !== 'delivered') return false;
    // The automatic completion waits on the payer's request to cancel (process.ts), so no day is due to name.
    if (!guardHolds('no cancellation asked by the payer', proposal)) return false;
    const completesAt = await findCompletionTime(tx, proposal.id);
    if (!completesAt) return false;
    await sendReminder(tx, ctx, proposal, completesAt);
    return true;
  });
  if (queued) ctx.email.kick();
}

async function sendReminder(tx: EventTransaction, ctx: AppContext, proposal: ProposalRow, completesAt: Date) {
  await notifyConfirmers(tx, proposal, null, {
    type: 'completion_reminder',
    title: 'Confirm completion',
    message: (language) =>
      `"${proposal.listingTitle}" completes by itself on ${completionDay(completesAt, language)} unless you confirm it first.`,
  });
  await emailConfirmers(tx, ctx.config.appUrl, proposal, null, { template: 'completion_reminder', completesAt });
}
