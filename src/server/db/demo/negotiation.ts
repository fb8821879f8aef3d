// Demo dealings beyond a single answer: a proposal in its third version, waiting for the provider's answer, and a
// delivered deal its payer (Maya) disputed, with both statements in, so the conversation's proposal cards and the
// admin's Disputes tab show something on first start. Written as the real moves write them.
import { eq } from 'drizzle-orm';
import { limits } from '#shared/constants.ts';
import { scheduleProposalExpiry } from '../../features/deals/expiry.ts';
import { recordStep } from '../../features/deals/history.ts';
import { recordVersion } from '../../features/proposals/versions.ts';
import { holdCoins } from '../../features/wallet/service.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { createConversation, createProposal, type Offer, type User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { disputeEntries, disputes, proposalSteps, proposalVersions } from '../schema/index.ts';

const hour = 60 * 60 * 1000;

const rounds = [
  { by: 'payer', coins: 40, note: 'Two sessions should cover the front garden.', hoursAgo: 50 },
  { by: 'provider', coins: 60, note: 'It needs three sessions: the beds are overgrown.', hoursAgo: 30 },
  { by: 'payer', coins: 50, note: 'I will clear the beds myself first; two and a half sessions?', hoursAgo: 4 },
] as const;

/** The negotiation on one listing and the dispute on another, each in its own savepoint as real moves would be. */
export async function seedDemoNegotiation(
  tx: Database,
  payer: User,
  [negotiated, disputed]: Offer[],
  now: Date,
): Promise<void> {
  if (!negotiated || !disputed) throw new Error('too few demo listings taking coins');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
  const context = { db: tx, events: null };
  await transactWithEvents(context, (etx) => seedCounterOffers(etx, payer, negotiated, at, now));
  await transactWithEvents(context, (etx) => seedDispute(etx, payer, disputed, at));
}

async function seedCounterOffers(
  tx: EventTransaction,
  payer: User,
  listing: Offer,
  at: (hoursAgo: number) => Date,
  now: Date,
) {
  await lockMemberEvents(tx, [payer.id, listing.userId]);
  const actor = (by: 'payer' | 'provider') => (by === 'payer' ? payer.id : listing.userId);
  const latest = rounds.at(-1)!;
  const proposal = await createProposal(tx, {
    offerId: listing.id,
    senderId: payer.id,
    paymentMethods: ['coins'],
    currency: 'coins',
    cashAmountCents: null,
    coinAmount: latest.coins,
    version: rounds.length,
    offeredById: actor(latest.by),
    message: 'Could you help me get the garden ready for spring?',
    createdAt: at(rounds[0].hoursAgo),
    updatedAt: at(latest.hoursAgo),
  });
  // The factory wrote one version and a sending; the whole negotiation replaces them.
  await tx.delete(proposalVersions).where(eq(proposalVersions.proposalId, proposal.id));
  for (const [i, round] of rounds.entries()) {
    await recordVersion(tx, {
      proposalId: proposal.id,
      number: i + 1,
      authorId: actor(round.by),
      terms: {
        paymentMethods: ['coins'],
        cashAmountCents: null,
        amount: null,
        coinAmount: round.coins,
        tradeDescription: null,
        note: round.note,
      },
      at: at(round.hoursAgo),
    });
    if (i > 0) {
      await recordStep(tx, {
        proposalId: proposal.id,
        actorId: actor(round.by),
        action: 'counter',
        status: 'pending',
        at: at(round.hoursAgo),
      });
    }
  }
  await scheduleProposalExpiry(tx, { clock: () => now.getTime() }, proposal.id);
  await createConversation(tx, {
    participantA: payer.id,
    participantB: listing.userId,
    messages: [
      { from: 'a', body: 'Hi! I sent you a proposal for the garden work.' },
      { from: 'b', body: 'Thanks, I countered: the beds need more time than it looks.' },
    ],
  });
}

async function seedDispute(tx: EventTransaction, payer: User, listing: Offer, at: (hoursAgo: number) => Date) {
  await lockMemberEvents(tx, [payer.id, listing.userId]);
  const coins = 45;
  const opened = at(10);
  const proposal = await createProposal(tx, {
    offerId: listing.id,
    senderId: payer.id,
    status: 'delivered',
    paymentMethods: ['coins'],
    currency: 'coins',
    cashAmountCents: null,
    coinAmount: coins,
    disputed: true,
    message: 'Please bring your own tools.',
    createdAt: at(120),
    updatedAt: opened,
  });
  await tx.delete(proposalSteps).where(eq(proposalSteps.proposalId, proposal.id));
  const steps = [
    { action: 'send', actorId: payer.id, status: 'pending', hoursAgo: 120 },
    { action: 'accept', actorId: listing.userId, status: 'accepted', hoursAgo: 110 },
    { action: 'deliver', actorId: listing.userId, status: 'delivered', hoursAgo: 30 },
    { action: 'open-dispute', actorId: payer.id, status: 'delivered', hoursAgo: 10 },
  ] as const;
  for (const step of steps) await recordStep(tx, { proposalId: proposal.id, ...step, at: at(step.hoursAgo) });
  await holdCoins(tx, {
    payerId: payer.id,
    coins,
    description: `Held for deal: ${listing.title}`,
    proposalId: proposal.id,
  });
  const [dispute] = await tx
    .insert(disputes)
    .values({
      proposalId: proposal.id,
      openedById: payer.id,
      respondentId: listing.userId,
      reason: 'not as described',
      respondBy: new Date(opened.getTime() + limits.disputeResponseDays * 24 * hour),
      createdAt: opened,
    })
    .returning({ id: disputes.id });
  await tx.insert(disputeEntries).values([
    {
      disputeId: dispute!.id,
      authorId: payer.id,
      kind: 'statement',
      body: 'Only half of the work we agreed on was done, and the rest was left unfinished.',
      createdAt: opened,
    },
    {
      disputeId: dispute!.id,
      authorId: listing.userId,
      kind: 'statement',
      body: 'We agreed on the front part only; the back was never part of the deal.',
      createdAt: at(2),
    },
  ]);
}
