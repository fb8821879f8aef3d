// 'settle the coins': an admin's ruling carried out on the deal's coins, through the ledger. An open deal's hold goes
// to the provider, back to the payer, or both in one movement; a completed deal's coins, already the provider's, come
// back from them in a movement of the dispute's own. A deal without coins moves nothing.
import { and, eq } from 'drizzle-orm';
import { type RulingCoinParts, rulingCoinParts } from '#shared/dispute-coins.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { type ProposalRow, refundDealCoins, releaseDealCoins, type Step } from '../proposals/service.ts';
import { holdKey, postMovement, transferCoins } from '../wallet/service.ts';
import type { Ruling } from './effects.ts';

/** What a ruling gives each side of a coins deal; null for a deal without coins. */
export type CoinParts = RulingCoinParts | null;

/** The shared figures the admin's confirmation shows (#shared/dispute-coins.ts), refused as the API answers. */
export function coinPartsOf(proposal: Pick<ProposalRow, 'coinAmount'>, ruling: Ruling): CoinParts {
  const parts = rulingCoinParts(proposal.coinAmount, ruling);
  if (parts === 'NO_COINS') throw conflict('NO_COINS', disputeMessages.noCoinsToSplit);
  if (parts === 'SPLIT_RANGE') {
    throw badRequest('SPLIT_RANGE', disputeMessages.splitRange, { providerCoins: disputeMessages.splitRange });
  }
  return parts;
}

const partiesOf = (proposal: ProposalRow) => {
  const payerId = proposal.payerId;
  const providerId = payerId === proposal.senderId ? proposal.receiverId : proposal.senderId;
  // A party who deleted their account took their coins with them: none can move to or from them.
  if (!payerId || !providerId) throw conflict('PARTY_GONE', 'A member of this deal has left, so its coins cannot move');
  return { payerId, providerId };
};

async function findHold(tx: EventTransaction, proposalId: string) {
  const [hold] = await tx
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.idempotencyKey, holdKey(proposalId)), eq(ledgerEntries.currency, 'held')));
  return hold;
}

/**
 * A split of an open deal: the hold leaves the payer in one movement keyed as a release or refund would be, the
 * provider's part as deal income, the rest back to the payer (convertible as far as it was before the hold).
 */
async function splitHold(tx: EventTransaction, proposal: ProposalRow, parts: NonNullable<CoinParts>) {
  const { payerId, providerId } = partiesOf(proposal);
  const description = `Dispute split: ${proposal.listingTitle}`;
  const idempotencyKey = `deal:${proposal.id}`;
  const hold = await findHold(tx, proposal.id);
  // A deal accepted before holds existed took nothing yet: the provider's part comes from the payer's coins.
  if (!hold) {
    if (parts.providerCoins === 0) return;
    await transferCoins(tx, {
      fromUserId: payerId,
      toUserId: providerId,
      coins: parts.providerCoins,
      description,
      idempotencyKey,
    });
    return;
  }
  if (hold.amount !== parts.providerCoins + parts.payerCoins)
    throw new Error(`the hold of ${proposal.id} is not its coins`);
  await postMovement(tx, {
    idempotencyKey,
    postings: [
      { userId: payerId, currency: 'held' as const, delta: -hold.amount, kind: 'release' as const, description },
      {
        userId: providerId,
        currency: 'coins' as const,
        delta: parts.providerCoins,
        kind: 'release' as const,
        description,
      },
      {
        userId: payerId,
        currency: 'coins' as const,
        delta: parts.payerCoins,
        kind: 'refund' as const,
        description,
        earnedCoins: Math.min(proposal.heldConvertibleCoins, parts.payerCoins),
      },
    ].filter((posting) => posting.delta !== 0),
  });
}

/**
 * A completed deal's coins the ruling gives back to the payer: taken from the provider's available coins (deal income
 * no longer), never by changing the deal's entries. A provider who spent them refuses the ruling, 409.
 */
async function takeBack(tx: EventTransaction, proposal: ProposalRow, disputeId: string, coins: number) {
  if (coins === 0) return;
  const { payerId, providerId } = partiesOf(proposal);
  const description = `Dispute refund: ${proposal.listingTitle}`;
  try {
    await postMovement(tx, {
      idempotencyKey: `dispute:${disputeId}`,
      postings: [
        // Kind 'refund', as the deal's own movements: the ruling owns it, so no admin reverses it from the ledger.
        { userId: providerId, currency: 'coins', delta: -coins, kind: 'refund', description, earned: true },
        {
          userId: payerId,
          currency: 'coins',
          delta: coins,
          kind: 'refund',
          description,
          earnedCoins: Math.min(proposal.heldConvertibleCoins, coins),
        },
      ],
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_COINS') throw error;
    const [provider] = await tx.select({ coins: users.dragonCoins }).from(users).where(eq(users.id, providerId));
    throw conflict(
      'PROVIDER_SHORT',
      `The provider has only ${provider?.coins ?? 0} DC available, so ${coins} DC cannot be taken back from them`,
    );
  }
}

export async function settleCoins(tx: EventTransaction, step: Step & { ruling: Ruling }) {
  const { proposal, ruling } = step;
  const parts = coinPartsOf(proposal, ruling);
  if (!parts) return;
  if (proposal.status === 'completed') return takeBack(tx, proposal, ruling.disputeId, parts.payerCoins);
  if (ruling.outcome === 'release') {
    partiesOf(proposal);
    return releaseDealCoins(tx, proposal);
  }
  if (ruling.outcome === 'refund') {
    step.refunded = await refundDealCoins(tx, proposal);
    return;
  }
  await splitHold(tx, proposal, parts);
}
