// An unanswered proposal expires after the platform's proposalExpiryDays: sending it, and each counter-offer, schedules
// its expiry job and a reminder to the member whose turn it is a day before (platform/jobs.ts); every move out of
// pending drops both, and the expiry job takes the clock's move (transitions.ts).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { cancelJob, isStillClaimed, type ScheduledJob, scheduleJob } from '../../platform/jobs.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { createNotification } from '../notifications/service.ts';
import { emailMember, otherPartyOf } from './deal-notices.ts';

export const proposalExpiryJob = 'proposal.expire';
export const proposalReminderJob = 'proposal.expiry-reminder';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * In the sending's (or counter-offer's) transaction: the proposal expires the setting's days from now by the app's
 * clock, and the member who answers it is reminded a day before if that is still ahead. The setting is read as of
 * the sending, so a change applies to proposals sent after it.
 */
export async function scheduleProposalExpiry(tx: Executor, ctx: Pick<AppContext, 'clock'>, proposalId: string) {
  const { proposalExpiryDays } = await readPlatformSettings(tx);
  const now = ctx.clock();
  const expiresAt = now + proposalExpiryDays * dayMs;
  await scheduleJob(tx, { kind: proposalExpiryJob, key: proposalId, runAt: new Date(expiresAt) });
  if (expiresAt - dayMs > now) {
    await scheduleJob(tx, { kind: proposalReminderJob, key: proposalId, runAt: new Date(expiresAt - dayMs) });
  }
}

/** In the transaction of a move out of pending, or of a counter-offer: neither job is due any more. */
export async function cancelProposalExpiry(tx: Executor, proposalId: string) {
  await cancelJob(tx, [proposalExpiryJob, proposalReminderJob], proposalId);
}

/**
 * The reminder job's handler: a day before a pending proposal expires, the member whose turn it is to answer hears
 * of it, by notification and email. One answered or countered meanwhile is left alone.
 */
export async function remindAnswerer(
  ctx: AppContext,
  proposalId: string,
  claim?: Pick<ScheduledJob, 'id' | 'attempts'>,
): Promise<void> {
  const queued = await transactWithEvents(ctx, async (tx) => {
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
    if (proposal?.status !== 'pending' || !proposal.offeredById) return false;
    // A counter-offer while this run waited scheduled a new reminder, for a version with its whole time ahead.
    if (claim && !(await isStillClaimed(tx, claim))) return false;
    const answerer = otherPartyOf(proposal, proposal.offeredById);
    if (!answerer) return false;
    await createNotification(tx, {
      userId: answerer,
      type: 'proposal_reminder',
      title: 'Proposal expires tomorrow',
      message: `The proposal for "${proposal.listingTitle}" expires tomorrow unless you accept, counter or decline it.`,
      relatedId: proposal.id,
    });
    await emailMember(tx, ctx.config.appUrl, 'proposal_reminder', proposal, answerer);
    return true;
  });
  if (queued) ctx.email.kick();
}
