// POST /api/payments/webhook with signatures made by the stripe package's own test-header helper.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, notifications, orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

const secret = 'whsec_test_dragon_market_webhook_secret';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: secret } });
});
afterAll(() => t.close());

async function createStripeOrder(coins = 100, amountCents = 1000) {
  const user = await createUser(t.db);
  const [order] = await t.db
    .insert(orders)
    .values({ userId: user.id, coins, amountCents, provider: 'stripe', providerSessionId: `cs_test_${randomUUID()}` })
    .returning();
  return { user, order: order! };
}

function checkoutEvent(
  type: string,
  order: { id: string; amountCents: number; providerSessionId: string | null },
  session: Partial<Stripe.Checkout.Session> = {},
) {
  return JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.providerSessionId,
        object: 'checkout.session',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_status: 'paid',
        amount_total: order.amountCents,
        currency: 'usd',
        ...session,
      },
    },
  });
}

const deliver = (
  payload: string,
  { signWith = secret, timestamp, signature }: { signWith?: string; timestamp?: number; signature?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith, timestamp }),
    },
    payload,
  });

async function coinsOf(userId: string) {
  const [row] = await t.db.select({ coins: users.dragonCoins }).from(users).where(eq(users.id, userId));
  return row!.coins;
}
const purchaseEntries = (userId: string) =>
  t.db.$count(ledgerEntries, and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'purchase')));

describe('POST /api/payments/webhook', () => {
  it('credits a paid checkout session and marks its order paid', async () => {
    const { user, order } = await createStripeOrder(500, 4500);
    const res = await deliver(checkoutEvent('checkout.session.completed', order));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await coinsOf(user.id)).toBe(500);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, user.id), eq(notifications.type, 'payment_received')),
      ),
    ).toBe(1);
  });

  it('refuses a tampered body, a wrong secret, a stale signature or none, changing nothing', async () => {
    const { user, order } = await createStripeOrder();
    const payload = checkoutEvent('checkout.session.completed', order);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace('"amount_total":1000', '"amount_total":100');
    const attempts = [
      await deliver(tampered, { signature }),
      await deliver(payload, { signWith: 'whsec_someone_else' }),
      await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await coinsOf(user.id)).toBe(0);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('pending');
  });

  it('refuses a signature dated more than the tolerance ahead, and takes one a minute ahead (clock skew)', async () => {
    const { user, order } = await createStripeOrder();
    const payload = checkoutEvent('checkout.session.completed', order);
    const now = Math.floor(Date.now() / 1000);
    const ahead = await deliver(payload, { timestamp: now + 10 * 60 });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toMatchObject({ code: 'INVALID_SIGNATURE', message: 'Invalid Stripe signature' });
    expect(await coinsOf(user.id)).toBe(0);
    const [pending] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(pending!.status).toBe('pending');

    expect((await deliver(payload, { timestamp: now + 60 })).statusCode).toBe(200);
    expect(await coinsOf(user.id)).toBe(100);
  });

  it('credits once when the same event comes again, and when ten copies come at once', async () => {
    const { user, order } = await createStripeOrder();
    const payload = checkoutEvent('checkout.session.completed', order);
    for (let i = 0; i < 3; i += 1) expect((await deliver(payload)).statusCode).toBe(200);
    expect(await coinsOf(user.id)).toBe(100);

    const second = await createStripeOrder();
    const copy = checkoutEvent('checkout.session.completed', second.order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(copy)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await coinsOf(second.user.id)).toBe(100);
    expect(await purchaseEntries(second.user.id)).toBe(1);
  });

  it('credits once whatever order the events come in, and an expiry never undoes a payment', async () => {
    const { user, order } = await createStripeOrder();
    await deliver(checkoutEvent('checkout.session.async_payment_succeeded', order));
    await deliver(checkoutEvent('checkout.session.completed', order));
    await deliver(checkoutEvent('checkout.session.expired', order, { payment_status: 'unpaid' }));
    expect(await coinsOf(user.id)).toBe(100);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('paid');
  });

  it('waits for a delayed payment to succeed, and closes an order whose checkout expired', async () => {
    const delayed = await createStripeOrder();
    await deliver(checkoutEvent('checkout.session.completed', delayed.order, { payment_status: 'unpaid' }));
    expect(await coinsOf(delayed.user.id)).toBe(0);
    await deliver(checkoutEvent('checkout.session.async_payment_succeeded', delayed.order));
    expect(await coinsOf(delayed.user.id)).toBe(100);

    const expired = await createStripeOrder();
    await deliver(checkoutEvent('checkout.session.expired', expired.order, { payment_status: 'unpaid' }));
    const [closed] = await t.db.select().from(orders).where(eq(orders.id, expired.order.id));
    expect(closed!.status).toBe('cancelled');
    expect(await coinsOf(expired.user.id)).toBe(0);
  });

  it('credits nothing for an amount that is not the order’s, or an order that does not exist', async () => {
    const { user, order } = await createStripeOrder();
    expect((await deliver(checkoutEvent('checkout.session.completed', order, { amount_total: 1 }))).statusCode).toBe(
      200,
    );
    const unknown = { ...order, id: randomUUID() };
    expect((await deliver(checkoutEvent('checkout.session.completed', unknown))).statusCode).toBe(200);
    expect(await coinsOf(user.id)).toBe(0);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('pending');
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
