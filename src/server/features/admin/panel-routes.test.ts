// The admin panel's routes seen together: the guards and the validation of the Offers and Transactions tabs' routes,
// the stats row and Recent Activity, across offers, wallet and admin (each feature tests its own routes' work in its
// own folder); then Recent Activity and the stats row, which admin/ serves.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, offers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buyCoins } from '../../test/coin-purchases.ts';
import { createOffer, createUser, fundWallet, type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import {
  convertCoins,
  decideWithdrawal,
  postMovement,
  requestWithdrawal,
  reverseTransaction,
} from '../wallet/service.ts';
import { transactWithEvents } from '../../platform/events/record.ts';

let t: TestContext;
let admin: User;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const offerRow = async (id: string) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0];

describe('admin moderation routes', () => {
  it('answer 401 to visitors and 403 to members, changing nothing', async () => {
    const offer = await createOffer(t, { status: 'pending' });
    const id = randomUUID();
    const routes: [Method, string, object?][] = [
      ['POST', `/admin/offers/${offer.id}/reject`, { reason: 'No' }],
      ['PATCH', `/admin/offers/${offer.id}/status`, { status: 'active' }],
      ['DELETE', `/admin/offers/${offer.id}`],
      ['GET', '/admin/offers'],
      ['GET', '/admin/transactions'],
      ['POST', `/admin/transactions/${id}/reverse`],
      ['GET', '/admin/stats'],
      ['GET', '/admin/audit'],
    ];
    const { cookie } = await createSignedInMember(t.app);
    for (const [method, url, payload] of routes) {
      const visitor = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('answer 400 naming the field, and 404 for unknown ids', async () => {
    const offer = await createOffer(t, { status: 'pending' });
    const cases: [Method, string, object | undefined, string, string?][] = [
      [
        'POST',
        `/admin/offers/${offer.id}/reject`,
        { reason: '  ' },
        'reason',
        'Please give the reason for rejecting this listing',
      ],
      ['POST', `/admin/offers/${offer.id}/reject`, {}, 'reason'],
      ['PATCH', `/admin/offers/${offer.id}/status`, { status: 'paused' }, 'status'],
      ['GET', '/admin/offers?status=deleted', undefined, 'status'],
      ['GET', `/admin/offers?q=${'x'.repeat(201)}`, undefined, 'q'],
      ['GET', '/admin/transactions?status=reversed', undefined, 'status'],
      ['GET', '/admin/transactions?pageSize=10', undefined, 'pageSize'],
      ['GET', '/admin/audit?page=0', undefined, 'page'],
    ];
    for (const [method, url, payload, field, message] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect((await offerRow(offer.id))?.status).toBe('pending');
    const unknown = randomUUID();
    for (const [method, url, payload, message] of [
      ['POST', `/admin/offers/${unknown}/reject`, { reason: 'x' }, 'Listing not found'],
      ['PATCH', `/admin/offers/${unknown}/status`, { status: 'active' }, 'Listing not found'],
      ['DELETE', `/admin/offers/${unknown}`, undefined, 'Listing not found'],
      ['POST', '/admin/offers/nope/reject', { reason: 'x' }, 'Listing not found'],
      ['DELETE', '/admin/offers/nope', undefined, 'Listing not found'],
      ['POST', `/admin/transactions/${unknown}/reverse`, undefined, 'Transaction not found'],
      ['POST', '/admin/transactions/nope/reverse', undefined, 'Transaction not found'],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first with the actor, who becomes null once deleted', async () => {
    const { user: other, cookie } = await createSignedInMember(t.app, { role: 'admin', fullName: 'Other Admin' });
    const offer = await createOffer(t, { status: 'pending' });
    await call('POST', `/admin/offers/${offer.id}/reject`, { reason: 'Spam' }, cookie);
    await call('PATCH', `/admin/offers/${offer.id}/status`, { status: 'pending' });
    const res = await call('GET', '/admin/audit?pageSize=25');
    expect(res.statusCode).toBe(200);
    const [latest, previous] = res.json().items;
    expect(latest).toMatchObject({
      actor: { id: admin.id, fullName: admin.fullName, email: admin.email },
      action: 'offer.status',
      targetType: 'offer',
      targetId: offer.id,
      details: { from: 'rejected', to: 'pending' },
    });
    expect(previous).toMatchObject({
      actor: { id: other.id, fullName: 'Other Admin', email: other.email },
      action: 'offer.reject',
      details: { reason: 'Spam' },
    });
    const total = (await t.db.select().from(auditLog)).length;
    expect(res.json()).toMatchObject({ total, page: 1, pageSize: 25 });

    await t.db.delete(users).where(eq(users.id, other.id));
    const after = await call('GET', '/admin/audit?pageSize=25');
    expect(after.json().items[1]).toMatchObject({ actor: null, action: 'offer.reject' });
  });
});

describe('GET /api/admin/stats', () => {
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestApp();
  });
  afterAll(() => s.close());

  it('counts members, live offers and ledger entries; revenue is coin sales only, the rest beside it', async () => {
    const { user: statsAdmin, cookie } = await createSignedInMember(s.app, { role: 'admin' });
    const stats = async () =>
      (await s.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).json();
    const before = await stats();
    const ann = await createUser(s.db);
    const { user: ben, cookie: benCookie } = await createSignedInMember(s.app);
    for (const status of ['active', 'active', 'pending', 'paused', 'rejected'] as const) {
      await createOffer(s, { userId: ann.id, status });
    }
    // Granted money and cash moved between wallets: not revenue.
    await fundWallet(s, ann.id, { cashCents: 5300, coins: 700 });
    await transactWithEvents(s.ctx, (tx) =>
      postMovement(tx, {
        idempotencyKey: `spend:${randomUUID()}`,
        postings: [{ userId: ann.id, currency: 'cash', delta: -300, kind: 'adjustment', description: 'Spent' }],
      }),
    );
    // Two coin sales, $45 and $10, the second taken back by an admin: $55 received, $10 of it reversed.
    const buy = async (coins: number) => {
      const { orderId, paid } = await buyCoins(s.app, benCookie, coins);
      expect(paid.statusCode).toBe(200);
      return orderId;
    };
    await buy(500);
    const reversedOrder = await buy(100);
    const [purchase] = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, reversedOrder));
    await reverseTransaction(s.ctx, statsAdmin, purchase!.id);
    // Earned coins converted ($9) and withdrawals: one paid ($25), one rejected (nothing left the platform).
    await earnCoins(s, ben.id, 100);
    await convertCoins(s.ctx, ben, { coins: 100, requestId: randomUUID() });
    for (const decision of ['paid', 'rejected'] as const) {
      const { withdrawal } = await requestWithdrawal(s.ctx, ann, { amountCents: 2500, requestId: randomUUID() });
      await decideWithdrawal(s.ctx, statsAdmin, { withdrawalId: withdrawal.id, decision });
    }
    await s.db.insert(ledgerEntries).values({
      userId: ben.id,
      type: 'received',
      kind: 'purchase',
      currency: 'cash',
      amount: 9900,
      description: 'Not paid',
      status: 'pending',
    });
    expect(await stats()).toEqual({
      // ann, ben, and earnCoins' payer.
      totalUsers: before.totalUsers + 3,
      activeOffers: before.activeOffers + 2,
      // Funds, spend, two purchases, a reversal, the payer's funds, a deal (2), a conversion (2), two withdrawals and
      // a rejection's return, the pending entry.
      totalTransactions: before.totalTransactions + 15,
      totalRevenueCents: before.totalRevenueCents + 4500 + 1000,
      conversionsCents: before.conversionsCents + 900,
      withdrawalsPaidCents: before.withdrawalsPaidCents + 2500,
      reversedSalesCents: before.reversedSalesCents + 1000,
    });
  });
});
