// 'settle the coins': an admin's ruling carried out on the deal's coins, through the ledger. An open deal's hold goes
// to the provider, back to the payer, or both in one movement; a completed deal's coins, already the provider's, come
// back from them in a movement of the dispute's own (a debt for what they no longer have). A deal without coins moves
// nothing.
import { and, eq } from 'drizzle-orm';
import { type RulingCoinParts, rulingCoinParts } from '#shared/dispute-coins.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { type ProposalRow, refundDealCoins, releaseDealCoins, type Ruling, type Step } from '../deals/service.ts';
import {
  endClearing,
  holdKey,
  ledgerMessages,
  lockBalances,
  type Posting,
  postMovement,
  transferCoins,
} from '../wallet/service.ts';

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
  const description = ledgerMessages.disputeSplit(proposal.listingTitle);
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
 * A completed deal's coins the ruling gives back to the payer, all of them, in a movement of the dispute's own: taken
 * from the provider's available coins (that deal's clearing coins first), never by changing the deal's entries. What
 * the provider no longer has becomes their debt, repaid from the next coins credited to them (decision 032), so a
 * ruling never fails for lack of coins. The ruling holds both parties' event locks; the balance row is locked here.
 */
async function takeBack(tx: EventTransaction, proposal: ProposalRow, disputeId: string, coins: number) {
  if (coins === 0) return;
  const { payerId, providerId } = partiesOf(proposal);
  const description = ledgerMessages.disputeRefund(proposal.listingTitle);
  const available = (await lockBalances(tx, [providerId])).get(providerId)?.dragonCoins ?? 0;
  const taken = Math.min(coins, available);
  // Kind 'refund', as the deal's own movements: the ruling owns it, so no admin reverses it from the ledger.
  const kind = 'refund' as const;
  const postings: Posting[] = [
    { userId: providerId, currency: 'coins', delta: -taken, kind, description, fromClearingOf: proposal.id },
    {
      userId: providerId,
      currency: 'debt',
      delta: coins - taken,
      kind,
      description: ledgerMessages.disputeDebt(proposal.listingTitle),
    },
    {
      userId: payerId,
      currency: 'coins',
      delta: coins,
      kind,
      description,
      earnedCoins: Math.min(proposal.heldConvertibleCoins, coins),
    },
  ];
  await postMovement(tx, {
    idempotencyKey: `dispute:${disputeId}`,
    postings: postings.filter((posting) => posting.delta !== 0),
  });
}

export async function settleCoins(tx: EventTransaction, step: Step & { ruling: Ruling }) {
  const { proposal, ruling } = step;
  const parts = coinPartsOf(proposal, ruling);
  if (!parts) return;
  if (proposal.status === 'completed') {
    await takeBack(tx, proposal, ruling.disputeId, parts.payerCoins);
    // The ruling is final: what the provider keeps of the deal is theirs to convert from now on.
    return endClearing(step.ctx, tx, proposal.id);
  }
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
