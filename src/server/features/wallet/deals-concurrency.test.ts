// Coin deals completing while the same member's purchases are credited, on PostgreSQL: both lock the member's
// events and balance row, and must take them in the same order, or they deadlock (and one of them fails). And
// acceptances racing a withdrawal, or each other for one payer's coins: never more held than the payer had.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer, fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { fulfilOrder } from './checkout.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.runIf(testDatabaseKind() === 'postgres')('coin deals beside purchases', () => {
  it('completes 10 deals paying one member while 10 of their purchases are credited, all at once', async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await createOffer(t, { userId: owner.user.id, paymentTypes: ['coins'] });
    const payers = await Promise.all(Array.from({ length: 10 }, () => createSignedInMember(t.app)));
    const proposalIds: string[] = [];
    for (const payer of payers) {
      await fundWallet(t, payer.user.id, { coins: 100 });
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${listing.id}/proposals`,
        headers: { cookie: payer.cookie },
        payload: { paymentMethods: ['coins'], coinAmount: 30, fullName: 'Payer', email: 'payer@example.com' },
      });
      const id: string = sent.json().id;
      await t.app.inject({ method: 'POST', url: `/api/proposals/${id}/accept`, headers: { cookie: owner.cookie } });
      await t.app.inject({ method: 'POST', url: `/api/proposals/${id}/deliver`, headers: { cookie: owner.cookie } });
      proposalIds.push(id);
    }
    const purchases = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 10 }, () => ({
          userId: owner.user.id,
          coins: 100,
          amountCents: 1000,
          provider: 'test' as const,
        })),
      )
      .returning({ id: orders.id });

    const deps = t.ctx;
    const results = await Promise.allSettled([
      ...proposalIds.map((id, i) =>
        t.app.inject({ method: 'POST', url: `/api/proposals/${id}/complete`, headers: { cookie: payers[i]!.cookie } }),
      ),
      ...purchases.map((order) =>
        fulfilOrder(deps, { orderId: order.id, amountCents: 1000, currency: 'usd', providerSessionId: randomUUID() }),
      ),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const completions = results
      .slice(0, 10)
      .map((result) => (result as PromiseFulfilledResult<{ statusCode: number }>).value.statusCode);
    expect(completions).toEqual(Array(10).fill(200));
    const [row] = await t.db.select({ coins: users.dragonCoins }).from(users).where(eq(users.id, owner.user.id));
    expect(row!.coins).toBe(10 * 30 + 10 * 100);
  });

  async function propose(listingId: string, payer: { cookie: string }, coins: number): Promise<string> {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${listingId}/proposals`,
      headers: { cookie: payer.cookie },
      payload: { paymentMethods: ['coins'], coinAmount: coins, fullName: 'Payer', email: 'payer@example.com' },
    });
    return sent.json().id;
  }

  const act = (id: string, action: string, who: { cookie: string }) =>
    t.app.inject({ method: 'POST', url: `/api/proposals/${id}/${action}`, headers: { cookie: who.cookie } });

  async function coinsOf(userId: string) {
    const [row] = await t.db
      .select({ available: users.dragonCoins, held: users.heldCoins })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  }

  it('holds the coins of a proposal accepted while it is withdrawn only when the acceptance wins', async () => {
    const owner = await createSignedInMember(t.app);
    for (let round = 0; round < 5; round += 1) {
      const payer = await createSignedInMember(t.app);
      const listing = await createOffer(t, { userId: owner.user.id, paymentTypes: ['coins'] });
      await fundWallet(t, payer.user.id, { coins: 50 });
      const id = await propose(listing.id, payer, 40);
      const [accepted, withdrawn] = await Promise.all([act(id, 'accept', owner), act(id, 'cancel', payer)]);
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const held = accepted.statusCode === 200;
      expect(await coinsOf(payer.user.id)).toEqual(held ? { available: 10, held: 40 } : { available: 50, held: 0 });
      expect(await t.db.$count(ledgerEntries, like(ledgerEntries.idempotencyKey, `hold:${id}`))).toBe(held ? 2 : 0);
    }
  });

  it('holds one of two deals accepted at once when their payer can cover only one', async () => {
    const payer = await createSignedInMember(t.app);
    const owners = await Promise.all([createSignedInMember(t.app), createSignedInMember(t.app)]);
    await fundWallet(t, payer.user.id, { coins: 100 });
    const ids: string[] = [];
    for (const owner of owners) {
      const listing = await createOffer(t, { userId: owner.user.id, paymentTypes: ['coins'] });
      ids.push(await propose(listing.id, payer, 70));
    }
    const results = await Promise.all(ids.map((id, i) => act(id, 'accept', owners[i]!)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: 'PAYER_SHORT',
      message: 'The other member cannot pay 70 DC right now',
    });
    expect(await coinsOf(payer.user.id)).toEqual({ available: 30, held: 70 });
  });
});
