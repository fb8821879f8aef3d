import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { stripeAnswering } from '../../test/stripe.ts';
import { startCheckout } from './checkout.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ordersOf(userId: string) {
  return t.db.select({ status: orders.status }).from(orders).where(eq(orders.userId, userId));
}

describe('a Stripe checkout that cannot start', () => {
  it('marks the order failed when Stripe refuses, so nothing is left pending', async () => {
    const member = await createUser(t.db);
    const stripe = stripeAnswering(() => Promise.reject(new Error('card network down')));
    const start = startCheckout({ ...t.ctx, stripe }, member, { coins: 100 });
    await expect(start).rejects.toMatchObject({ status: 502, message: 'Failed to create checkout session' });
    expect(await ordersOf(member.id)).toEqual([{ status: 'failed' }]);
  });

  it('marks the order failed when Stripe answers without a page to pay on', async () => {
    const member = await createUser(t.db);
    const stripe = stripeAnswering(() => Promise.resolve({ id: 'cs_test_1', url: null }));
    const start = startCheckout({ ...t.ctx, stripe }, member, { coins: 100 });
    await expect(start).rejects.toMatchObject({ status: 502, message: 'No checkout URL received' });
    // A pending order would hold up the member's account deletion for a day.
    expect(await ordersOf(member.id)).toEqual([{ status: 'failed' }]);
  });
});
