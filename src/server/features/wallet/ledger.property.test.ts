// Random sequences of purchases, conversions, withdrawals, payouts, rejections, coin transfers, and deal holds and
// their releases between two members: balances (cash, available and held coins) never go below zero, each equals
// the sum of its ledger entries, each matches a simple model of what the sequence should leave, and the coins bought
// equal those available, held and converted. The convertible coins (those earned in deals) stay between zero and the
// available coins, match the model's (spending takes bought coins first), and no conversion takes more than them.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionCents, defaultCoinRates, packsOf } from '#shared/coin-rates.ts';
import { conversionOptions, withdrawalOptionsCents } from '#shared/constants.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { propertyRuns, propertyTimeout } from '../../test/property-runs.ts';
import { createAdmin, createUser, type User } from '../../test/factories.ts';
import { fulfilOrder, startCheckout } from './checkout.ts';
import { holdCoins, releaseHold, transferCoins } from './ledger.ts';
import { convertCoins, decideWithdrawal, requestWithdrawal } from './service.ts';
import { transactWithEvents } from '../../platform/events/record.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = fc.integer({ min: 0, max: 1 });
const action = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who: member, pack: fc.constantFrom(...packsOf(defaultCoinRates)) }),
  fc.record({ kind: fc.constant('convert' as const), who: member, coins: fc.constantFrom(...conversionOptions) }),
  fc.record({ kind: fc.constant('withdraw' as const), who: member, cents: fc.constantFrom(...withdrawalOptionsCents) }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), decision: fc.constantFrom('paid', 'rejected') }),
  fc.record({ kind: fc.constant('transfer' as const), from: member, coins: fc.integer({ min: 1, max: 700 }) }),
  fc.record({ kind: fc.constant('hold' as const), from: member, coins: fc.integer({ min: 1, max: 700 }) }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
);

type Model = { cash: number; coins: number; held: number; convertible: number };

const isShort = (error: unknown) =>
  error instanceof AppError && (error.code === 'INSUFFICIENT_BALANCE' || error.code === 'INSUFFICIENT_COINS');
const isNotConvertible = (error: unknown) => error instanceof AppError && error.code === 'NOT_CONVERTIBLE';

/** Coins leave a member other than by a conversion: what stays convertible is at most what is left. */
const spend = (member: Model, coins: number) => {
  member.coins -= coins;
  member.convertible = Math.min(member.convertible, member.coins);
};

