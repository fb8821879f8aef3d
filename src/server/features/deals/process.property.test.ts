// Random sequences of proposals sent, countered and moved by random members, disputes opened, withdrawn and ruled on
// by an admin, the clock's moves and the clock moving on, through the real services over four members with coins and
// three listings. After every step: no balance below zero, each member's held coins are those of the open deals they
// pay, no coins appear or vanish, each balance is the sum of its ledger entries, each deal's hold went out once and
// whole as its state says, and every proposal moved only along the table (process.ts). A member's move succeeds
// exactly when their `can` flag offers it; a refusal is a 403 or 409 that changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentType, ProposalStatus } from '#shared/constants.ts';
import type { CreateProposalInput } from '#shared/schemas/proposals.ts';
import { disputes, ledgerEntries, proposals, users } from '../../db/schema/index.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { propertyRuns, propertyTimeout } from '../../test/property-runs.ts';
import { createOffer, createUser, fundWallet, type Offer, type Proposal, type User } from '../../test/factories.ts';
import { disputeEffects, resolveDispute } from '../disputes/service.ts';
import { createProposal, negotiationEffects } from '../proposals/service.ts';
import { findDisputeRecord, hasAskedToCancel } from './history.ts';
import { proposalAbilities } from './policy.ts';
import { dealTransitions, type DealTransitionName, guardsHold, initialDealState } from './process.ts';
import { autoCompleteProposal, expireProposal, runDealMove } from './transitions.ts';
import type { MoveInput } from './types.ts';
import { disputableUntil } from './window.ts';

const time = createManualClock();
// Every member move, the counter-offer's and the dispute's among them, with the effects their features plug in.
const plugged = { ...negotiationEffects, ...disputeEffects };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

type MemberMove = Exclude<
  DealTransitionName,
  'expire' | 'auto-complete' | 'release-to-provider' | 'refund-to-payer' | 'split-coins'
>;
const names = Object.keys(dealTransitions) as DealTransitionName[];
const memberMoves = names.filter(
  (name): name is MemberMove => dealTransitions[name].by !== 'clock' && dealTransitions[name].by !== 'admin',
);
const keepsOpen = (move: MemberMove) => [null, 'accepted', 'delivered'].includes(dealTransitions[move].to);
const reachable = new Set<ProposalStatus>([
  initialDealState,
  ...names.flatMap((name) => dealTransitions[name].to ?? []),
]);

// Short of the dearest proposal's coins, so some acceptances are refused for want of them.
const startingCoins = 80;
// Kinds of the three listings, owned by the first three members: on a request its owner pays.
const listingKinds = ['service', 'request', 'service'] as const;

const step = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('propose' as const),
      who: fc.integer({ min: 0, max: 3 }),
      listing: fc.integer({ min: 0, max: listingKinds.length - 1 }),
      coins: fc.constantFrom(null, 20, 45, 70, 90),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      // Mostly a party, sometimes anyone, who may be a stranger to the deal.
      who: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('sender', 'receiver') }, fc.integer({ min: 0, max: 3 })),
      // Mostly a move the flags offer, so deals get somewhere; otherwise any move, mostly refused.
      offered: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      move: fc.constantFrom(...memberMoves),
      choice: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      pick: fc.nat(),
      move: fc.constantFrom('expire' as const, 'auto-complete' as const),
    }),
  },
  // An admin rules on a disputed deal: the coins to the provider, back to the payer, or split by a share in percent.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('rule' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('release' as const, 'refund' as const, 'split' as const),
      share: fc.integer({ min: 0, max: 100 }),
    }),
  },
  // Mostly less than a delivered deal's time to confirm (3 days), sometimes past a pending one's expiry (14).
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.constantFrom(1, 2, 3, 4, 15) }) },
);

/**
 * The policy's facts as the server reads them for `memberId`: nothing here reviews; the asking, the open dispute's
 * opener, the disputes before and the time to dispute a completed deal count.
 */
const factsOf = async (proposal: Proposal, memberId: string) => {
  const [open] = await t.db
    .select({ openedById: disputes.openedById })
    .from(disputes)
    .where(and(eq(disputes.proposalId, proposal.id), eq(disputes.status, 'open')));
  const settings = await readPlatformSettings(t.db);
  return {
    proposal,
    reviewed: false,
    askedToCancel: await hasAskedToCancel(t.db, proposal.id, memberId),
    disputeOpenedById: open?.openedById ?? null,
    disputeWindowOpen:
      proposal.completedAt === null || time.clock() < disputableUntil(proposal.completedAt, settings).getTime(),
    ...(await findDisputeRecord(t.db, proposal.id, memberId)),
  };
};

