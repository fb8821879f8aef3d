// Demo deals in every state of the deal process, paid in Dragon Coins by the first demo member (Maya), so a newcomer
// signing in as her sees coins held in her wallet, a deal waiting for her confirmation, a cancellation she asked for
// and each deal's timeline. The coins move through the ledger as the real moves move them.
import { eq } from 'drizzle-orm';
import type { ProposalStatus } from '#shared/constants.ts';
import { scheduleCompletion } from '../../features/deals/delivery.ts';
import { scheduleProposalExpiry } from '../../features/deals/expiry.ts';
import { recordStep } from '../../features/deals/history.ts';
import { type DealTransitionName, dealTransitions } from '../../features/deals/process.ts';
import { holdCoins, postMovement, refundHold, releaseHold } from '../../features/wallet/service.ts';
import { disputableUntil } from '../../features/deals/window.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { createProposal, type Offer, type User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { proposalSteps } from '../schema/index.ts';

const hour = 60 * 60 * 1000;

type DemoDeal = {
  coins: number;
  status: ProposalStatus;
  /** The history after its sending, each step with how many hours ago it happened; the last is the newest. */
  steps: { action: DealTransitionName; by: 'payer' | 'provider'; hoursAgo: number; note?: string }[];
  sentHoursAgo: number;
  message: string;
};

const demoDeals: DemoDeal[] = [
  { coins: 30, status: 'pending', sentHoursAgo: 5, steps: [], message: 'Could you fit this in next week?' },
  {
    coins: 40,
    status: 'accepted',
    sentHoursAgo: 30,
    steps: [{ action: 'accept', by: 'provider', hoursAgo: 20 }],
    message: 'Happy to pay in coins. Saturday works best for me.',
  },
  {
    coins: 25,
    status: 'accepted',
    sentHoursAgo: 60,
    steps: [
      { action: 'accept', by: 'provider', hoursAgo: 50 },
      {
        action: 'request-cancellation',
        by: 'payer',
        hoursAgo: 3,
        note: 'My schedule changed this month; could we call this one off?',
      },
    ],
    message: 'Would an evening session be possible?',
  },
  {
    coins: 60,
    status: 'delivered',
    sentHoursAgo: 96,
    steps: [
      { action: 'accept', by: 'provider', hoursAgo: 90 },
      { action: 'deliver', by: 'provider', hoursAgo: 12 },
    ],
    message: 'Looking forward to it.',
  },
  {
    coins: 50,
    status: 'completed',
    sentHoursAgo: 200,
    steps: [
      { action: 'accept', by: 'provider', hoursAgo: 190 },
      { action: 'deliver', by: 'provider', hoursAgo: 150 },
      { action: 'complete', by: 'payer', hoursAgo: 140 },
    ],
    message: 'Thanks in advance!',
  },
  {
    coins: 35,
    status: 'cancelled',
    sentHoursAgo: 120,
    steps: [
      { action: 'accept', by: 'provider', hoursAgo: 110 },
      { action: 'cancel-deal', by: 'provider', hoursAgo: 70, note: 'Double-booked that weekend, sorry!' },
    ],
    message: 'Any weekend is fine.',
  },
];

/** How many listings the deals above take, one each. */
export const demoDealCount = demoDeals.length;

/** The coins the payer starts with: enough for every deal above, with some left over to spend. */
export const demoPayerCoins = 400;

/**
 * One deal of each state, from `payer` on `listings` (live, taking coins, none of the payer's own), one listing each.
 * Runs inside the seed's transaction; its events wait for the first stream to replay them.
 */
export async function seedDemoDeals(tx: Database, payer: User, listings: Offer[], now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
  // One savepoint per deal, as each move is a transaction of its own: each locks its two members in order.
  const context = { db: tx, events: null };
  await transactWithEvents(context, (etx) => grantCoins(etx, payer.id));
  for (const [i, deal] of demoDeals.entries()) {
    const listing = listings[i];
    if (!listing) throw new Error('too few demo listings taking coins');
    await transactWithEvents(context, (etx) => seedDeal(etx, { deal, payer, listing, at, now }));
  }
}

