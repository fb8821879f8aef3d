// Colluding accounts cannot take more cash out of the platform than they paid in (decision 031). Two or three members
// share one purse: at random they buy packs, pay each other in coins deals (proposal, acceptance, delivery,
// confirmation, through the real services), convert, withdraw (the admin pays or rejects), and let time pass, under
// random prices and a rate the settings allow. After every payout, the withdrawals paid never exceed the orders paid.
// A business refusal (short of coins, coins not convertible or still clearing, 4xx) is an allowed outcome: the property
// holds whatever the rules refuse, so it stays true as rules are added.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinPackSizes, maxConversionCentsPer100Coins, packPriceCentsMax } from '#shared/coin-rates.ts';
import { conversionOptions, withdrawalOptionsCents } from '#shared/constants.ts';
import { orders, users, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { propertyRuns, propertyTimeout } from '../../test/property-runs.ts';
import { createAdmin, createOffer, createUser, type User } from '../../test/factories.ts';
import { updatePlatformSettings } from '../admin/service.ts';
import { runDealMove } from '../deals/service.ts';
import { createProposal } from '../proposals/service.ts';
import { payTestCheckout, startCheckout } from './checkout.ts';
import { convertCoins, decideWithdrawal, requestWithdrawal } from './service.ts';

const dayMs = 24 * 60 * 60 * 1000;
let now = Date.now();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const who = fc.nat(2);
const action = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('buy' as const), who, coins: fc.constantFrom(...coinPackSizes) }),
  },
  // The payer pays a share of what they have: colluders move what they hold, not amounts they lack.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deal' as const),
      payer: who,
      provider: who,
      percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('convert' as const), who, coins: fc.constantFrom(...conversionOptions) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who,
      cents: fc.constantFrom(...withdrawalOptionsCents),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      decision: fc.constantFrom('paid', 'paid', 'rejected' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 10 }) }) },
);

/** Prices in a plausible range, and a rate the rule allows (up to the most it allows). */
const rates = fc
  .record({
    coinPack100PriceCents: fc.integer({ min: 500, max: 2000 }),
    coinPack500PriceCents: fc.integer({ min: 2500, max: 10_000 }),
    coinPack1000PriceCents: fc.integer({ min: 5000, max: Math.min(20_000, packPriceCentsMax) }),
    share: fc.integer({ min: 50, max: 100 }),
  })
  .map(({ share, ...prices }) => {
    const most = maxConversionCentsPer100Coins(
      coinPackSizes.map((coins) => ({ coins, priceCents: prices[`coinPack${coins}PriceCents`] })),
    );
    return { ...prices, conversionCentsPer100Coins: Math.max(1, Math.floor((most * share) / 100)) };
  });

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
type Settings = typeof rates extends fc.Arbitrary<infer S> ? S : never;

/** Two members: one buys 1,000 coins and pays them all to the other in a deal, whose coins clear and cash out. */
const cashingOutPurse = (() => {
  const prices = { coinPack100PriceCents: 1000, coinPack500PriceCents: 5000, coinPack1000PriceCents: 10_000 };
  const most = maxConversionCentsPer100Coins(
    coinPackSizes.map((coins) => ({ coins, priceCents: prices[`coinPack${coins}PriceCents`] })),
  );
  const steps: Action[] = [
    { kind: 'buy', who: 0, coins: 1000 },
    { kind: 'deal', payer: 0, provider: 0, percent: 100 },
  ];
  const purse: [number, Settings, Action[]] = [2, { ...prices, conversionCentsPer100Coins: most }, steps];
  return purse;
})();

