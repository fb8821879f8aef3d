// Clearing before cash (decision 032): a completed deal's coins are spendable at once but convert only once its
// dispute window has closed (or its dispute is decided), and a member who owes coins after a ruling cannot withdraw.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinClearings, ledgerEntries, users } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { fundWallet } from '../../test/factories.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { postMovement } from './service.ts';

const dayMs = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-06-01T09:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const { post, get, deliveredDeal, coinsOf } = dealRequests(() => t);
const windowDays = 7;

const convert = (who: Signed | undefined, coins: number) =>
  post('/api/wallet/convert', who, { coins, acceptTerms: true, requestId: randomUUID() });
const withdraw = (who: Signed | undefined, amountCents: number) =>
  post('/api/wallet/withdrawals', who, { amountCents, acceptTerms: true, requestId: randomUUID() });

async function completedDeal() {
  const deal = await deliveredDeal();
  const completed = await post(`/api/proposals/${deal.id}/complete`, deal.payer);
  expect(completed.statusCode, completed.body).toBe(200);
  return deal;
}

const walletOf = async (who: Signed) => (await get('/api/wallet', who)).json();

async function sharesOf(who: Signed) {
  const [row] = await t.db
    .select({ clearing: users.clearingCoins, debt: users.debtCoins, cash: users.cashBalanceCents })
    .from(users)
    .where(eq(users.id, who.user.id));
  return row;
}

