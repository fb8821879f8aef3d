// Point 5: a withdrawal and its ledger entries read the same status for the member and the admin, and each admin
// filter finds what the member sees under it. Point 15: responses that tell the truth (reused request ids, a cancel
// that loses the race to its payment).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { fundWallet, readBalances } from '../../test/factories.ts';
import { memberRequests, type Signed } from '../../test/member-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get } = memberRequests(() => t);
const balancesOf = (userId: string) => readBalances(t.db, userId);

describe('withdrawal statuses, member and admin', () => {
  it('agree in the wallet, the Transactions tab and the Withdrawals tab, and under each filter', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const member = await createSignedInMember(t.app);
    await fundWallet(t, member.user.id, { cashCents: 10_000 });
    const withdraw = async () =>
      (
        await post('/api/wallet/withdrawals', member, {
          amountCents: 2500,
          acceptTerms: true,
          requestId: randomUUID(),
        })
      ).json().withdrawal.id as string;
    const paid = await withdraw();
    const rejected = await withdraw();
    const pending = await withdraw();
    await post(`/api/admin/withdrawals/${paid}/pay`, admin);
    await post(`/api/admin/withdrawals/${rejected}/reject`, admin);

    const wallet = (await get('/api/wallet', member)).json();
    const heldStatus = (description: string, index: number) =>
      wallet.transactions.filter((entry: { description: string }) => entry.description === description)[index];
    const memberSees = new Map<string, string>(
      wallet.transactions.map((entry: { id: string; status: string }) => [entry.id, entry.status]),
    );
    expect(heldStatus('Withdrawal of $25.00', 0).status).toBe('pending');
    expect(heldStatus('Withdrawal of $25.00', 1).status).toBe('failed');
    expect(heldStatus('Withdrawal of $25.00', 2).status).toBe('completed');

    for (const status of ['pending', 'completed', 'failed'] as const) {
      const shown: { id: string; status: string; user: { id: string } | null }[] = (
        await get(`/api/admin/transactions?status=${status}&pageSize=100&page=1`, admin)
      ).json().items;
      const mine = shown.filter((entry) => entry.user?.id === member.user.id);
      // Exactly the member's entries that read this status in their wallet, each reading it for the admin too.
      expect(mine.map((entry) => entry.id).sort()).toEqual(
        [...memberSees]
          .filter(([, seen]) => seen === status)
          .map(([id]) => id)
          .sort(),
      );
      for (const entry of mine) expect(entry.status).toBe(status);
    }
    const all: { id: string; status: string }[] = (
      await get('/api/admin/transactions?pageSize=100&page=1', admin)
    ).json().items;
    for (const entry of all.filter((row) => memberSees.has(row.id))) {
      expect(entry.status).toBe(memberSees.get(entry.id));
    }

    const memberWithdrawals = new Map<string, string>(
      wallet.withdrawals.map((row: { id: string; status: string }) => [row.id, row.status]),
    );
    expect(Object.fromEntries(memberWithdrawals)).toEqual({
      [paid]: 'paid',
      [rejected]: 'rejected',
      [pending]: 'pending',
    });
    for (const status of ['pending', 'paid', 'rejected'] as const) {
      const listed: { id: string; status: string }[] = (
        await get(`/api/admin/withdrawals?status=${status}&pageSize=100&page=1`, admin)
      ).json().items;
      const mine = listed.filter((row) => memberWithdrawals.has(row.id));
      expect(mine.map((row) => [row.id, row.status])).toEqual(
        [...memberWithdrawals].filter(([, seen]) => seen === status),
      );
    }
  }, 60_000);
});

