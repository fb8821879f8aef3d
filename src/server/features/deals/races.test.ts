// Two moves on one deal at once, on PostgreSQL, each through its own connection: the proposal row's lock lets one
// decide and the other read what it decided, so the deal ends in exactly one outcome and its coins move once, to the
// provider or back to the payer, with the ledger agreeing with every balance. Two sendings of one member on one
// listing, the row before a deal, leave one proposal pending. Each race runs many times.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, proposals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { fundWallet } from '../../test/factories.ts';
import { findCheckedCoins } from '../../test/ledger-balances.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { autoCompleteProposal } from './transitions.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Which outcomes each race ended in: which move wins is up to the scheduler, so this is printed, not checked, to
// show a run saw both orders.
const seen = new Map<string, Set<string>>();
const note = (race: string, outcome: string) => seen.set(race, (seen.get(race) ?? new Set()).add(outcome));
afterAll(() => {
  for (const [race, outcomes] of seen) console.info(`${race}: ${[...outcomes].join(', ')}`);
});

const { post, form, listingOf } = proposalRequests(() => t);

const rounds = 20;

/**
 * The clock's move after `round`'s stagger: called directly it starts before a request has passed its sign-in
 * check, so without one it would win every time.
 */
const clockMove = async (id: string, round: number) => {
  await new Promise((resolve) => setTimeout(resolve, (round % 5) * 4));
  await autoCompleteProposal(t.ctx, id);
};
const price = 100;
const reason = { reason: 'Plans changed' };

type Pair = { provider: Signed; payer: Signed };
type Deal = Pair & { id: string };

// Signing in costs a password hash, most of a round's time: each race's rounds share one pair of members, and the
// coins are checked as what each round changed.
const pair = async (): Promise<Pair> => {
  const [provider, payer] = await Promise.all([createSignedInMember(t.app), createSignedInMember(t.app)]);
  return { provider, payer };
};

/** A new coins deal on `provider`'s service, the payer (the sender) funded with its price, moved to `stage`. */
async function dealAt({ provider, payer }: Pair, stage: 'pending' | 'accepted' | 'delivered'): Promise<Deal> {
  await fundWallet(t, payer.user.id, { coins: price });
  const listing = await listingOf(provider);
  const sent = await post(
    `/api/offers/${listing.id}/proposals`,
    payer,
    form({ paymentMethods: ['coins'], coinAmount: price }),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const id: string = sent.json().id;
  const moves = stage === 'pending' ? [] : stage === 'accepted' ? ['accept'] : ['accept', 'deliver'];
  for (const move of moves) expect((await post(`/api/proposals/${id}/${move}`, provider)).statusCode).toBe(200);
  return { provider, payer, id };
}

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: proposals.status, askedBy: proposals.cancelRequestedById })
    .from(proposals)
    .where(eq(proposals.id, id));
  return row!;
}

/** Both parties' coins as their rows keep them, after checking each row against the sum of its ledger entries. */
async function coinsOf({ provider, payer }: Pair) {
  const [payerCoins, providerCoins] = await findCheckedCoins(t.db, [payer.user.id, provider.user.id]);
  return { payer: payerCoins!, provider: providerCoins! };
}

type Coins = Awaited<ReturnType<typeof coinsOf>>;

/** What the race moved: each party's available and held coins after, less before. */
const change = (before: Coins, after: Coins): Coins => ({
  payer: { available: after.payer.available - before.payer.available, held: after.payer.held - before.payer.held },
  provider: {
    available: after.provider.available - before.provider.available,
    held: after.provider.held - before.provider.held,
  },
});

// From an accepted or delivered deal: its held coins paid to the provider, given back to the payer, or left held.
const paid = { payer: { available: 0, held: -price }, provider: { available: price, held: 0 } };
const refunded = { payer: { available: price, held: -price }, provider: { available: 0, held: 0 } };
const unmoved = { payer: { available: 0, held: 0 }, provider: { available: 0, held: 0 } };
// From a pending one: its coins held at acceptance.
const held = { payer: { available: -price, held: price }, provider: { available: 0, held: 0 } };

