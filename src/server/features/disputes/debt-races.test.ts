// A refund ruling on a completed deal and its provider spending the same coins in another deal, at the same moment,
// on PostgreSQL, each through its own connection (PGlite runs one transaction at a time and could not show a missing
// lock). Whichever commits first, the ruling succeeds and the payer gets every coin back: the acceptance that came
// first leaves the provider owing what they spent, the ruling that came first leaves them short for the acceptance
// (409 PAYER_SHORT). Every balance, the debt included, is the sum of its ledger entries, and coins less debts are
// what was put in.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { fundWallet } from '../../test/factories.ts';
import { findCheckedCoins } from '../../test/ledger-balances.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, form, listingOf, acceptCoinsDeal } = dealRequests(() => t);
const price = 100;
const rounds = 10;

async function debtOf(who: Signed) {
  const [row] = await t.db.select({ debt: users.debtCoins }).from(users).where(eq(users.id, who.user.id));
  const [sum] = await t.db
    .select({
      debt: sql<number>`coalesce(sum(case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.userId} = ${who.user.id} and ${ledgerEntries.currency} = 'debt'`);
  expect(row?.debt).toBe(sum?.debt);
  return row!.debt;
}

/**
 * A completed deal of `price` DC from `payer` to `provider`, disputed by the payer, and the provider's own proposal
 * of `price` DC on `seller`'s listing, waiting for the seller's acceptance.
 */
async function stage(provider: Signed, payer: Signed, seller: Signed) {
  await fundWallet(t, payer.user.id, { coins: price });
  const id = await acceptCoinsDeal(payer, provider, price);
  expect((await post(`/api/proposals/${id}/deliver`, provider)).statusCode).toBe(200);
  expect((await post(`/api/proposals/${id}/complete`, payer)).statusCode).toBe(200);
  const opened = await post(`/api/proposals/${id}/dispute`, payer, { reason: 'not delivered', statement: 'No.' });
  expect(opened.statusCode, opened.body).toBe(200);
  const listing = await listingOf(seller);
  const sent = await post(
    `/api/offers/${listing.id}/proposals`,
    provider,
    form({ paymentMethods: ['coins'], coinAmount: price }),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { disputeId: opened.json().dispute.id as string, spendId: sent.json().id as string };
}

describe.runIf(testDatabaseKind() === 'postgres')('a ruling against a provider who spends the coins at once', () => {
  it('always rules, and records as a debt what the provider spent first', async () => {
    const [provider, payer, seller, admin] = await Promise.all([
      createSignedInMember(t.app),
      createSignedInMember(t.app),
      createSignedInMember(t.app),
      createSignedInMember(t.app, { role: 'admin' }),
    ]);
    const members = [provider, payer, seller];
    const ids = members.map((member) => member.user.id);
    const outcomes = new Set<string>();
    const rule = (disputeId: string) =>
      post(`/api/admin/disputes/${disputeId}/resolve`, admin, {
        outcome: 'refund',
        note: 'Refunded.',
        withoutStatement: true,
      });
    const accept = (spendId: string) => post(`/api/proposals/${spendId}/accept`, seller);

    // The two orders one after the other, then both at once, round after round.
    const orders: ('rule first' | 'accept first' | 'at once')[] = [
      'rule first',
      'accept first',
      ...Array<'at once'>(rounds).fill('at once'),
    ];
    let putIn = 0;
    for (const order of orders) {
      const { disputeId, spendId } = await stage(provider, payer, seller);
      putIn += price;
      const debtBefore = await debtOf(provider);
      const [payerBefore] = await findCheckedCoins(t.db, [payer.user.id]);
      let ruled;
      let accepted;
      if (order === 'rule first') {
        ruled = await rule(disputeId);
        accepted = await accept(spendId);
      } else if (order === 'accept first') {
        accepted = await accept(spendId);
        ruled = await rule(disputeId);
      } else {
        [ruled, accepted] = await Promise.all([rule(disputeId), accept(spendId)]);
      }
      expect(ruled.statusCode, ruled.body).toBe(200);
      const [payerAfter] = await findCheckedCoins(t.db, [payer.user.id]);
      expect(payerAfter!.available - payerBefore!.available).toBe(price);
      const debt = (await debtOf(provider)) - debtBefore;
      if (accepted.statusCode === 200) {
        outcomes.add('spent, then owed');
        expect(debt).toBe(price);
        // The next round's coins repay it first; take it out of the picture to start even.
        await fundWallet(t, provider.user.id, { coins: price });
        putIn += price;
        expect(await debtOf(provider)).toBe(debtBefore);
      } else {
        outcomes.add('taken, then short');
        expect(accepted.statusCode, accepted.body).toBe(409);
        expect(accepted.json().error.code).toBe('PAYER_SHORT');
        expect(debt).toBe(0);
      }
      const coins = await findCheckedCoins(t.db, ids);
      const [{ debts } = { debts: 0 }] = await t.db
        .select({ debts: sql<number>`coalesce(sum(${users.debtCoins}), 0)`.mapWith(Number) })
        .from(users)
        .where(inArray(users.id, ids));
      expect(coins.reduce((sum, { available, held }) => sum + available + held, 0) - debts).toBe(putIn);
    }
    expect(outcomes).toEqual(new Set(['spent, then owed', 'taken, then short']));
    console.info(`ruling vs spending: ${[...outcomes].join(', ')}`);
  }, 120_000);
});