/** A refusal the rules give a member (short, not convertible, clearing, a stale deal): an allowed outcome. */
async function allowRefusal(run: Promise<unknown>): Promise<void> {
  try {
    await run;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

/** A coins deal from proposal to confirmed completion; any step the rules refuse ends it there. */
async function runDeal(payer: User, provider: User, coins: number) {
  const listing = await createOffer(t, {
    userId: provider.id,
    paymentTypes: ['coins'],
    priceCashCents: null,
    priceCoins: coins,
  });
  const proposal = await createProposal(t.ctx, payer, listing.id, {
    paymentMethods: ['coins'],
    coinAmount: coins,
    fullName: payer.fullName,
    email: payer.email,
  });
  for (const [member, move] of [
    [provider, 'accept'],
    [provider, 'deliver'],
    [payer, 'complete'],
  ] as const) {
    try {
      await runDealMove(t.ctx, member, proposal.proposal.id, move);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return;
    }
  }
}

/**
 * The member a step names, among those able to take it when any is: colluders act where the purse has the means. When
 * none is able, the named one tries and is refused.
 */
async function pickAble(members: User[], n: number, able: (wallet: Wallet) => boolean) {
  const wallets = await t.db
    .select({
      id: users.id,
      cash: users.cashBalanceCents,
      coins: users.dragonCoins,
      convertible: users.convertibleCoins,
      clearing: users.clearingCoins,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((member) => member.id),
      ),
    );
  const ableIds = new Set(wallets.filter(able).map((wallet) => wallet.id));
  const candidates = members.filter((member) => ableIds.has(member.id));
  const pool = candidates.length > 0 ? candidates : members;
  const member = pool[n % pool.length]!;
  return { member, wallet: wallets.find((wallet) => wallet.id === member.id)! };
}
type Wallet = { id: string; cash: number; coins: number; convertible: number; clearing: number };
/** Coins a conversion may take: those convertible, and clearing ones whose window has closed clear as it runs. */
const convertibleSoon = (wallet: Wallet) => wallet.convertible + wallet.clearing;

/** Converts all the member's convertible coins and withdraws all their cash the rules let out; the withdrawals made. */
async function cashOutAll(member: User): Promise<string[]> {
  const made: string[] = [];
  const walletOf = async () => (await pickAble([member], 0, () => true)).wallet;
  for (let wallet = await walletOf(); convertibleSoon(wallet) >= 100; wallet = await walletOf()) {
    const coins = convertibleSoon(wallet) >= 500 ? 500 : 100;
    const converted = await convertCoins(t.ctx, member, { coins, requestId: randomUUID() }).catch(refusedAs(null));
    if (converted === null) break;
  }
  for (let wallet = await walletOf(); wallet.cash >= 2500; wallet = await walletOf()) {
    const amountCents = wallet.cash >= 5000 ? 5000 : 2500;
    const requested = await requestWithdrawal(t.ctx, member, { amountCents, requestId: randomUUID() }).catch(
      refusedAs(null),
    );
    if (requested === null) break;
    made.push(requested.withdrawal.id);
  }
  return made;
}

/** A business refusal becomes `value`; anything else still fails the test. */
const refusedAs =
  <T>(value: T) =>
  (error: unknown): T => {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return value;
  };

async function cashFlows(memberIds: string[]) {
  const [[paidIn], [paidOut]] = await Promise.all([
    t.db
      .select({ cents: sum(orders.amountCents).mapWith(Number) })
      .from(orders)
      .where(and(inArray(orders.userId, memberIds), eq(orders.status, 'paid'))),
    t.db
      .select({ cents: sum(withdrawals.amountCents).mapWith(Number) })
      .from(withdrawals)
      .where(and(inArray(withdrawals.userId, memberIds), eq(withdrawals.status, 'paid'))),
  ]);
  return { paidIn: paidIn?.cents ?? 0, paidOut: paidOut?.cents ?? 0 };
}

describe('colluding accounts', { timeout: propertyTimeout(120_000) }, () => {
  it('never take out more cash than they paid in', async () => {
    const admin = await createAdmin(t.db);
    let payouts = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }),
        rates,
        fc.array(action, { minLength: 6, maxLength: 16 }),
        async (size, settings, actions) => {
          await updatePlatformSettings(t.ctx, admin, settings);
          const members = await Promise.all(Array.from({ length: size }, () => createUser(t.db)));
          const ids = members.map((member) => member.id);
          const pending: string[] = [];
          for (const step of actions) {
            if (step.kind === 'buy') {
              const buyer = members[step.who % size]!;
              const { url } = await startCheckout(t.ctx, buyer, { coins: step.coins });
              await payTestCheckout(t.ctx, buyer, url.split('/').at(-1)!);
            } else if (step.kind === 'deal') {
              const { member: payer, wallet } = await pickAble(members, step.payer, (w) => w.coins > 0);
              const others = members.filter((member) => member.id !== payer.id);
              const provider = others[step.provider % others.length]!;
              const coins = Math.floor((wallet.coins * step.percent) / 100);
              if (coins > 0) await runDeal(payer, provider, coins);
            } else if (step.kind === 'convert') {
              const { member } = await pickAble(members, step.who, (w) => convertibleSoon(w) >= step.coins);
              await allowRefusal(convertCoins(t.ctx, member, { coins: step.coins, requestId: randomUUID() }));
            } else if (step.kind === 'withdraw') {
              const { member } = await pickAble(members, step.who, (w) => w.cash >= step.cents);
              await allowRefusal(
                requestWithdrawal(t.ctx, member, { amountCents: step.cents, requestId: randomUUID() }).then(
                  ({ withdrawal }) => pending.push(withdrawal.id),
                ),
              );
            } else if (step.kind === 'decide') {
              if (pending.length === 0) continue;
              const [id] = pending.splice(step.pick % pending.length, 1);
              await decideWithdrawal(t.ctx, admin, { withdrawalId: id!, decision: step.decision });
              if (step.decision === 'paid') {
                payouts += 1;
                const { paidIn, paidOut } = await cashFlows(ids);
                expect(paidOut).toBeLessThanOrEqual(paidIn);
              }
            } else {
              now += step.days * dayMs;
            }
          }
          // The purse's last chance: once every window has closed, each member converts and withdraws all they
          // can, and the admin pays every request still pending.
          now += 100 * dayMs;
          for (const member of members) pending.push(...(await cashOutAll(member)));
          for (const id of pending) await decideWithdrawal(t.ctx, admin, { withdrawalId: id, decision: 'paid' });
          payouts += pending.length;
          const { paidIn, paidOut } = await cashFlows(ids);
          expect(paidOut).toBeLessThanOrEqual(paidIn);
        },
      ),
      // A purse that certainly cashes out runs first, so the check below holds whatever the random runs draw.
      { numRuns: propertyRuns(10), examples: [cashingOutPurse] },
    );
    // The purse did cash out: a property that never paid anything out would prove nothing.
    expect(payouts).toBeGreaterThan(0);
  });
});