/** What a move comes with: new terms for a counter-offer (always changed), a statement for a dispute, a reason. */
function inputOf(move: MemberMove, proposal: Proposal, delta: number): MoveInput {
  if (move === 'counter') {
    const coins = proposal.coinAmount === null ? {} : { coinAmount: proposal.coinAmount + delta };
    const terms = { paymentMethods: proposal.paymentMethods as PaymentType[], ...coins };
    return {
      version: proposal.version,
      counter: { ...terms, note: `Round ${proposal.version + 1}`, version: proposal.version },
    };
  }
  if (move === 'open-dispute') {
    return { opening: { reason: 'not as described', statement: 'Not what we agreed', images: [] } };
  }
  return { reason: dealTransitions[move].reason ? 'Plans changed' : undefined };
}

const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.status === 403 || error.status === 409);

/** Everything a step may change for the run's members and proposals, as plain data to compare. */
async function snapshot(memberIds: string[], proposalIds: string[]) {
  const balances = await t.db
    .select({
      id: users.id,
      cash: users.cashBalanceCents,
      available: users.dragonCoins,
      held: users.heldCoins,
      convertible: users.convertibleCoins,
      clearing: users.clearingCoins,
      debt: users.debtCoins,
    })
    .from(users)
    .where(inArray(users.id, memberIds))
    .orderBy(users.id);
  const deals =
    proposalIds.length === 0
      ? []
      : await t.db
          .select({
            id: proposals.id,
            status: proposals.status,
            coinAmount: proposals.coinAmount,
            payerId: proposals.payerId,
            senderId: proposals.senderId,
            offerId: proposals.offerId,
            cancelRequestedById: proposals.cancelRequestedById,
            disputed: proposals.disputed,
          })
          .from(proposals)
          .where(inArray(proposals.id, proposalIds))
          .orderBy(proposals.id);
  const entries = await t.db
    .select({
      userId: ledgerEntries.userId,
      type: ledgerEntries.type,
      kind: ledgerEntries.kind,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      key: ledgerEntries.idempotencyKey,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.userId, memberIds))
    .orderBy(ledgerEntries.id);
  return { balances, deals, entries };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The invariants every step keeps, and that each proposal moved from `before` only along the table. */
function checkWorld(world: Snapshot, before: Map<string, ProposalStatus>) {
  for (const { cash, available, held, convertible, clearing, debt } of world.balances) {
    expect(Math.min(cash, available, held, convertible, clearing, debt)).toBeGreaterThanOrEqual(0);
    expect(convertible + clearing).toBeLessThanOrEqual(available);
    // Whoever owes has repaid with every coin they received since.
    if (debt > 0) expect(available).toBe(0);
  }
  // A ruling gives the payer coins the provider no longer has, and the provider owes as many: coins less debts stay.
  expect(world.balances.reduce((sum, { available, held, debt }) => sum + available + held - debt, 0)).toBe(
    world.balances.length * startingCoins,
  );
  for (const { id, cash, available, held, debt } of world.balances) {
    const sum = (currency: string) =>
      world.entries
        .filter((entry) => entry.userId === id && entry.currency === currency)
        .reduce((total, entry) => total + (entry.type === 'received' ? entry.amount : -entry.amount), 0);
    expect({ cash, available, held, debt }).toEqual({
      cash: sum('cash'),
      available: sum('coins'),
      held: sum('held'),
      debt: sum('debt'),
    });
  }
  const kindsOf = (key: string) =>
    world.entries
      .filter((entry) => entry.key === key)
      .map((entry) => entry.kind)
      .sort();
  const heldFor = new Map<string, number>();
  for (const deal of world.deals) {
    expect(reachable).toContain(deal.status);
    const from = before.get(deal.id) ?? initialDealState;
    if (deal.status !== from) {
      const edge = names.some(
        (name) => dealTransitions[name].from.includes(from) && dealTransitions[name].to === deal.status,
      );
      expect(edge, `${deal.id}: ${from} -> ${deal.status}`).toBe(true);
    }
    if (deal.coinAmount === null) continue;
    // Every deal here was accepted through the service, so each open or finished coins deal has its hold.
    const hold = kindsOf(`hold:${deal.id}`);
    const open = deal.status === 'accepted' || deal.status === 'delivered';
    const accepted = open || deal.status === 'completed' || (deal.status === 'cancelled' && hold.length > 0);
    expect(hold, `hold of ${deal.id}`).toEqual(accepted ? ['hold', 'hold'] : []);
    // Settled once, whole: a decided deal's hold went out in full (to the provider, back to the payer, or split), an
    // open one's not at all. A ruling on a completed deal takes coins back under its own key, counted in the totals.
    const settled = world.entries.filter((entry) => entry.key === `deal:${deal.id}`);
    const heldOut = settled
      .filter((entry) => entry.currency === 'held')
      .reduce((total, entry) => total + (entry.type === 'sent' ? entry.amount : -entry.amount), 0);
    expect(heldOut, `settlement of ${deal.id} (${deal.status})`).toBe(accepted && !open ? deal.coinAmount : 0);
    expect(kindsOf(`deal:${deal.id}`).filter((kind) => kind !== 'release' && kind !== 'refund')).toEqual([]);
    if (open) heldFor.set(deal.payerId!, (heldFor.get(deal.payerId!) ?? 0) + deal.coinAmount);
  }
  for (const { id, held } of world.balances) expect(held, `held coins of ${id}`).toBe(heldFor.get(id) ?? 0);
}

const form = (coins: number | null): CreateProposalInput => ({
  paymentMethods: coins === null ? ['cash'] : ['coins'],
  fullName: 'Pat Payer',
  email: 'pat@example.com',
  offerAmount: coins === null ? '$40' : undefined,
  coinAmount: coins ?? undefined,
});

describe('the deal process under random sequences', { timeout: propertyTimeout(60_000) }, () => {
  it('keeps the coins whole and offers exactly the moves the server takes', async () => {
    const counts = {
      runs: 0,
      steps: 0,
      taken: 0,
      refused: 0,
      short: 0,
      waiting: 0,
      ruled: 0,
      statuses: new Set<string>(),
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 50, size: 'max' }), async (steps) => {
        counts.runs += 1;
        const members: User[] = [];
        for (let i = 0; i < 4; i += 1) members.push(await createUser(t.db));
        const admin = await createUser(t.db, { role: 'admin' });
        for (const member of members) await fundWallet(t, member.id, { coins: startingCoins });
        const listings: Offer[] = [];
        for (const [i, kind] of listingKinds.entries()) {
          listings.push(await createOffer(t, { userId: members[i]!.id, kind, paymentTypes: ['cash', 'coins'] }));
        }
        const memberIds = members.map((member) => member.id);
        const proposalIds: string[] = [];
        const statusesOf = (world: Snapshot) => new Map(world.deals.map((deal) => [deal.id, deal.status]));
        let world = await snapshot(memberIds, proposalIds);

        for (const next of steps) {
          counts.steps += 1;
          const before = statusesOf(world);
          if (next.kind === 'propose') {
            const sender = members[next.who]!;
            const listing = listings[next.listing]!;
            // One pending proposal per sender and listing: the service refuses a second.
            const pending = world.deals.some(
              (deal) => deal.status === 'pending' && deal.senderId === sender.id && deal.offerId === listing.id,
            );
            try {
              const sent = await createProposal(t.ctx, sender, listing.id, form(next.coins));
              expect(listing.userId === sender.id || pending, 'a proposal the service should refuse').toBe(false);
              proposalIds.push(sent.proposal.id);
            } catch (error) {
              expect(isRefusal(error), String(error)).toBe(true);
              expect((error as AppError).code).toBe(listing.userId === sender.id ? 'OWN_LISTING' : 'PROPOSAL_PENDING');
            }
          } else if (next.kind === 'move') {
            if (proposalIds.length === 0) continue;
            // An offered move is taken on a live deal, where there are some; any move on any proposal otherwise.
            const live = world.deals.filter((deal) => ['pending', 'accepted', 'delivered'].includes(deal.status));
            const among = next.offered && live.length > 0 ? live.map((deal) => deal.id) : proposalIds;
            const id = among[next.pick % among.length]!;
            const [row] = await t.db.select().from(proposals).where(eq(proposals.id, id));
            const party = (memberId: string | null) => members.find((member) => member.id === memberId)!;
            // Offered: a move one of the parties is offered, picked among both parties' offers. Otherwise the member
            // and move the step drew, mostly refused.
            const partyIds = [row!.senderId, row!.receiverId].filter((partyId) => partyId !== null);
            const partyFacts = await Promise.all(partyIds.map((partyId) => factsOf(row!, partyId)));
            const offers = partyIds.flatMap((partyId, index) => {
              const can = proposalAbilities(party(partyId), partyFacts[index]!);
              // A move that keeps the deal open counts thrice, so deals reach the later states before they end.
              return memberMoves
                .filter((move) => can[move])
                .flatMap((move) =>
                  Array<{ actor: User; move: MemberMove }>(keepsOpen(move) ? 3 : 1).fill({
                    actor: party(partyId),
                    move,
                  }),
                );
            });
            const drawn = {
              actor:
                typeof next.who === 'number'
                  ? members[next.who]!
                  : party(next.who === 'sender' ? row!.senderId : row!.receiverId),
              move: next.move,
            };
            const { actor, move } = next.offered && offers.length > 0 ? offers[next.choice % offers.length]! : drawn;
            const can = proposalAbilities(actor, await factsOf(row!, actor.id));
            try {
              await runDealMove(t.ctx, actor, id, move, inputOf(move, row!, 1 + (next.choice % 25)), plugged);
              expect(can[move], `${move} by a member not offered it, on a ${row!.status} deal`).toBe(true);
              const [after] = await t.db
                .select({ status: proposals.status })
                .from(proposals)
                .where(eq(proposals.id, id));
              expect(after!.status).toBe(dealTransitions[move].to ?? row!.status);
              counts.taken += 1;
            } catch (error) {
              expect(isRefusal(error), String(error)).toBe(true);
              const refusal = error as AppError;
              if (can[move]) {
                // The flags do not read balances: an acceptance the payer cannot cover is offered, then refused.
                expect(refusal.code, `${move} offered but refused`).toBe('PAYER_SHORT');
                const payer = world.balances.find((balance) => balance.id === row!.payerId)!;
                expect(payer.available).toBeLessThan(row!.coinAmount!);
                counts.short += 1;
              } else {
                counts.refused += 1;
              }
              const after = await snapshot(memberIds, proposalIds);
              expect(after, `${move} refused, yet something changed`).toEqual(world);
            }
          } else if (next.kind === 'rule') {
            const disputed = world.deals.filter((deal) => deal.disputed);
            if (disputed.length === 0) continue;
            const deal = disputed[next.pick % disputed.length]!;
            const [open] = await t.db
              .select({ id: disputes.id })
              .from(disputes)
              .where(and(eq(disputes.proposalId, deal.id), eq(disputes.status, 'open')));
            const providerCoins = Math.round(((deal.coinAmount ?? 0) * next.share) / 100);
            const ruling = {
              outcome: next.outcome,
              providerCoins,
              note: 'Ruled on the evidence',
              withoutStatement: true,
            };
            try {
              await resolveDispute(t.ctx, admin, open!.id, ruling);
              const [after] = await t.db
                .select({ status: proposals.status, disputed: proposals.disputed })
                .from(proposals)
                .where(eq(proposals.id, deal.id));
              expect(after).toEqual({ status: next.outcome === 'refund' ? 'cancelled' : 'completed', disputed: false });
              counts.ruled += 1;
            } catch (error) {
              // A cash deal has no coins to split. A ruling never fails for lack of coins: a provider who spent what
              // it takes back owes the rest (decision 032).
              expect(isRefusal(error), String(error)).toBe(true);
              expect((error as AppError).code).toBe('NO_COINS');
              expect(await snapshot(memberIds, proposalIds), 'a refused ruling changed something').toEqual(world);
            }
          } else if (next.kind === 'clock') {
            // On a live deal, where there are some: the clock has nothing to do with a decided one.
            const live = world.deals.filter((deal) => ['pending', 'accepted', 'delivered'].includes(deal.status));
            if (live.length === 0) continue;
            const id = live[next.pick % live.length]!.id;
            const [row] = await t.db.select().from(proposals).where(eq(proposals.id, id));
            const { from, to } = dealTransitions[next.move];
            const due = from.includes(row!.status) && guardsHold(next.move, row!);
            await (next.move === 'expire' ? expireProposal : autoCompleteProposal)(t.ctx, id);
            const [after] = await t.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id));
            expect(after!.status).toBe(due ? to : row!.status);
          } else {
            time.advance(next.days * day);
            await t.ctx.jobs.runDue();
            // Only the clock moved anything, and only where its move's guard held before.
            const after = await snapshot(memberIds, proposalIds);
            for (const deal of after.deals) {
              const was = world.deals.find((earlier) => earlier.id === deal.id)!;
              if (deal.status === was.status) continue;
              const moved = names.some((name) => {
                const { by, from, to } = dealTransitions[name];
                return by === 'clock' && from.includes(was.status) && to === deal.status && guardsHold(name, was);
              });
              expect(moved, `${was.status} -> ${deal.status} by the clock, asked by ${was.cancelRequestedById}`).toBe(
                true,
              );
            }
          }
          world = await snapshot(memberIds, proposalIds);
          checkWorld(world, before);
          // Delivered deals the clock must leave alone: their payer asked to cancel.
          counts.waiting += world.deals.filter(
            (deal) => deal.status === 'delivered' && deal.cancelRequestedById === deal.payerId,
          ).length;
          for (const deal of world.deals) counts.statuses.add(deal.status);
        }
      }),
      { numRuns: propertyRuns(30) },
    );
    // What the runs reached, to see the sequences get somewhere; the checks above are what the test asserts.
    console.info({ ...counts, statuses: [...counts.statuses].sort().join(' ') });
  });
});
