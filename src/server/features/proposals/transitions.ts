// What happens to a proposal after it is sent: the moves of the deal process (process.ts) with their effects
// (effects.ts), and the actions that keep its state (a review of the other party once per completed deal, a message
// to them). Every change is one transaction that locks the proposal row first. The clock's moves (expire,
// auto-complete) run from their scheduled jobs.
import { and, eq } from 'drizzle-orm';
import type { ProposalStatus } from '#shared/constants.ts';
import {
  type CounterOfferInput,
  negotiationMessages,
  proposalMessages,
  type ReviewInput,
} from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import { disputes, offers, proposals, proposalVersions, reviews } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { disputableUntil } from '../disputes/service.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { isStillClaimed, type ScheduledJob } from '../../platform/jobs.ts';
import type { Member } from '../../platform/guards.ts';
import { findOrCreateConversation, notifyMessageReceived, sendMessage } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { canPayDeal, notifyPayerShort, PayerShortError } from './deal-coins.ts';
import { cancelCompletion } from './delivery.ts';
import { dealEffects, type Step } from './effects.ts';
import { cancelProposalExpiry } from './expiry.ts';
import { findDisputeRecord, hasAskedToCancel, recordStep } from './history.ts';
import { authorizeProposal, type ProposalAction } from './policy.ts';
import { type DealTransitionName, dealTransitions, guardsHold, initialDealState } from './process.ts';
import { announceProposalChange, findProposalForMember, type ProposalRow } from './service.ts';
import { changedTerms } from './versions.ts';

/** Who opened the deal's open dispute; null when it was a member since deleted. */
async function findOpenDisputer(tx: EventTransaction, proposalId: string): Promise<string | null> {
  const [open] = await tx
    .select({ openedById: disputes.openedById })
    .from(disputes)
    .where(and(eq(disputes.proposalId, proposalId), eq(disputes.status, 'open')));
  return open?.openedById ?? null;
}

/**
 * What a member's move comes with: the reason of the moves that take one, the version a pending proposal's answer
 * answers, a counter-offer's terms, a dispute's opening, an admin's ruling.
 */
export type MoveInput = Pick<Step, 'reason' | 'counter' | 'opening' | 'ruling'> & { version?: number };

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
 * answer to a pending proposal answers its latest version.
 */
