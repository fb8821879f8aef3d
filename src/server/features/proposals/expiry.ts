// An unanswered proposal expires after the platform's proposalExpiryDays: sending it schedules its expiry job
// (platform/jobs.ts), every move out of pending drops that job, and the job takes the clock's move (transitions.ts).
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { cancelJob, scheduleJob } from '../../platform/jobs.ts';
import { readPlatformSettings } from '../../platform/settings.ts';

export const proposalExpiryJob = 'proposal.expire';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * In the sending's transaction: the proposal expires the setting's days from now by the app's clock. The setting is
 * read as of the sending, so a change applies to proposals sent after it.
 */
export async function scheduleProposalExpiry(tx: Executor, ctx: Pick<AppContext, 'clock'>, proposalId: string) {
  const { proposalExpiryDays } = await readPlatformSettings(tx);
  await scheduleJob(tx, {
    kind: proposalExpiryJob,
    key: proposalId,
    runAt: new Date(ctx.clock() + proposalExpiryDays * dayMs),
  });
}

/** In the transaction of a move out of pending: the proposal was answered, so it no longer expires. */
export async function cancelProposalExpiry(tx: Executor, proposalId: string) {
  await cancelJob(tx, proposalExpiryJob, proposalId);
}
