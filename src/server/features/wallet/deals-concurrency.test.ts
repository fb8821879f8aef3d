// Coin deals completing while the same member's purchases are credited, on PostgreSQL: both lock the member's
// events and balance row, and must take them in the same order, or they deadlock (and one of them fails).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
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
});
