import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, ledgerEntries, notifications, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const wallet = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json();

describe('GET /api/wallet', () => {
  it('answers 401 to visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
  });

  it('shows a new member an empty wallet and no subscription', async () => {
    const { cookie } = await createSignedInMember(t.app);
    expect(await wallet(cookie)).toEqual({
      cashBalanceCents: 0,
      dragonCoins: 0,
      heldCoins: 0,
      convertibleCoins: 0,
      clearingCoins: 0,
      debtCoins: 0,
      holds: [],
      clearings: [],
      rates: {
        packs: [
          { coins: 100, priceCents: 1000 },
          { coins: 500, priceCents: 4500 },
          { coins: 1000, priceCents: 9000 },
        ],
        conversionCentsPer100Coins: 900,
        conversions: [
          { coins: 100, cashCents: 900 },
          { coins: 500, cashCents: 4500 },
        ],
      },
      subscription: null,
      orders: [],
      transactions: [],
      withdrawals: [],
    });
  });
});

describe('buying a coin pack on the test checkout', () => {
  it('answers 401 to visitors and refuses an unknown pack or unticked terms, recording no order', async () => {
    expect((await post('/api/wallet/checkout', undefined, { coins: 100, acceptTerms: true })).statusCode).toBe(401);
    const { user, cookie } = await createSignedInMember(t.app);
    const unknown = await post('/api/wallet/checkout', cookie, { coins: 250, acceptTerms: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Invalid Dragon Coin amount');
    const unticked = await post('/api/wallet/checkout', cookie, { coins: 100, acceptTerms: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields.acceptTerms).toBe(
      'You must agree to the Terms of Use before making a purchase.',
    );
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(0);
  });

  it('credits the pack once when paid, with a notification and the email, and sends the browser to /success', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const checkout = await post('/api/wallet/checkout', cookie, { coins: 500, acceptTerms: true });
    expect(checkout.statusCode).toBe(200);
    const url: string = checkout.json().url;
    expect(url).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
    const orderId = url.split('/').at(-1)!;

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/test-checkout/${orderId}`,
      headers: { cookie },
    });
    expect(shown.json()).toMatchObject({ id: orderId, coins: 500, amountCents: 4500, status: 'pending' });

    for (let i = 0; i < 2; i += 1) {
      const paid = await post(`/api/wallet/test-checkout/${orderId}/pay`, cookie);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ redirectUrl: '/success?product=dragon-coins&amount=45&coins=500' });
    }
    const after = await wallet(cookie);
    expect(after).toMatchObject({ dragonCoins: 500, cashBalanceCents: 0 });
    expect(after.orders).toEqual([expect.objectContaining({ id: orderId, status: 'paid', coins: 500 })]);
    expect(after.transactions).toEqual([
      expect.objectContaining({ type: 'received', currency: 'coins', amount: 500, status: 'completed' }),
    ]);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, user.id), eq(notifications.type, 'payment_received')),
      ),
    ).toBe(1);
    expect(
      await t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'transaction_completed')),
      ),
    ).toBe(1);
  });

  it('cancels a pending checkout, which then cannot be paid', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const orderId = (await post('/api/wallet/checkout', cookie, { coins: 100, acceptTerms: true }))
      .json()
      .url.split('/')
      .at(-1);
    const cancelled = await post(`/api/wallet/test-checkout/${orderId}/cancel`, cookie);
    expect(cancelled.json()).toEqual({ redirectUrl: '/cancel' });
    const paid = await post(`/api/wallet/test-checkout/${orderId}/pay`, cookie);
    expect(paid.statusCode).toBe(409);
    expect(await wallet(cookie)).toMatchObject({
      dragonCoins: 0,
      orders: [expect.objectContaining({ status: 'cancelled' })],
    });
  });

  it("answers 404 for another member's checkout and changes nothing", async () => {
    const owner = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const orderId = (await post('/api/wallet/checkout', owner.cookie, { coins: 100, acceptTerms: true }))
      .json()
      .url.split('/')
      .at(-1);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/test-checkout/${orderId}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.statusCode).toBe(404);
    expect((await post(`/api/wallet/test-checkout/${orderId}/pay`, other.cookie)).statusCode).toBe(404);
    expect(await wallet(owner.cookie)).toMatchObject({ dragonCoins: 0 });
    expect(await wallet(other.cookie)).toMatchObject({ dragonCoins: 0 });
    expect((await post('/api/wallet/test-checkout/not-a-uuid/pay', owner.cookie)).statusCode).toBe(404);
  });

  it('has no test checkout when Stripe takes the payments', async () => {
    const stripeApp = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_not_used', STRIPE_WEBHOOK_SECRET: 'whsec_not_used' },
    });
    try {
      const { user, cookie } = await createSignedInMember(stripeApp.app);
      const [order] = await stripeApp.db
        .insert(orders)
        .values({ userId: user.id, coins: 100, amountCents: 1000, provider: 'test' })
        .returning();
      const res = await stripeApp.app.inject({
        method: 'POST',
        url: `/api/wallet/test-checkout/${order!.id}/pay`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await stripeApp.close();
    }
  });
});

describe('POST /api/wallet/convert', () => {
  it('answers 401 to visitors and 400 to a bad amount, unticked terms or a missing request id', async () => {
    expect((await post('/api/wallet/convert', undefined, {})).statusCode).toBe(401);
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { coins: 1000 });
    const cases = [
      [{ coins: 50, acceptTerms: true, requestId: randomUUID() }, 'Choose 100 or 500 Dragon Coins'],
      [
        { coins: 100, acceptTerms: false, requestId: randomUUID() },
        'You must agree to the Terms of Use before converting.',
      ],
      [{ coins: 100, acceptTerms: true }, 'Request id must be a UUID'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await post('/api/wallet/convert', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(message);
    }
    expect(await wallet(cookie)).toMatchObject({ dragonCoins: 1000, cashBalanceCents: 0 });
  });

  it('converts at the settings rate ($9 per 100 DC by default), once per request id', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    // Only coins earned in deals convert (convertible.test.ts).
    await earnCoins(t, user.id, 600);
    const payload = { coins: 500, acceptTerms: true, requestId: randomUUID() };
    for (let i = 0; i < 2; i += 1) {
      const res = await post('/api/wallet/convert', cookie, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cashBalanceCents: 4500, dragonCoins: 100 });
    }
    const { transactions } = await wallet(cookie);
    const conversion = transactions.filter((entry: { description: string }) =>
      entry.description.startsWith('Converted'),
    );
    expect(conversion).toHaveLength(2);
    expect(conversion).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'sent',
          currency: 'coins',
          amount: 500,
          description: 'Converted 500 DC to $45.00',
        }),
        expect.objectContaining({ type: 'received', currency: 'cash', amount: 4500 }),
      ]),
    );
  });

  it("says 'Insufficient coins' when short and changes nothing", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { coins: 400 });
    const res = await post('/api/wallet/convert', cookie, { coins: 500, acceptTerms: true, requestId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INSUFFICIENT_COINS', message: 'Insufficient coins' });
    expect(await wallet(cookie)).toMatchObject({ dragonCoins: 400, cashBalanceCents: 0 });
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, user.id))).toBe(1);
  });
});

describe('withdrawals', () => {
  const withdraw = (cookie: string | undefined, amountCents: number, requestId: string = randomUUID()) =>
    post('/api/wallet/withdrawals', cookie, { amountCents, acceptTerms: true, requestId });

  it('answers 401 to visitors and 400 to other amounts or unticked terms', async () => {
    expect((await withdraw(undefined, 2500)).statusCode).toBe(401);
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { cashCents: 10_000 });
    expect((await withdraw(cookie, 3000)).statusCode).toBe(400);
    const unticked = await post('/api/wallet/withdrawals', cookie, {
      amountCents: 2500,
      acceptTerms: false,
      requestId: randomUUID(),
    });
    expect(unticked.json().error.fields.acceptTerms).toBe('You must agree to the Terms of Use before withdrawing.');
    expect(await wallet(cookie)).toMatchObject({ cashBalanceCents: 10_000, withdrawals: [] });
  });

  it("holds the cash at once, answers the same withdrawal to a retry, and says 'Insufficient balance' when short", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { cashCents: 4000 });
    const requestId = randomUUID();
    const first = await withdraw(cookie, 2500, requestId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      cashBalanceCents: 1500,
      withdrawal: { amountCents: 2500, status: 'pending' },
    });
    const retry = await withdraw(cookie, 2500, requestId);
    expect(retry.json().withdrawal.id).toBe(first.json().withdrawal.id);
    const reused = await withdraw(cookie, 5000, requestId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('REQUEST_ID_REUSED');

    const short = await withdraw(cookie, 2500);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    const after = await wallet(cookie);
    expect(after).toMatchObject({
      cashBalanceCents: 1500,
      withdrawals: [expect.objectContaining({ status: 'pending' })],
    });
    expect(after.transactions[0]).toMatchObject({ type: 'sent', currency: 'cash', amount: 2500, status: 'pending' });
  });

  it('lets only admins pay or reject; rejecting returns the cash; each decision is final and notified', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    await fundWallet(t, user.id, { cashCents: 5000 });
    const paidId = (await withdraw(cookie, 2500)).json().withdrawal.id;
    const rejectedId = (await withdraw(cookie, 2500)).json().withdrawal.id;
    expect((await wallet(cookie)).cashBalanceCents).toBe(0);

    expect((await post(`/api/admin/withdrawals/${paidId}/pay`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/admin/withdrawals/${paidId}/pay`, cookie)).statusCode).toBe(403);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?status=pending',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: paidId, user: expect.objectContaining({ email: user.email }) }),
      ]),
    );

    expect((await post(`/api/admin/withdrawals/${paidId}/pay`, admin.cookie)).json()).toMatchObject({ status: 'paid' });
    const rejected = await post(`/api/admin/withdrawals/${rejectedId}/reject`, admin.cookie);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const again = await post(`/api/admin/withdrawals/${rejectedId}/pay`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This withdrawal was already rejected');
    expect((await post(`/api/admin/withdrawals/${randomUUID()}/pay`, admin.cookie)).statusCode).toBe(404);

    // An admin's own withdrawal is for another admin to decide.
    await fundWallet(t, admin.user.id, { cashCents: 2500 });
    const own = (await withdraw(admin.cookie, 2500)).json().withdrawal.id;
    expect((await post(`/api/admin/withdrawals/${own}/pay`, admin.cookie)).statusCode).toBe(403);

    const after = await wallet(cookie);
    expect(after.cashBalanceCents).toBe(2500);
    expect(after.withdrawals.map((w: { status: string }) => w.status).sort()).toEqual(['paid', 'rejected']);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, user.id), eq(notifications.type, 'withdrawal_updated')),
      ),
    ).toBe(2);
    // Each decision is in the audit log, under the action Recent Activity words; the refused ones are not.
    const audited = await t.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(inArray(auditLog.targetId, [paidId, rejectedId, own]));
    expect(audited.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'withdrawal.paid', targetId: paidId, actorId: admin.user.id },
      { action: 'withdrawal.rejected', targetId: rejectedId, actorId: admin.user.id },
    ]);
  });
});

describe('the ledger', () => {
  it('has no client-side balance writes: PATCH /api/me refuses balances', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { cashBalanceCents: 1_000_000, dragonCoins: 1_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(await wallet(cookie)).toMatchObject({ cashBalanceCents: 0, dragonCoins: 0 });
  });

  it('refuses to change or delete an entry', async () => {
    const { user } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { coins: 100 });
    await expect(t.db.execute(sql`UPDATE ledger_entries SET amount = 1 WHERE user_id = ${user.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM ledger_entries WHERE user_id = ${user.id}`)).rejects.toThrow();
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, user.id))).toBe(1);
  });
});