describe('a reused request id', () => {
  it('answers a retried conversion with the same amount once, and 409 for another amount', async () => {
    const member = await createSignedInMember(t.app);
    await earnCoins(t, member.user.id, 1000);
    const requestId = randomUUID();
    const first = await post('/api/wallet/convert', member, { coins: 100, acceptTerms: true, requestId });
    expect(first.json()).toEqual({ cashBalanceCents: 900, dragonCoins: 900 });
    const retried = await post('/api/wallet/convert', member, { coins: 100, acceptTerms: true, requestId });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ cashBalanceCents: 900, dragonCoins: 900 });
    const other = await post('/api/wallet/convert', member, { coins: 500, acceptTerms: true, requestId });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'REQUEST_ID_REUSED',
      message: 'This request was already made with another amount',
    });
    expect(await balancesOf(member.user.id)).toEqual({ cash: 900, coins: 900 });
  });

  it('answers 409 for a withdrawal with another amount, and across conversion and withdrawal', async () => {
    const member = await createSignedInMember(t.app);
    await fundWallet(t, member.user.id, { cashCents: 10_000 });
    await earnCoins(t, member.user.id, 1000);
    const requestId = randomUUID();
    const first = await post('/api/wallet/withdrawals', member, { amountCents: 2500, acceptTerms: true, requestId });
    expect(first.statusCode).toBe(201);
    const other = await post('/api/wallet/withdrawals', member, { amountCents: 5000, acceptTerms: true, requestId });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('REQUEST_ID_REUSED');
    const asConversion = await post('/api/wallet/convert', member, { coins: 100, acceptTerms: true, requestId });
    expect(asConversion.statusCode).toBe(409);
    expect(asConversion.json().error).toEqual({
      code: 'REQUEST_ID_REUSED',
      message: 'This request id was already used for another kind of request',
    });

    const converted = randomUUID();
    expect(
      (await post('/api/wallet/convert', member, { coins: 100, acceptTerms: true, requestId: converted })).statusCode,
    ).toBe(200);
    const asWithdrawal = await post('/api/wallet/withdrawals', member, {
      amountCents: 2500,
      acceptTerms: true,
      requestId: converted,
    });
    expect(asWithdrawal.statusCode).toBe(409);
    expect(asWithdrawal.json().error.code).toBe('REQUEST_ID_REUSED');
    expect(await balancesOf(member.user.id)).toEqual({ cash: 10_000 - 2500 + 900, coins: 900 });
  });

  it('keeps two members who send the same id apart', async () => {
    const [one, two] = [await createSignedInMember(t.app), await createSignedInMember(t.app)];
    await earnCoins(t, one.user.id, 500);
    await earnCoins(t, two.user.id, 500);
    const requestId = randomUUID();
    expect((await post('/api/wallet/convert', one, { coins: 100, acceptTerms: true, requestId })).statusCode).toBe(200);
    expect((await post('/api/wallet/convert', two, { coins: 500, acceptTerms: true, requestId })).statusCode).toBe(200);
  });
});

describe('cancelling a coin purchase', () => {
  const startOrder = async (buyer: Signed) =>
    String((await post('/api/wallet/checkout', buyer, { coins: 100, acceptTerms: true })).json().url)
      .split('/')
      .at(-1)!;

  it('answers 401 to visitors and 404 for another member’s order', async () => {
    const buyer = await createSignedInMember(t.app);
    const orderId = await startOrder(buyer);
    expect((await post(`/api/wallet/test-checkout/${orderId}/cancel`, undefined)).statusCode).toBe(401);
    const other = await createSignedInMember(t.app);
    expect((await post(`/api/wallet/test-checkout/${orderId}/cancel`, other)).statusCode).toBe(404);
  });

  it('after the payment answers 409 with the order paid, and changes nothing', async () => {
    const buyer = await createSignedInMember(t.app);
    const orderId = await startOrder(buyer);
    await post(`/api/wallet/test-checkout/${orderId}/pay`, buyer);
    const cancel = await post(`/api/wallet/test-checkout/${orderId}/cancel`, buyer);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toEqual({ code: 'CHECKOUT_PAID', message: 'This purchase is already paid.' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('paid');
    expect((await balancesOf(buyer.user.id)).coins).toBe(100);
  });

  it('before the payment stands: the payment then answers 409 and credits nothing', async () => {
    const buyer = await createSignedInMember(t.app);
    const orderId = await startOrder(buyer);
    expect((await post(`/api/wallet/test-checkout/${orderId}/cancel`, buyer)).json()).toEqual({
      redirectUrl: '/cancel',
    });
    const pay = await post(`/api/wallet/test-checkout/${orderId}/pay`, buyer);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('CHECKOUT_CLOSED');
    expect((await balancesOf(buyer.user.id)).coins).toBe(0);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'racing its payment: one wins, the other answers 409, and the order and balance say who',
    async () => {
      const buyer = await createSignedInMember(t.app);
      let credited = 0;
      for (let round = 0; round < 10; round += 1) {
        const orderId = await startOrder(buyer);
        const [pay, cancel] = await Promise.all([
          post(`/api/wallet/test-checkout/${orderId}/pay`, buyer),
          post(`/api/wallet/test-checkout/${orderId}/cancel`, buyer),
        ]);
        const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        expect([pay.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
        if (pay.statusCode === 200) {
          credited += 100;
          expect(order?.status).toBe('paid');
          expect(cancel.json().error.code).toBe('CHECKOUT_PAID');
        } else {
          expect(order?.status).toBe('cancelled');
          expect(pay.json().error.code).toBe('CHECKOUT_CLOSED');
        }
      }
      expect((await balancesOf(buyer.user.id)).coins).toBe(credited);
    },
  );
});

describe.runIf(testDatabaseKind() === 'postgres')('a reused request id under parallel requests', () => {
  it('moves money once when the same conversion id comes with two amounts at once', async () => {
    const member = await createSignedInMember(t.app);
    await earnCoins(t, member.user.id, 1000);
    const requestId = randomUUID();
    const answers = await Promise.all(
      [100, 500, 100, 500].map((coins) => post('/api/wallet/convert', member, { coins, acceptTerms: true, requestId })),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(ok.length + refused.length).toBe(4);
    const spent = 1000 - (await balancesOf(member.user.id)).coins;
    expect([100, 500]).toContain(spent);
    for (const res of ok) expect(res.json().dragonCoins).toBe(1000 - spent);
    expect(ok).toHaveLength(2);
  });
});
