// A coins deal's coins: held from the payer's available coins when the deal is accepted, paid to the provider from
// the hold when it completes. A deal accepted before holds existed has none; its completion pays as it did then,
// straight from the payer's available coins.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { holdCoins, holdKey, releaseHold, transferCoins } from '../wallet/service.ts';
import type { ProposalRow } from './service.ts';

/** An acceptance refused because the payer's available coins do not cover the deal; the payer is told to top up. */
export class PayerShortError extends AppError {
  constructor(
    readonly payerId: string,
    readonly proposal: ProposalRow & { coinAmount: number },
    acceptorId: string,
  ) {
    const who = payerId === acceptorId ? 'You cannot' : 'The other member cannot';
    super(409, 'PAYER_SHORT', `${who} pay ${proposal.coinAmount} DC right now`);
  }
}

const dealDescription = (proposal: ProposalRow) => `Deal: ${proposal.listingTitle}`;

/** 'hold the coins': sets the agreed coins aside from the payer, or refuses the acceptance if they are short. */
export async function holdDealCoins(tx: EventTransaction, proposal: ProposalRow, acceptor: Member) {
  if (proposal.coinAmount === null) return;
  // Every proposal has a payer (migration 0009); the policy refuses an acceptance whose sender has left.
  if (!proposal.payerId) throw new Error(`coins proposal ${proposal.id} has no payer`);
  try {
    await holdCoins(tx, {
      payerId: proposal.payerId,
      coins: proposal.coinAmount,
      description: `Held for deal: ${proposal.listingTitle}`,
      proposalId: proposal.id,
    });
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
 * proposal's, whether they confirmed or the deal completed by itself.
 */
export async function releaseDealCoins(tx: EventTransaction, proposal: ProposalRow) {
  if (proposal.coinAmount === null) return;
  // The policy and the automatic completion (canPayDeal) take no coins deal without its payer.
  if (!proposal.payerId) throw new Error(`coins proposal ${proposal.id} has no payer`);
  const payer = { id: proposal.payerId };
  const [hold] = await tx
    .select({ userId: ledgerEntries.userId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.idempotencyKey, holdKey(proposal.id)), eq(ledgerEntries.currency, 'held')));
  const providerId = (proposal.senderId === payer.id ? proposal.receiverId : proposal.senderId)!;
  const deal = { description: dealDescription(proposal), idempotencyKey: `deal:${proposal.id}` };
  if (!hold) {
    await transferCoins(tx, { ...deal, fromUserId: payer.id, toUserId: providerId, coins: proposal.coinAmount });
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
  });
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