async function grantCoins(tx: EventTransaction, userId: string) {
  await postMovement(tx, {
    idempotencyKey: `demo-grant:${userId}`,
    postings: [{ userId, currency: 'coins', delta: demoPayerCoins, kind: 'adjustment', description: 'Welcome coins' }],
  });
}

type SeedDeal = { deal: DemoDeal; payer: User; listing: Offer; at: (hoursAgo: number) => Date; now: Date };

async function seedDeal(tx: EventTransaction, { deal, payer, listing, at, now }: SeedDeal) {
  // Both members up front, in order, as the real moves lock them (lockProposal).
  await lockMemberEvents(tx, [payer.id, listing.userId]);
  const last = deal.steps.at(-1);
  const cancellation = deal.steps.find((step) => step.note);
  const proposal = await createProposal(tx, {
    offerId: listing.id,
    senderId: payer.id,
    status: deal.status,
    paymentMethods: ['coins'],
    currency: 'coins',
    coinAmount: deal.coins,
    message: deal.message,
    createdAt: at(deal.sentHoursAgo),
    updatedAt: at(last?.hoursAgo ?? deal.sentHoursAgo),
    completedAt: deal.status === 'completed' && last ? at(last.hoursAgo) : null,
    ...(cancellation
      ? {
          cancelRequestedById: cancellation.by === 'payer' ? payer.id : listing.userId,
          cancelReason: cancellation.note,
          cancelRequestedAt: at(cancellation.hoursAgo),
        }
      : {}),
  });
  // The whole timeline, written here rather than guessed by the factory.
  await tx.delete(proposalSteps).where(eq(proposalSteps.proposalId, proposal.id));
  const actor = (by: 'payer' | 'provider') => (by === 'payer' ? payer.id : listing.userId);
  await recordStep(tx, {
    proposalId: proposal.id,
    actorId: payer.id,
    action: 'send',
    status: 'pending',
    at: at(deal.sentHoursAgo),
  });
  let status: ProposalStatus = 'pending';
  for (const step of deal.steps) {
    // The state each move leads to, by the deal process's table.
    status = dealTransitions[step.action].to ?? status;
    await recordStep(tx, {
      proposalId: proposal.id,
      actorId: actor(step.by),
      action: step.action,
      status,
      note: step.note ?? null,
      at: at(step.hoursAgo),
    });
  }
  const ids = { proposalId: proposal.id, payerId: payer.id, providerId: listing.userId };
  // Completed less than a dispute window ago: its provider's coins are still clearing (decision 032).
  const clearsAt = last && disputableUntil(at(last.hoursAgo), await readPlatformSettings(tx));
  await moveCoins(tx, deal, ids, listing.title, clearsAt);
  if (deal.status === 'pending') await scheduleProposalExpiry(tx, { clock: () => now.getTime() }, proposal.id);
  // Its payer's time to confirm runs from the delivery.
  if (deal.status === 'delivered' && last) {
    await scheduleCompletion(tx, { clock: () => at(last.hoursAgo).getTime() }, proposal.id);
  }
}

/** Held at acceptance; paid to the provider at completion, or given back at cancellation. */
async function moveCoins(
  tx: EventTransaction,
  deal: DemoDeal,
  ids: { proposalId: string; payerId: string; providerId: string },
  title: string,
  clearsAt?: Date,
) {
  if (deal.status === 'pending') return;
  const description = `Deal: ${title}`;
  const held = `Held for deal: ${title}`;
  await holdCoins(tx, { payerId: ids.payerId, coins: deal.coins, description: held, proposalId: ids.proposalId });
  if (deal.status === 'completed') await releaseHold(tx, { ...ids, coins: deal.coins, description, clearsAt });
  if (deal.status === 'cancelled') {
    await refundHold(tx, { ...ids, coins: deal.coins, convertible: 0, description: `Refund: ${description}` });
  }
}