async function lockProposal(
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
async function move(tx: EventTransaction, step: Step) {
  const transition = dealTransitions[step.name];
  const from = step.proposal.status;
  const to = transition.to ?? from;
  for (const effect of transition.effects) await dealEffects[effect](tx, step);
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

/**
 * Moves a proposal along the deal process: locks it, lets the policy refuse, then carries out the move, all in one
 * transaction; then wakes the email worker for any email queued. A payer short of coins refuses an acceptance.
 * An admin's ruling goes this way too, from the disputes desk.
 */
export async function runDealMove(
  ctx: AppContext,
  member: Member,
  id: string,
  name: DealTransitionName,
  input: MoveInput = {},
) {
  const transition = dealTransitions[name];
  try {
    await transactWithEvents(ctx, async (tx) => {
      const proposal = await lockProposal(tx, ctx, member, id, name, input.version);
      if (input.counter) await checkCounter(tx, proposal, input.counter);
      await move(tx, { ctx, member, proposal, name, ...input });
    });
  } catch (error) {
    // The refused acceptance left the proposal pending and wrote nothing; the payer still hears of it.
    if (error instanceof PayerShortError) await notifyPayerShort(ctx, error);
    throw error;
  }
  if (transition.effects.some((effect) => effect.startsWith('email'))) ctx.email.kick();
}

/** A member's move, answered with the proposal as they now see it. */
export async function takeDealAction(
  ctx: AppContext,
  member: Member,
  id: string,
  name: DealTransitionName,
  input: MoveInput = {},
) {
  await runDealMove(ctx, member, id, name, input);
  return findProposalForMember(ctx.db, member, id);
}

/**
 * A counter-offer (its version checked with the lock) is made on a live listing, changes at least one term, and
 * offers only what the listing accepts. Coins are checked against the payer's reach at acceptance, not now.
 */
async function checkCounter(tx: EventTransaction, proposal: ProposalRow, counter: CounterOfferInput) {
  // Read, not locked: deleting a listing locks it, then its proposals, the other way round from here.
  const [listing] = proposal.offerId
    ? await tx
        .select({ status: offers.status, paymentTypes: offers.paymentTypes })
        .from(offers)
        .where(eq(offers.id, proposal.offerId))
    : [];
  if (listing?.status !== 'active') throw conflict('LISTING_CLOSED', 'This listing is not open for proposals');
  const refused = counter.paymentMethods.filter((method) => !listing.paymentTypes.includes(method));
  if (refused.length > 0) {
    const message = `This listing does not accept ${refused.join(', ')}`;
    throw badRequest('PAYMENT_METHOD_NOT_ACCEPTED', message, { paymentMethods: message });
  }
  const [latest] = await tx
    .select({ note: proposalVersions.note })
    .from(proposalVersions)
    .where(and(eq(proposalVersions.proposalId, proposal.id), eq(proposalVersions.number, proposal.version)));
  const next = {
    paymentMethods: counter.paymentMethods,
    cashAmountCents: counter.paymentMethods.includes('cash') ? (counter.cashAmountCents ?? null) : null,
    offerAmount: counter.offerAmount || null,
    coinAmount: counter.paymentMethods.includes('coins') ? (counter.coinAmount ?? null) : null,
    tradeDescription: counter.paymentMethods.includes('trade') ? (counter.tradeDescription ?? null) : null,
    note: counter.note || null,
  };
  const previous = { ...proposal, offerAmount: proposal.amount, note: latest?.note ?? null };
  if (changedTerms(previous, next).length === 0) throw badRequest('COUNTER_UNCHANGED', negotiationMessages.unchanged);
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

/** One review of the other party per completed deal. It counts toward a listing's rating when it reviews the owner. */
export async function reviewProposal(ctx: AppContext, member: Member, id: string, input: ReviewInput) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, ctx, member, id, 'review');
    const reviewee = (proposal.senderId === member.id ? proposal.receiverId : proposal.senderId)!;
    const [review] = await tx
      .insert(reviews)
      .values({
        proposalId: proposal.id,
        offerId: reviewee === proposal.receiverId ? proposal.offerId : null,
        reviewerId: member.id,
        revieweeId: reviewee,
        rating: input.rating,
        comment: input.comment || null,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    // Two reviews sent at once: the unique index lets one in.
    if (!review) throw conflict('ALREADY_REVIEWED', 'You have already reviewed this deal');
    await createNotification(tx, {
      userId: reviewee,
      type: 'review_received',
      title: 'New review',
      message: `${member.fullName} rated your deal for "${proposal.listingTitle}" ${input.rating}/5.`,
      relatedId: proposal.id,
    });
    await announceProposalChange(tx, proposal);
  });
  return findProposalForMember(ctx.db, member, id);
}

/** The proposal page's message box: a message to the other party in their conversation. */
export async function messageOtherParty(ctx: AppContext, member: Member, id: string, content: string) {
  return transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, ctx, member, id, 'message');
    const other = (proposal.senderId === member.id ? proposal.receiverId : proposal.senderId)!;
    const conversation = await findOrCreateConversation(tx, member.id, other);
    const message = await sendMessage(tx, {
      conversationId: conversation.id,
      senderId: member.id,
      receiverId: other,
      body: content,
    });
    await notifyMessageReceived(tx, {
      senderName: member.fullName,
      receiverId: other,
      conversationId: conversation.id,
      body: content,
    });
    return { conversationId: conversation.id, messageId: message.id };
  });
}