describe('coins released by a deal', () => {
  it('are clearing until the dispute window closes: spendable, not convertible (409), then convertible', async () => {
    const completedAt = now;
    const { provider } = await completedDeal();
    expect(await coinsOf(provider)).toMatchObject({ available: 100, convertible: 0 });
    const wallet = await walletOf(provider);
    expect(wallet).toMatchObject({ dragonCoins: 100, convertibleCoins: 0, clearingCoins: 100, debtCoins: 0 });
    expect(wallet.clearings).toEqual([
      {
        proposalId: expect.any(String),
        listingTitle: 'Fence repair',
        coins: 100,
        clearsAt: new Date(completedAt + windowDays * dayMs).toISOString(),
        disputed: false,
      },
    ]);

    expect((await convert(undefined, 100)).statusCode).toBe(401);
    expect((await convert(provider, 150)).statusCode).toBe(400);
    const refused = await convert(provider, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('COINS_CLEARING');
    expect(refused.json().error.message).toContain('100 DC you earned are still clearing');
    expect(await coinsOf(provider)).toMatchObject({ available: 100, convertible: 0 });
    expect((await sharesOf(provider))?.cash).toBe(0);

    // A day before the window closes, the job has nothing to do yet.
    now = completedAt + (windowDays - 1) * dayMs;
    await t.ctx.jobs.runDue();
    expect((await sharesOf(provider))?.clearing).toBe(100);

    now = completedAt + windowDays * dayMs;
    await t.ctx.jobs.runDue();
    expect(await coinsOf(provider)).toMatchObject({ available: 100, convertible: 100 });
    expect((await walletOf(provider)).clearings).toEqual([]);
    const converted = await convert(provider, 100);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json()).toMatchObject({ dragonCoins: 0, cashBalanceCents: 900 });
  });

  it('convert the moment the window closes, before the job has run', async () => {
    const completedAt = now;
    const { provider } = await completedDeal();
    now = completedAt + windowDays * dayMs;
    const converted = await convert(provider, 100);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await sharesOf(provider)).toMatchObject({ clearing: 0, cash: 900 });
  });

  it('come out of clearing last when spent, and stay clearing while a dispute on the deal is open', async () => {
    const completedAt = now;
    const { provider, payer, id } = await completedDeal();
    await fundWallet(t, provider.user.id, { coins: 50 });
    // Spending takes bought coins first, then clearing ones.
    await transactWithEvents(t.ctx, (tx) =>
      postMovement(tx, {
        idempotencyKey: `spent:${id}`,
        postings: [
          { userId: provider.user.id, currency: 'coins', delta: -70, kind: 'adjustment', description: 'Spent' },
        ],
      }),
    );
    expect(await sharesOf(provider)).toMatchObject({ clearing: 80 });
    const [row] = await t.db.select().from(coinClearings).where(eq(coinClearings.proposalId, id));
    expect(row?.coins).toBe(80);

    const opened = await post(`/api/proposals/${id}/dispute`, payer, {
      reason: 'not as described',
      statement: 'It broke the next day.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    now = completedAt + (windowDays + 3) * dayMs;
    await t.ctx.jobs.runDue();
    const wallet = await walletOf(provider);
    expect(wallet).toMatchObject({ clearingCoins: 80, convertibleCoins: 0 });
    expect(wallet.clearings[0]).toMatchObject({ coins: 80, disputed: true });
    // 100 available, none of them convertible: 80 are clearing while the dispute is open, 20 were bought.
    await fundWallet(t, provider.user.id, { coins: 20 });
    const refused = await convert(provider, 100);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('NOT_CONVERTIBLE');

    // Decided for the provider: the ruling is final, so the coins convert at once.
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const ruled = await post(`/api/admin/disputes/${opened.json().dispute.id}/resolve`, admin, {
      outcome: 'release',
      note: 'Delivered as agreed.',
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(await walletOf(provider)).toMatchObject({
      dragonCoins: 100,
      clearingCoins: 0,
      convertibleCoins: 80,
      clearings: [],
    });
  });
});

describe('a member who owes coins after a ruling', () => {
  it('cannot withdraw (409 DEBT_OUTSTANDING) until the next coins in have repaid it', async () => {
    const { provider, payer, id } = await completedDeal();
    // Cash from earlier conversions, and every coin of the deal spent elsewhere.
    await fundWallet(t, provider.user.id, { cashCents: 5000 });
    await transactWithEvents(t.ctx, (tx) =>
      postMovement(tx, {
        idempotencyKey: `spent:${id}`,
        postings: [
          { userId: provider.user.id, currency: 'coins', delta: -100, kind: 'adjustment', description: 'Spent' },
        ],
      }),
    );
    const opened = await post(`/api/proposals/${id}/dispute`, payer, {
      reason: 'not delivered',
      statement: 'Nothing came.',
    });
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const ruled = await post(`/api/admin/disputes/${opened.json().dispute.id}/resolve`, admin, {
      outcome: 'refund',
      note: 'Not delivered.',
      withoutStatement: true,
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(await sharesOf(provider)).toEqual({ clearing: 0, debt: 100, cash: 5000 });
    expect(await walletOf(provider)).toMatchObject({ debtCoins: 100, dragonCoins: 0 });

    expect((await withdraw(undefined, 2500)).statusCode).toBe(401);
    expect((await withdraw(provider, 1234)).statusCode).toBe(400);
    const unverified = await createSignedInMember(t.app, { emailVerified: false });
    expect((await withdraw(unverified, 2500)).statusCode).toBe(403);
    const refused = await withdraw(provider, 2500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'DEBT_OUTSTANDING',
      message:
        'You owe 100 DC after a dispute ruling. You can withdraw once the coins you receive next have repaid it.',
    });
    expect(await sharesOf(provider)).toMatchObject({ cash: 5000 });
    const convertRefused = await convert(provider, 100);
    expect(convertRefused.json().error.code).toBe('DEBT_OUTSTANDING');

    await fundWallet(t, provider.user.id, { coins: 100 });
    expect(await sharesOf(provider)).toMatchObject({ debt: 0 });
    const repaid = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, provider.user.id));
    expect(repaid.filter((entry) => entry.kind === 'repayment').map((entry) => entry.currency)).toEqual(
      expect.arrayContaining(['coins', 'debt']),
    );
    const paid = await withdraw(provider, 2500);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ cashBalanceCents: 2500 });
  });
});
