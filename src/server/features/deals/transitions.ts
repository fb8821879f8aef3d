// The moves of the deal process (process.ts) carried out: each one transaction that locks the proposal row first,
// lets the policy refuse, runs the move's effects (effects.ts, and those a plugged feature hands in), sets the new
// state and records the step. The clock's moves (expire, auto-complete) run from their scheduled jobs.
import { and, eq } from 'drizzle-orm';
import type { ProposalStatus } from '#shared/constants.ts';
import { negotiationMessages, proposalMessages } from '#shared/schemas/proposal-messages.ts';
import type { AppContext } from '../../context.ts';
import { disputes, proposals, reviews } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { isStillClaimed, type ScheduledJob } from '../../platform/jobs.ts';
import type { Member } from '../../platform/guards.ts';
import { announceProposalChange } from './announce.ts';
import { canPayDeal, notifyPayerShort, PayerShortError } from './deal-coins.ts';
import { cancelCompletion } from './delivery.ts';
import { coreEffects } from './effects.ts';
import { cancelProposalExpiry } from './expiry.ts';
import { findDisputeRecord, hasAskedToCancel, recordStep } from './history.ts';
import { authorizeProposal, type ProposalAction } from './policy.ts';
import {
  type DealEffect,
  type DealTransitionName,
  dealTransitions,
  guardsHold,
  initialDealState,
  type PluggedEffect,
} from './process.ts';
import type { Effect, MoveInput, PluggedEffects, ProposalRow, Step } from './types.ts';
import { disputableUntil } from './window.ts';

/** Who opened the deal's open dispute; null when it was a member since deleted. */
async function findOpenDisputer(tx: EventTransaction, proposalId: string): Promise<string | null> {
  const [open] = await tx
    .select({ openedById: disputes.openedById })
    .from(disputes)
    .where(and(eq(disputes.proposalId, proposalId), eq(disputes.status, 'open')));
  return open?.openedById ?? null;
}

/** The facts only some actions read, each read only for them. */
async function readFacts(
  tx: EventTransaction,
  ctx: AppContext,
  member: Member,
  proposal: ProposalRow,
  action: ProposalAction,
) {
  const { id } = proposal;
  const reviewed =
    action === 'review' &&
    (await tx.$count(reviews, and(eq(reviews.proposalId, id), eq(reviews.reviewerId, member.id)))) > 0;
  const askedToCancel = action === 'request-cancellation' && (await hasAskedToCancel(tx, id, member.id));
  const disputeOpenedById = proposal.disputed ? await findOpenDisputer(tx, id) : null;
  const disputeWindowOpen =
    action !== 'open-dispute' || proposal.completedAt === null
      ? true
      : ctx.clock() < disputableUntil(proposal.completedAt, await readPlatformSettings(tx)).getTime();
  const disputes =
    action === 'open-dispute' ? await findDisputeRecord(tx, id, member.id) : { disputedBefore: false, ruled: false };
  return { proposal, reviewed, askedToCancel, disputeOpenedById, disputeWindowOpen, ...disputes };
}

/**
 * Locks the proposal for the change and checks, by the policy, that the member may take the action, and that an
 * answer to a pending proposal answers its latest version. A review or a message to the other party takes it too.
 */
export async function lockDeal(
  tx: EventTransaction,
  ctx: AppContext,
  member: Member,
  id: string,
  action: ProposalAction,
  version?: number,
): Promise<ProposalRow> {
  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  if (!proposal) throw notFound(proposalMessages.notFound);
  // The terms changed since the party read them: they answer what they have not seen. Asked before the policy, so a
  // member who lost a race to a counter-offer (theirs from another tab, or the other side's) hears that, not that
  // the turn has passed. A stranger learns nothing from it: the policy refuses them first.
  const party = member.id === proposal.senderId || member.id === proposal.receiverId;
  if (party && version !== undefined && proposal.status === 'pending' && version !== proposal.version) {
    throw conflict('STALE_VERSION', negotiationMessages.staleVersion);
  }
  authorizeProposal(member, await readFacts(tx, ctx, member, proposal, action), action);
  // Both members' event locks, in order, before anything below takes one of them alone.
  await lockMemberEvents(
    tx,
    [proposal.senderId, proposal.receiverId].filter((id) => id !== null),
  );
  return proposal;
}

// Completed by the app's clock: the dispute window, and the clearing of the deal's coins, count from it.
async function setStatus(tx: EventTransaction, ctx: AppContext, proposal: ProposalRow, status: ProposalStatus) {
  await tx
    .update(proposals)
    .set({ status, completedAt: status === 'completed' ? new Date(ctx.clock()) : null })
    .where(eq(proposals.id, proposal.id));
}

