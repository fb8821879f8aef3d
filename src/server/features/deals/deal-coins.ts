// A coins deal's coins: held from the payer's available coins when the deal is accepted, paid to the provider from
// the hold when it completes, given back to the payer when it is cancelled. A deal accepted before holds existed has
// none; its completion pays as it did then, straight from the payer's available coins, and its cancellation moves
// nothing.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { ledgerEntries, proposals } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { holdCoins, holdKey, ledgerMessages, refundHold, releaseHold, transferCoins } from '../wallet/service.ts';
import type { ProposalRow } from './types.ts';

/** An acceptance refused because the payer's available coins do not cover the deal; the payer is told to top up. */
export class PayerShortError extends AppError {
  constructor(
    readonly payerId: string,
    readonly proposal: ProposalRow & { coinAmount: number },
    acceptorId: string,
  ) {
    const who = payerId === acceptorId ? 'You cannot' : 'The other member cannot';
    super('PAYER_SHORT', `${who} pay ${proposal.coinAmount} DC right now`);
  }
}

/** 'hold the coins': sets the agreed coins aside from the payer, or refuses the acceptance if they are short. */
export async function holdDealCoins(tx: EventTransaction, proposal: ProposalRow, acceptor: Member) {
  if (proposal.coinAmount === null) return;
  // Every proposal has a payer (migration 0009); the policy refuses an acceptance whose sender has left.
  if (!proposal.payerId) throw new Error(`coins proposal ${proposal.id} has no payer`);
  try {
    const { balances, before } = await holdCoins(tx, {
      payerId: proposal.payerId,
      coins: proposal.coinAmount,
      description: ledgerMessages.dealHold(proposal.listingTitle),
      proposalId: proposal.id,
    });
    // The hold spends bought coins first; what it took of the earned ones a refund makes convertible again.
    const payerId = proposal.payerId;
    const heldConvertible =
      (before.get(payerId)?.convertibleCoins ?? 0) - (balances.get(payerId)?.convertibleCoins ?? 0);
    if (heldConvertible > 0) {
      await tx.update(proposals).set({ heldConvertibleCoins: heldConvertible }).where(eq(proposals.id, proposal.id));
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_COINS') {
      throw new PayerShortError(proposal.payerId, { ...proposal, coinAmount: proposal.coinAmount }, acceptor.id);
    }
    throw error;
  }
}

/** Whether a completion could pay the deal: one without coins always; a coins deal needs its payer and provider. */
export const canPayDeal = (proposal: ProposalRow) =>
  proposal.coinAmount === null ||
  (proposal.payerId !== null && proposal.senderId !== null && proposal.receiverId !== null);

/**
 * 'release the coins': pays the hold to the provider, exactly what was held. Without a hold (a deal accepted before
 * holds existed) the payer pays from their available coins, and, short of them, nothing changes. The payer is the
 * proposal's, whether they confirmed or the deal completed by itself. A completion passes `clearsAt`, the end of the
 * deal's dispute window: the provider's coins are clearing until then (wallet/clearing.ts).
 */
export async function releaseDealCoins(tx: EventTransaction, proposal: ProposalRow, clearsAt?: Date) {
  if (proposal.coinAmount === null) return;
  // The policy and the automatic completion (canPayDeal) take no coins deal without its payer.
  if (!proposal.payerId) throw new Error(`coins proposal ${proposal.id} has no payer`);
  const payer = { id: proposal.payerId };
  const hold = await findHold(tx, proposal.id);
  const providerId = (proposal.senderId === payer.id ? proposal.receiverId : proposal.senderId)!;
  const deal = { description: ledgerMessages.deal(proposal.listingTitle), idempotencyKey: `deal:${proposal.id}` };
  const clearing = clearsAt && { proposalId: proposal.id, clearsAt };
  if (!hold) {
    await transferCoins(tx, {
      ...deal,
      fromUserId: payer.id,
      toUserId: providerId,
      coins: proposal.coinAmount,
      clearing,
    });
    return;
  }
  // The hold was taken from the payer at acceptance.
  if (hold.userId !== payer.id) throw new Error(`the hold of ${proposal.id} is not its payer's`);
  await releaseHold(tx, {
    payerId: payer.id,
    providerId,
    coins: hold.amount,
    description: deal.description,
    proposalId: proposal.id,
    clearsAt,
  });
}

async function findHold(tx: EventTransaction, proposalId: string) {
  const [hold] = await tx
    .select({ userId: ledgerEntries.userId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.idempotencyKey, holdKey(proposalId)), eq(ledgerEntries.currency, 'held')));
  return hold;
}

/**
 * 'refund the coins': gives the hold back to the payer when the deal is cancelled, and returns how many coins went
 * back. A deal accepted before holds existed took nothing yet, and a payer who deleted their account took their coins
 * with it: nothing moves.
 */
export async function refundDealCoins(tx: EventTransaction, proposal: ProposalRow): Promise<number> {
  if (proposal.coinAmount === null || !proposal.payerId) return 0;
  const hold = await findHold(tx, proposal.id);
  if (!hold) return 0;
  if (hold.userId !== proposal.payerId) throw new Error(`the hold of ${proposal.id} is not its payer's`);
  await refundHold(tx, {
    payerId: proposal.payerId,
    coins: hold.amount,
    convertible: proposal.heldConvertibleCoins,
    description: ledgerMessages.dealRefund(proposal.listingTitle),
    proposalId: proposal.id,
  });
  return hold.amount;
}

/** The payer's notice to top up, in its own transaction: the refused acceptance rolled back everything it wrote. */
export async function notifyPayerShort(ctx: AppContext, { payerId, proposal }: PayerShortError) {
  await transactWithEvents(ctx, (tx) =>
    createNotification(tx, {
      userId: payerId,
      type: 'coins_needed',
      title: 'Top up to start a deal',
      message: `The deal for "${proposal.listingTitle}" needs ${proposal.coinAmount} DC from you to be accepted. Top up your Dragon Coins, then it can be accepted.`,
      relatedId: proposal.id,
    }),
  );
}
