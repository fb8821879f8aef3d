import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { createUser, fundWallet, type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import {
  convertCoins,
  decideWithdrawal,
  findBalances,
  postMovement,
  requestWithdrawal,
  transferCoins,
} from './service.ts';
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
const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

const entriesOf = (userId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(desc(ledgerEntries.createdAt));
const debit = (userId: string, currency: 'cash' | 'coins', amount: number, description = 'Test debit') =>
  transactWithEvents(t.ctx, (tx) =>
    postMovement(tx, {
      idempotencyKey: `debit:${randomUUID()}`,
      postings: [{ userId, currency, delta: -amount, kind: 'adjustment', description }],
    }),
  );

describe('GET /api/admin/transactions', () => {
  it('lists entries newest first with their member, searching the description literally and by status', async () => {
    const member = await createUser(t.db, { fullName: 'Ledger Member' });
    const tag = randomUUID().slice(0, 8);
    await fundWallet(t, member.id, { cashCents: 5000 });
    await debit(member.id, 'cash', 100, `Fee ${tag} 100% off`);
    await debit(member.id, 'cash', 100, `Fee ${tag} 100 off`);
    await debit(member.id, 'cash', 100, `Fee ${tag} a_b`);
    await debit(member.id, 'cash', 100, `Fee ${tag} axb`);
    const [pending] = await t.db
      .insert(ledgerEntries)
      .values({
        userId: null,
        type: 'received',
        kind: 'purchase',
        currency: 'coins',
        amount: 100,
        description: `FEE ${tag} pending`,
        status: 'pending',
      })
      .returning();
    const list = (q: string) => call('GET', `/admin/transactions?pageSize=100&${q}`);

    const all = await list(`q=fee ${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(5);
    expect(all.json().items[0]).toEqual({
      id: pending!.id,
      user: null,
      type: 'received',
      kind: 'purchase',
      currency: 'coins',
      amount: 100,
      description: `FEE ${tag} pending`,
      status: 'pending',
      reversesId: null,
      reversedById: null,
      createdAt: pending!.createdAt.toISOString(),
      legs: [{ user: null, type: 'received', currency: 'coins', amount: 100 }],
      can: { reverse: false },
    });
    expect(all.json().items[1]).toMatchObject({
      user: { id: member.id, fullName: 'Ledger Member', email: member.email },
      type: 'sent',
      amount: 100,
      description: `Fee ${tag} axb`,
    });
    const descriptions = async (q: string) =>
      (await list(q)).json().items.map((i: { description: string }) => i.description);
    expect(await descriptions(`q=${encodeURIComponent(`${tag} 100%`)}`)).toEqual([`Fee ${tag} 100% off`]);
    expect(await descriptions(`q=${tag} a_b`)).toEqual([`Fee ${tag} a_b`]);
    expect(await descriptions(`q=${tag}&status=pending`)).toEqual([`FEE ${tag} pending`]);
    expect((await list(`q=${tag}&status=completed`)).json().total).toBe(4);
    expect((await list(`q=${tag}&status=all`)).json().total).toBe(5);
    const second = await call('GET', `/admin/transactions?q=${tag}&pageSize=25&page=2`);
    expect(second.json()).toMatchObject({ items: [], total: 5, page: 2, pageSize: 25 });
  });
});

describe('POST /api/admin/transactions/:id/reverse', () => {
  const reverse = (id: string) => call('POST', `/admin/transactions/${id}/reverse`);

  it('posts the opposite movement, restoring the balance, linked both ways, once', async () => {
    const member = await createUser(t.db, { fullName: 'Refund Member' });
    await fundWallet(t, member.id, { cashCents: 3000 });
    await fundWallet(t, member.id, { coins: 40 });
    await debit(member.id, 'cash', 1000, 'Mistaken charge');
    const [charge] = await entriesOf(member.id);
    expect(charge).toMatchObject({ description: 'Mistaken charge', type: 'sent' });

    const res = await reverse(charge!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: member.id, fullName: 'Refund Member' },
      type: 'received',
      kind: 'reversal',
      currency: 'cash',
      amount: 1000,
      description: 'Reversal of: Mistaken charge',
      status: 'completed',
      reversesId: charge!.id,
      reversedById: null,
    });
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 3000, dragonCoins: 40 });
    const listed = await call('GET', `/admin/transactions?q=Mistaken charge&pageSize=100`);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: res.json().id, reversesId: charge!.id, reversedById: null }),
      expect.objectContaining({ id: charge!.id, reversesId: null, reversedById: res.json().id }),
    ]);
    expect(await auditOf(charge!.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'transaction.reverse',
        targetType: 'ledger_entry',
        details: {
          reversalIds: [res.json().id],
          entries: [{ id: charge!.id, currency: 'cash', amount: 1000 }],
        },
      },
    ]);

    const twice = await reverse(charge!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'ALREADY_REVERSED',
      message: 'This transaction was already reversed.',
    });
    const ofReversal = await reverse(res.json().id);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().error).toMatchObject({ code: 'REVERSAL', message: 'A reversal cannot be reversed.' });

    // A credit of coins is taken back.
    const coinCredit = (await entriesOf(member.id)).find((e) => e.currency === 'coins');
    expect((await reverse(coinCredit!.id)).json()).toMatchObject({ type: 'sent', currency: 'coins', amount: 40 });
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 3000, dragonCoins: 0 });
    expect(await entriesOf(member.id)).toHaveLength(5);
  });

  it('refuses, changing nothing, when the member has spent what the entry gave them', async () => {
    const member = await createUser(t.db);
    await fundWallet(t, member.id, { cashCents: 1000 });
    await fundWallet(t, member.id, { coins: 50 });
    await debit(member.id, 'cash', 800);
    await debit(member.id, 'coins', 30);
    const entries = await entriesOf(member.id);
    const cashCredit = entries.find((e) => e.currency === 'cash' && e.type === 'received')!;
    const coinCredit = entries.find((e) => e.currency === 'coins' && e.type === 'received')!;
    for (const [entry, message] of [
      [cashCredit, 'Insufficient balance'],
      [coinCredit, 'Insufficient coins'],
    ] as const) {
      const res = await reverse(entry.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'ALREADY_SPENT', message });
      expect(await auditOf(entry.id)).toHaveLength(0);
    }
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 200, dragonCoins: 20 });
    expect(await entriesOf(member.id)).toHaveLength(4);
  });

  it('refuses entries that are not completed, of a deleted member, or moving a withdrawal', async () => {
    const gone = await createUser(t.db);
    await fundWallet(t, gone.id, { cashCents: 500 });
    const [orphan] = await entriesOf(gone.id);
    await t.db.delete(users).where(eq(users.id, gone.id));
    const [failed] = await t.db
      .insert(ledgerEntries)
      .values({
        userId: admin.id,
        type: 'received',
        kind: 'purchase',
        currency: 'coins',
        amount: 100,
        description: 'Failed',
        status: 'failed',
      })
      .returning();
    const member = await createUser(t.db);
    await fundWallet(t, member.id, { cashCents: 5000 });
    const { withdrawal } = await requestWithdrawal(t.ctx, member, { amountCents: 2500, requestId: randomUUID() });
    const [hold] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.withdrawalId, withdrawal.id), eq(ledgerEntries.kind, 'withdrawal')));
    for (const [id, code] of [
      [orphan!.id, 'MEMBER_DELETED'],
      [failed!.id, 'NOT_COMPLETED'],
      [hold!.id, 'WITHDRAWAL'],
    ] as const) {
      const res = await reverse(id);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error.code).toBe(code);
    }
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 2500, dragonCoins: 0 });
  });
});

describe('reversing a movement with several entries', () => {
  const reverse = (id: string) => call('POST', `/admin/transactions/${id}/reverse`);
  /** A coins deal between two new members: the payer, funded with `funds`, pays `coins` to the payee. */
  const payInDeal = async (coins: number, funds = coins) => {
    const [payer, payee] = [await createUser(t.db), await createUser(t.db)];
    await fundWallet(t, payer.id, { coins: funds });
    await transactWithEvents(t.ctx, (tx) =>
      transferCoins(tx, {
        fromUserId: payer.id,
        toUserId: payee.id,
        coins,
        description: 'Deal',
        idempotencyKey: `deal:${randomUUID()}`,
      }),
    );
    return { payer, payee };
  };
  const coinsOf = async (...ids: string[]) =>
    Promise.all(ids.map(async (id) => (await findBalances(t.db, id)).dragonCoins));

  it.each(['payer', 'payee'] as const)(
    "undoes both sides of a coins deal from the %s's entry: no coin is made or lost",
    async (side) => {
      const { payer, payee } = await payInDeal(60, 100);
      expect(await coinsOf(payer.id, payee.id)).toEqual([40, 60]);
      const entry = (await entriesOf(side === 'payer' ? payer.id : payee.id)).find((e) => e.kind === 'deal');

      const res = await reverse(entry!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await coinsOf(payer.id, payee.id)).toEqual([100, 0]);
      // The other side is reversed too, so neither entry can be reversed again.
      const otherEntry = (await entriesOf(side === 'payer' ? payee.id : payer.id)).find((e) => e.kind === 'deal');
      expect((await reverse(otherEntry!.id)).json().error.code).toBe('ALREADY_REVERSED');
      expect(await coinsOf(payer.id, payee.id)).toEqual([100, 0]);
    },
  );

  it('undoes both legs of a conversion, and refuses when the payee has spent the coins', async () => {
    const { user: member } = await createSignedInMember(t.app);
    await earnCoins(t, member.id, 100);
    await convertCoins(t.ctx, member, { coins: 100, requestId: randomUUID() });
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 900, dragonCoins: 0 });
    const cashLeg = (await entriesOf(member.id)).find((e) => e.kind === 'conversion' && e.currency === 'cash')!;
    expect((await reverse(cashLeg.id)).statusCode).toBe(200);
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 0, dragonCoins: 100 });

    // A deal whose payee spent the coins: nothing moves, on either side.
    const { payer, payee } = await payInDeal(50);
    await debit(payee.id, 'coins', 10);
    const [payerEntry] = (await entriesOf(payer.id)).filter((e) => e.type === 'sent');
    const refused = await reverse(payerEntry!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ALREADY_SPENT');
    expect(await coinsOf(payer.id, payee.id)).toEqual([0, 40]);
  });

  it('refuses a paid withdrawal (it would pay twice) and a deal whose other member is gone', async () => {
    const member = await createUser(t.db);
    await fundWallet(t, member.id, { cashCents: 5000 });
    const { withdrawal } = await requestWithdrawal(t.ctx, member, { amountCents: 2500, requestId: randomUUID() });
    await decideWithdrawal(t.ctx, admin, { withdrawalId: withdrawal.id, decision: 'paid' });
    const [hold] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.withdrawalId, withdrawal.id));
    const res = await reverse(hold!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('WITHDRAWAL');
    expect(await findBalances(t.db, member.id)).toEqual({ cashBalanceCents: 2500, dragonCoins: 0 });

    const { payer, payee } = await payInDeal(30);
    const [payeeEntry] = await entriesOf(payee.id);
    await t.db.delete(users).where(eq(users.id, payer.id));
    const gone = await reverse(payeeEntry!.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.code).toBe('MEMBER_DELETED');
    expect(await coinsOf(payee.id)).toEqual([30]);
  });
});

describe('reversals that would reach past the movement', () => {
  const reverse = (id: string) => call('POST', `/admin/transactions/${id}/reverse`);

  it("undoes only the clicked member's conversion when another member sent the same request id", async () => {
    const [ann, bob] = [await createUser(t.db), await createUser(t.db)];
    const requestId = randomUUID();
    for (const member of [ann, bob]) {
      await earnCoins(t, member.id, 100);
      await convertCoins(t.ctx, member, { coins: 100, requestId });
    }
    const annCash = (await entriesOf(ann.id)).find((e) => e.kind === 'conversion' && e.currency === 'cash')!;
    expect((await reverse(annCash.id)).statusCode).toBe(200);
    expect(await findBalances(t.db, ann.id)).toEqual({ cashBalanceCents: 0, dragonCoins: 100 });
    expect(await findBalances(t.db, bob.id)).toEqual({ cashBalanceCents: 900, dragonCoins: 0 });
  });

  it('refuses an admin reversing a movement of their own, which another admin may reverse', async () => {
    const member = await createUser(t.db);
    await fundWallet(t, admin.id, { coins: 50 });
    await transactWithEvents(t.ctx, (tx) =>
      transferCoins(tx, {
        fromUserId: admin.id,
        toUserId: member.id,
        coins: 50,
        description: 'Deal',
        idempotencyKey: `deal:${randomUUID()}`,
      }),
    );
    const [received] = await entriesOf(member.id);
    const own = await reverse(received!.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({
      code: 'OWN_TRANSACTION',
      message: 'Another administrator must reverse a transaction of your own.',
    });
    expect((await findBalances(t.db, member.id)).dragonCoins).toBe(50);
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, received!.id))).toBe(0);

    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    expect((await call('POST', `/admin/transactions/${received!.id}/reverse`, undefined, cookie)).statusCode).toBe(200);
    expect((await findBalances(t.db, member.id)).dragonCoins).toBe(0);
  });
});
