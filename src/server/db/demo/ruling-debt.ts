// A demo debt (decision 032): a deal Maya paid, completed, then refunded by an admin's ruling after its provider had
// spent part of its coins in another deal. The provider gave back what they had and owes the rest, so their wallet,
// dashboard and the admin's resolved case show the debt. The coins move through the ledger as the real moves do.
import { eq } from 'drizzle-orm';
import { limits } from '#shared/constants.ts';
import { recordStep } from '../../features/deals/history.ts';
import { holdCoins, lockBalances, postMovement, releaseHold, transferCoins } from '../../features/wallet/service.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { createProposal, type Offer, type User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { disputes, proposalSteps } from '../schema/index.ts';

const hour = 60 * 60 * 1000;
const coins = 45;
const spent = 30;

/** `listing` is the ruled deal's; `elsewhere` a listing of another member, where its provider spent the coins. */
export async function seedRulingDebt(tx: Database, payer: User, listing: Offer, elsewhere: Offer, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
  await transactWithEvents({ db: tx, events: null }, (etx) => seedRuledDeal(etx, { payer, listing, elsewhere, at }));
}

type RuledDeal = { payer: User; listing: Offer; elsewhere: Offer; at: (hoursAgo: number) => Date };

async function seedRuledDeal(tx: EventTransaction, { payer, listing, elsewhere, at }: RuledDeal) {
  const provider = listing.userId;
  await lockMemberEvents(tx, [payer.id, provider, elsewhere.userId]);
  const proposal = await createProposal(tx, {
    offerId: listing.id,
    senderId: payer.id,
    status: 'cancelled',
    paymentMethods: ['coins'],
    currency: 'coins',
    coinAmount: coins,
    message: 'Could you do this before the end of the month?',
    createdAt: at(150),
    updatedAt: at(4),
  });
  await tx.delete(proposalSteps).where(eq(proposalSteps.proposalId, proposal.id));
  const steps = [
    { action: 'send', actorId: payer.id, status: 'pending', hoursAgo: 150 },
    { action: 'accept', actorId: provider, status: 'accepted', hoursAgo: 140 },
    { action: 'deliver', actorId: provider, status: 'delivered', hoursAgo: 100 },
    { action: 'complete', actorId: payer.id, status: 'completed', hoursAgo: 96 },
    { action: 'open-dispute', actorId: payer.id, status: 'completed', hoursAgo: 30, note: 'Only half was done.' },
    { action: 'refund-to-payer', actorId: null, status: 'cancelled', hoursAgo: 4, note: 'The work was not finished.' },
  ] as const;
  for (const { hoursAgo, ...step } of steps) {
    const note = 'note' in step ? step.note : null;
    await recordStep(tx, { proposalId: proposal.id, ...step, note, at: at(hoursAgo) });
  }
  const description = `Deal: ${listing.title}`;
  await holdCoins(tx, {
    payerId: payer.id,
    coins,
    description: `Held for deal: ${listing.title}`,
    proposalId: proposal.id,
  });
  await releaseHold(tx, { payerId: payer.id, providerId: provider, coins, description, proposalId: proposal.id });
  await transferCoins(tx, {
    fromUserId: provider,
    toUserId: elsewhere.userId,
    coins: spent,
    description: `Deal: ${elsewhere.title}`,
    idempotencyKey: `demo-spent:${proposal.id}`,
  });
  const [dispute] = await tx
    .insert(disputes)
    .values({
      proposalId: proposal.id,
      openedById: payer.id,
      respondentId: provider,
      reason: 'not as described',
      status: 'resolved',
      outcome: 'refund',
      providerCoins: 0,
      payerCoins: coins,
      resolutionNote: 'The work was not finished.',
      respondBy: new Date(at(30).getTime() + limits.disputeResponseDays * 24 * hour),
      closedAt: at(4),
      createdAt: at(30),
    })
    .returning({ id: disputes.id });
  // The ruling's movement, as settle.ts makes it: what the provider has, and a debt for the rest.
  const refund = `Dispute refund: ${listing.title}`;
  const taken = Math.min(coins, (await lockBalances(tx, [provider])).get(provider)?.dragonCoins ?? 0);
  await postMovement(tx, {
    idempotencyKey: `dispute:${dispute!.id}`,
    postings: [
      { userId: provider, currency: 'coins' as const, delta: -taken, kind: 'refund' as const, description: refund },
      {
        userId: provider,
        currency: 'debt' as const,
        delta: coins - taken,
        kind: 'refund' as const,
        description: `Owed after a dispute refund: ${listing.title}`,
      },
      { userId: payer.id, currency: 'coins' as const, delta: coins, kind: 'refund' as const, description: refund },
    ].filter((posting) => posting.delta !== 0),
  });
}