/**
 * Carries out a move on the locked proposal: its effects, its new state and its step in the history. A move out of
 * pending answers the proposal, so its expiry job goes in the same transaction; one out of delivered decides the
 * deal, so its completion and reminder jobs go.
 */
async function move(tx: EventTransaction, step: Step, plugged: PluggedEffects = {}) {
  const transition = dealTransitions[step.name];
  const from = step.proposal.status;
  const to = transition.to ?? from;
  for (const effect of transition.effects) await effectOf(step.name, effect, plugged)(tx, step);
  if (from === initialDealState && to !== from) await cancelProposalExpiry(tx, step.proposal.id);
  if (from === 'delivered' && to !== from) await cancelCompletion(tx, step.proposal.id);
  if (to !== from) await setStatus(tx, step.ctx, step.proposal, to);
  await announceProposalChange(tx, step.proposal);
  await recordStep(tx, {
    proposalId: step.proposal.id,
    actorId: step.member?.id ?? null,
    action: step.name,
    status: to,
    note: step.reason ?? null,
  });
}

const isCoreEffect = (effect: DealEffect): effect is Exclude<DealEffect, PluggedEffect> => effect in coreEffects;

/** How an effect of the move is carried out: by deals, or by the feature that handed it in. */
function effectOf(name: DealTransitionName, effect: DealEffect, plugged: PluggedEffects): Effect {
  const run = isCoreEffect(effect) ? coreEffects[effect] : plugged[effect];
  if (!run) throw new Error(`The ${name} move needs '${effect}', which the feature taking it did not hand in`);
  return run;
}

/**
 * Moves a proposal along the deal process: locks it, lets the policy refuse, then carries out the move, all in one
 * transaction; then wakes the email worker for any email queued. A payer short of coins refuses an acceptance.
 * `plugged` carries the effects a feature owns (proposals' counter-offer, disputes' case and ruling): an admin's
 * ruling goes this way too, from the disputes desk.
 */
export async function runDealMove(
  ctx: AppContext,
  member: Member,
  id: string,
  name: DealTransitionName,
  input: MoveInput = {},
  plugged: PluggedEffects = {},
) {
  const transition = dealTransitions[name];
  // Checked before the transaction: a move missing an effect is a wiring mistake, not a member's to hear of halfway.
  for (const effect of transition.effects) effectOf(name, effect, plugged);
  try {
    await transactWithEvents(ctx, async (tx) => {
      const proposal = await lockDeal(tx, ctx, member, id, name, input.version);
      await move(tx, { ctx, member, proposal, name, ...input }, plugged);
    });
  } catch (error) {
    // The refused acceptance left the proposal pending and wrote nothing; the payer still hears of it.
    if (error instanceof PayerShortError) await notifyPayerShort(ctx, error);
    throw error;
  }
  if (transition.effects.some((effect) => effect.startsWith('email'))) ctx.email.kick();
}

type Claim = Pick<ScheduledJob, 'id' | 'attempts'>;

/**
 * A clock's move, from its job's handler (`claim`, when run by one), taken by no member. A proposal moved on
 * meanwhile, or moved already by a run before, is left as it is, so running the job again changes nothing; so is one
 * whose job was scheduled again while this run waited for the proposal (a declined cancellation restarts the clock).
 */
async function takeClockMove(
  ctx: AppContext,
  id: string,
  name: 'expire' | 'auto-complete',
  claim?: Claim,
): Promise<void> {
  await transactWithEvents(ctx, async (tx) => {
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!proposal || !dealTransitions[name].from.includes(proposal.status)) return;
    if (claim && !(await isStillClaimed(tx, claim))) return;
    // The automatic completion waits on a cancellation the payer asked for; declining it starts the clock again.
    if (!guardsHold(name, proposal)) return;
    // A coins deal whose payer or provider is gone (older data) cannot be paid; it stays delivered.
    if (name === 'auto-complete' && !canPayDeal(proposal)) return;
    await lockMemberEvents(
      tx,
      [proposal.senderId, proposal.receiverId].filter((party) => party !== null),
    );
    await move(tx, { ctx, member: null, proposal, name });
  });
}

/** The expiry job's handler (expiry.ts). */
export const expireProposal = (ctx: AppContext, id: string, claim?: Claim) => takeClockMove(ctx, id, 'expire', claim);

/** The automatic completion job's handler (delivery.ts): the payer left the delivered deal unconfirmed. */
export const autoCompleteProposal = (ctx: AppContext, id: string, claim?: Claim) =>
  takeClockMove(ctx, id, 'auto-complete', claim);
