// Sending a proposal, the deal process's first row (process.ts), carried out as the moves are (transitions.ts): one
// transaction that locks first, lets the send policy refuse, then writes the proposal and carries out the row's
// effects, the step and the announcement. Proposals writes the proposal and plugs in the effects it owns.
import { and, eq } from 'drizzle-orm';
import type { PaymentType } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import { offers, proposals } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type EventTransaction, lockMemberEvents, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { announceProposalChange } from './announce.ts';
import { scheduleProposalExpiry } from './expiry.ts';
import { recordStep } from './history.ts';
import { type SendEffect, sendTransition } from './process.ts';
import { authorizeSending } from './send-policy.ts';
import type { ProposalRow } from './types.ts';

type ListingRow = typeof offers.$inferSelect;

/** Sending as its effects see it: the sender, the listing, the proposal just written. */
export type SendStep = { ctx: AppContext; member: Member; listing: ListingRow; proposal: ProposalRow };

type SendEffectRun = (tx: EventTransaction, step: SendStep) => Promise<void>;

/** The effects of sending that proposals carries out: every one of the row's but the expiry, deals' clock. */
export type SendingEffects = Record<Exclude<SendEffect, 'schedule the expiry'>, SendEffectRun>;

/** A proposal being sent: the listing, the methods its terms offer, how proposals writes it, and its effects. */
export type SendMove = {
  offerId: string;
  paymentMethods: readonly PaymentType[];
  write: (tx: EventTransaction, listing: ListingRow) => Promise<ProposalRow>;
  effects: SendingEffects;
};

// Unanswered, the proposal expires after the platform's proposalExpiryDays (expiry.ts).
const scheduleExpiry: SendEffectRun = (tx, { ctx, proposal }) => scheduleProposalExpiry(tx, ctx, proposal.id);

/** Whether the sender has a proposal on the listing still pending; exact under the sender's event lock. */
async function hasPendingProposal(tx: EventTransaction, senderId: string, offerId: string): Promise<boolean> {
  const pending = and(
    eq(proposals.offerId, offerId),
    eq(proposals.senderId, senderId),
    eq(proposals.status, 'pending'),
  );
  return (await tx.$count(proposals, pending)) > 0;
}

/**
 * Sends a proposal along the send row: locks the listing and both members, lets the send policy refuse, writes the
 * proposal and carries out the row's effects in its order, all in one transaction; then wakes the email worker.
 * Returns the new proposal's id.
 */
export async function runSendMove(ctx: AppContext, sender: Member, send: SendMove): Promise<string> {
  const effects: Record<SendEffect, SendEffectRun> = { ...send.effects, 'schedule the expiry': scheduleExpiry };
  const id = await transactWithEvents(ctx, async (tx) => {
    // Shared lock: the listing cannot be paused, edited or deleted under a proposal being made on it.
    const [listing] = await tx.select().from(offers).where(eq(offers.id, send.offerId)).for('share');
    if (!listing) throw notFound('Listing not found');
    // Held to the commit: two sendings by one member count each other's proposal, so one stays pending per listing.
    await lockMemberEvents(tx, [sender.id, listing.userId]);
    const pendingProposal = await hasPendingProposal(tx, sender.id, listing.id);
    authorizeSending(sender, { listing, paymentMethods: send.paymentMethods, pendingProposal });
    const proposal = await send.write(tx, listing);
    const step = { ctx, member: sender, listing, proposal };
    for (const effect of sendTransition.effects) await effects[effect](tx, step);
    await recordStep(tx, { proposalId: proposal.id, actorId: sender.id, action: 'send', status: sendTransition.to });
    await announceProposalChange(tx, proposal);
    return proposal.id;
  });
  ctx.email.kick();
  return id;
}