async function ledgerSums(userIds: string[]) {
  return t.db
    .select({
      userId: ledgerEntries.userId,
      cash: sql<number>`coalesce(sum(case when ${ledgerEntries.currency} = 'cash' then case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end end), 0)`.mapWith(
        Number,
      ),
      coins:
        sql<number>`coalesce(sum(case when ${ledgerEntries.currency} = 'coins' then case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end end), 0)`.mapWith(
          Number,
        ),
      held: sql<number>`coalesce(sum(case when ${ledgerEntries.currency} = 'held' then case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end end), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.userId, userIds))
    .groupBy(ledgerEntries.userId);
}

describe('the ledger under random sequences', { timeout: propertyTimeout(20_000) }, () => {
  it('keeps every balance at or above zero and equal to the sum of its entries', async () => {
    const admin = await createAdmin(t.db);
    const deps = t.ctx;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        const members: User[] = [await createUser(t.db), await createUser(t.db)];
        const model: Model[] = [
          { cash: 0, coins: 0, held: 0, convertible: 0 },
          { cash: 0, coins: 0, held: 0, convertible: 0 },
        ];
        const pending: { id: string; who: number; cents: number }[] = [];
        const holds: { dealId: string; from: number; coins: number }[] = [];
        // Coins that came in (bought) and went out (converted to cash): the rest is available or held.
        const outside = { bought: 0, converted: 0 };

        for (const step of actions) {
          if (step.kind === 'buy') {
            const { url } = await startCheckout(deps, members[step.who]!, { coins: step.pack.coins });
            const orderId = url.split('/').at(-1)!;
            await fulfilOrder(deps, { orderId, amountCents: step.pack.priceCents, currency: 'usd' });
            model[step.who]!.coins += step.pack.coins;
            outside.bought += step.pack.coins;
          } else if (step.kind === 'convert') {
            const enough = model[step.who]!.coins >= step.coins;
            const earned = model[step.who]!.convertible >= step.coins;
            const run = convertCoins(t.ctx, members[step.who]!, { coins: step.coins, requestId: randomUUID() });
            if (enough && earned) {
              await run;
              model[step.who]!.coins -= step.coins;
              model[step.who]!.convertible -= step.coins;
              model[step.who]!.cash += conversionCents(step.coins, defaultCoinRates.conversionCentsPer100Coins);
              outside.converted += step.coins;
            } else {
              await expect(run).rejects.toSatisfy(enough ? isNotConvertible : isShort);
            }
          } else if (step.kind === 'withdraw') {
            const enough = model[step.who]!.cash >= step.cents;
            const run = requestWithdrawal(t.ctx, members[step.who]!, {
              amountCents: step.cents,
              requestId: randomUUID(),
            });
            if (enough) {
              const { withdrawal } = await run;
              pending.push({ id: withdrawal.id, who: step.who, cents: step.cents });
              model[step.who]!.cash -= step.cents;
            } else {
              await expect(run).rejects.toSatisfy(isShort);
            }
          } else if (step.kind === 'decide') {
            if (pending.length === 0) continue;
            const [chosen] = pending.splice(step.pick % pending.length, 1);
            await decideWithdrawal(t.ctx, admin, { withdrawalId: chosen!.id, decision: step.decision });
            if (step.decision === 'rejected') model[chosen!.who]!.cash += chosen!.cents;
          } else if (step.kind === 'hold') {
            const dealId = randomUUID();
            const enough = model[step.from]!.coins >= step.coins;
            const run = transactWithEvents(t.ctx, (tx) =>
              holdCoins(tx, {
                payerId: members[step.from]!.id,
                coins: step.coins,
                description: 'Property test hold',
                proposalId: dealId,
              }),
            );
            if (enough) {
              await run;
              holds.push({ dealId, from: step.from, coins: step.coins });
              spend(model[step.from]!, step.coins);
              model[step.from]!.held += step.coins;
            } else {
              await expect(run).rejects.toSatisfy(isShort);
            }
          } else if (step.kind === 'release') {
            if (holds.length === 0) continue;
            const [hold] = holds.splice(step.pick % holds.length, 1);
            const to = 1 - hold!.from;
            const release = {
              payerId: members[hold!.from]!.id,
              providerId: members[to]!.id,
              coins: hold!.coins,
              description: 'Property test release',
              proposalId: hold!.dealId,
            };
            await transactWithEvents(t.ctx, (tx) => releaseHold(tx, release));
            // Released twice, as a retried completion would: nothing moves the second time.
            const again = await transactWithEvents(t.ctx, (tx) => releaseHold(tx, release));
            expect(again.applied).toBe(false);
            model[hold!.from]!.held -= hold!.coins;
            model[to]!.coins += hold!.coins;
            model[to]!.convertible += hold!.coins;
          } else {
            const to = 1 - step.from;
            const enough = model[step.from]!.coins >= step.coins;
            const run = transactWithEvents(t.ctx, (tx) =>
              transferCoins(tx, {
                fromUserId: members[step.from]!.id,
                toUserId: members[to]!.id,
                coins: step.coins,
                description: 'Property test deal',
                idempotencyKey: `deal:${randomUUID()}`,
              }),
            );
            if (enough) {
              await run;
              spend(model[step.from]!, step.coins);
              model[to]!.coins += step.coins;
              model[to]!.convertible += step.coins;
            } else {
              await expect(run).rejects.toSatisfy(isShort);
            }
          }
        }

        const ids = members.map((m) => m.id);
        const rows = await t.db
          .select({
            id: users.id,
            cash: users.cashBalanceCents,
            coins: users.dragonCoins,
            held: users.heldCoins,
            convertible: users.convertibleCoins,
          })
          .from(users)
          .where(inArray(users.id, ids));
        const sums = await ledgerSums(ids);
        members.forEach((m, i) => {
          const row = rows.find((r) => r.id === m.id)!;
          const sum = sums.find((s) => s.userId === m.id) ?? { cash: 0, coins: 0, held: 0 };
          expect(row.cash).toBeGreaterThanOrEqual(0);
          expect(row.coins).toBeGreaterThanOrEqual(0);
          expect(row.held).toBeGreaterThanOrEqual(0);
          expect(row.convertible).toBeGreaterThanOrEqual(0);
          expect(row.convertible).toBeLessThanOrEqual(row.coins);
          const balances = { cash: row.cash, coins: row.coins, held: row.held };
          expect(balances).toEqual({ cash: sum.cash, coins: sum.coins, held: sum.held });
          expect({ ...balances, convertible: row.convertible }).toEqual(model[i]);
        });
        const inside = rows.reduce((total, row) => total + row.coins + row.held, 0);
        expect(inside + outside.converted).toBe(outside.bought);
      }),
      { numRuns: propertyRuns(40) },
    );
    // The admin's own wallet never moved.
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminRow).toMatchObject({ cashBalanceCents: 0, dragonCoins: 0, heldCoins: 0, convertibleCoins: 0 });
  });
});