/** The kinds of the deal's ledger entries: two for its hold, then two for its release or its refund, once. */
async function movesOf(id: string) {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, [`hold:${id}`, `deal:${id}`]));
  return rows.map((row) => row.kind).sort();
}
const heldMoves = ['hold', 'hold'];
const paidMoves = ['hold', 'hold', 'release', 'release'];
const refundedMoves = ['hold', 'hold', 'refund', 'refund'];

describe.runIf(testDatabaseKind() === 'postgres')('two moves on one deal at once', () => {
  it('ends a delivered deal confirmed or cancelled by agreement, never both', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'delivered');
      const before = await coinsOf(deal);
      const { provider, payer, id } = deal;
      expect((await post(`/api/proposals/${id}/request-cancellation`, provider, reason)).statusCode).toBe(200);
      const [confirmed, agreed] = await Promise.all([
        post(`/api/proposals/${id}/complete`, payer),
        post(`/api/proposals/${id}/agree-cancellation`, payer),
      ]);
      expect([confirmed.statusCode, agreed.statusCode].sort()).toEqual([200, 409]);
      const { status } = await statusOf(id);
      expect(status).toBe(confirmed.statusCode === 200 ? 'completed' : 'cancelled');
      expect(change(before, await coinsOf(deal))).toEqual(status === 'completed' ? paid : refunded);
      expect(await movesOf(id)).toEqual(status === 'completed' ? paidMoves : refundedMoves);
      note('confirm vs agree-cancellation', status);
    }
  });

  it("completes a delivered deal by the clock or leaves it waiting on the payer's request, never both", async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'delivered');
      const before = await coinsOf(deal);
      const { payer, id } = deal;
      const [, asked] = await Promise.all([
        clockMove(id, round),
        post(`/api/proposals/${id}/request-cancellation`, payer, reason),
      ]);
      const after = await statusOf(id);
      note('auto-complete vs request-cancellation', after.status);
      if (asked.statusCode === 200) {
        expect(after).toEqual({ status: 'delivered', askedBy: payer.user.id });
        expect(change(before, await coinsOf(deal))).toEqual(unmoved);
        expect(await movesOf(id)).toEqual(heldMoves);
      } else {
        expect(asked.statusCode).toBe(409);
        expect(after).toEqual({ status: 'completed', askedBy: null });
        expect(change(before, await coinsOf(deal))).toEqual(paid);
        expect(await movesOf(id)).toEqual(paidMoves);
      }
    }
  });

  it('pays a delivered deal once when the payer confirms as the clock completes it', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'delivered');
      const before = await coinsOf(deal);
      const [, confirmed] = await Promise.all([
        clockMove(deal.id, round),
        post(`/api/proposals/${deal.id}/complete`, deal.payer),
      ]);
      expect([200, 409]).toContain(confirmed.statusCode);
      note('auto-complete vs confirm', confirmed.statusCode === 200 ? 'confirmed' : 'by the clock');
      expect((await statusOf(deal.id)).status).toBe('completed');
      expect(change(before, await coinsOf(deal))).toEqual(paid);
      expect(await movesOf(deal.id)).toEqual(paidMoves);
    }
  });

  it('lets the provider either deliver an accepted deal or cancel it alone, not both', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'accepted');
      const before = await coinsOf(deal);
      const { provider, id } = deal;
      const [delivered, cancelled] = await Promise.all([
        post(`/api/proposals/${id}/deliver`, provider),
        post(`/api/proposals/${id}/cancel-deal`, provider, reason),
      ]);
      expect([delivered.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const { status } = await statusOf(id);
      expect(status).toBe(delivered.statusCode === 200 ? 'delivered' : 'cancelled');
      note('deliver vs cancel-deal', status);
      expect(change(before, await coinsOf(deal))).toEqual(status === 'delivered' ? unmoved : refunded);
      expect(await movesOf(id)).toEqual(status === 'delivered' ? heldMoves : refundedMoves);
    }
  });

  it('cancels an accepted deal once when the provider cancels alone as the payer asks to, in either order', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'accepted');
      const before = await coinsOf(deal);
      const { provider, payer, id } = deal;
      const [cancelled, asked] = await Promise.all([
        post(`/api/proposals/${id}/cancel-deal`, provider, reason),
        post(`/api/proposals/${id}/request-cancellation`, payer, reason),
      ]);
      // Asking after the deal is cancelled is refused; cancelling after the payer asked is the provider's right.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect([200, 409]).toContain(asked.statusCode);
      note('cancel-deal vs request-cancellation', asked.statusCode === 200 ? 'asked first' : 'cancelled first');
      // The cancellation on record is the provider's: theirs took effect, and the admin's counts read it.
      expect(await statusOf(id)).toEqual({ status: 'cancelled', askedBy: provider.user.id });
      expect(change(before, await coinsOf(deal))).toEqual(refunded);
      expect(await movesOf(id)).toEqual(refundedMoves);
    }
  });

  it('holds the coins of a deal accepted as the provider cancels it, and refunds them only after', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'pending');
      const before = await coinsOf(deal);
      const { provider, id } = deal;
      const [accepted, cancelled] = await Promise.all([
        post(`/api/proposals/${id}/accept`, provider),
        post(`/api/proposals/${id}/cancel-deal`, provider, reason),
      ]);
      // A deal cannot be cancelled before it is accepted, so the acceptance always stands.
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect([200, 409]).toContain(cancelled.statusCode);
      const { status } = await statusOf(id);
      expect(status).toBe(cancelled.statusCode === 200 ? 'cancelled' : 'accepted');
      note('accept vs cancel-deal', status);
      expect(change(before, await coinsOf(deal))).toEqual(status === 'cancelled' ? unmoved : held);
      expect(await movesOf(id)).toEqual(status === 'cancelled' ? refundedMoves : heldMoves);
    }
  });

  it('accepts a pending proposal or counters it, never both, holding coins only for an acceptance', async () => {
    const parties = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const deal = await dealAt(parties, 'pending');
      const before = await coinsOf(deal);
      const { provider, id } = deal;
      // The provider's two tabs answer the first version at once.
      const [accepted, countered] = await Promise.all([
        post(`/api/proposals/${id}/accept`, provider, { version: 1 }),
        post(`/api/proposals/${id}/counter`, provider, {
          version: 1,
          paymentMethods: ['coins'],
          coinAmount: price / 2,
        }),
      ]);
      const won = [accepted, countered].filter((answer) => answer.statusCode === 200);
      expect(won, `${accepted.body} / ${countered.body}`).toHaveLength(1);
      const [row] = await t.db
        .select({ status: proposals.status, version: proposals.version, coinAmount: proposals.coinAmount })
        .from(proposals)
        .where(eq(proposals.id, id));
      if (accepted.statusCode === 200) {
        expect(countered.statusCode).toBe(409);
        expect(row).toEqual({ status: 'accepted', version: 1, coinAmount: price });
        expect(change(before, await coinsOf(deal))).toEqual(held);
        expect(await movesOf(id)).toEqual(heldMoves);
      } else {
        // Countered first: the acceptance answered a version the counter replaced, and says so (issue 31, point 6).
        expect(accepted.statusCode).toBe(409);
        expect(accepted.json().error.code).toBe('STALE_VERSION');
        expect(row).toEqual({ status: 'pending', version: 2, coinAmount: price / 2 });
        expect(change(before, await coinsOf(deal))).toEqual(unmoved);
        expect(await movesOf(id)).toEqual([]);
      }
      note('accept vs counter', row!.status);
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two sendings on one listing at once', () => {
  it("sends one proposal and refuses the other as pending, under the sender's lock", async () => {
    const { provider, payer } = await pair();
    for (let round = 0; round < rounds; round += 1) {
      const listing = await listingOf(provider);
      // The member's two tabs send at once.
      const sent = await Promise.all([0, 1].map(() => post(`/api/offers/${listing.id}/proposals`, payer, form())));
      const codes = sent.map((res) => res.statusCode).sort();
      expect(codes, sent.map((res) => res.body).join(' / ')).toEqual([201, 409]);
      expect(sent.find((res) => res.statusCode === 409)!.json().error.code).toBe('PROPOSAL_PENDING');
      expect(await t.db.$count(proposals, eq(proposals.offerId, listing.id))).toBe(1);
    }
  });
});
