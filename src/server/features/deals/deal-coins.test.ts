// A coins deal's coins are held from the payer at acceptance and released to the provider at completion; a payer
// short of coins leaves the proposal pending and is told to top up; a deal accepted before holds pays as it did.
import { and, asc, eq, gt, inArray, like, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, ledgerEntries, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createProposal, fundWallet } from '../../test/factories.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

async function coinsOf(...people: Signed[]) {
  const rows = await t.db
    .select({ id: users.id, available: users.dragonCoins, held: users.heldCoins })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((who) => who.user.id),
      ),
    );
  return people.map((who) => {
    const { available, held } = rows.find((row) => row.id === who.user.id)!;
    return { available, held };
  });
}

const total = (balances: { available: number; held: number }[]) =>
  balances.reduce((sum, { available, held }) => sum + available + held, 0);

async function coinsDeal(coins: number, kind: 'service' | 'request' = 'service') {
  const owner = await createSignedInMember(t.app);
  const sender = await createSignedInMember(t.app);
  const listing = await listingOf(owner, { title: `Lessons ${coins}`, kind });
  const sent = await post(
    `/api/offers/${listing.id}/proposals`,
    sender,
    form({ paymentMethods: ['coins'], coinAmount: coins }),
  );
  return { owner, sender, id: sent.json().id as string };
}

describe('a coins deal’s hold', () => {
  it('holds the payer’s coins at acceptance, lists the hold, and releases it to the provider at completion', async () => {
    const { owner, sender, id } = await coinsDeal(120);
    await fundWallet(t, sender.user.id, { coins: 200 });
    await fundWallet(t, owner.user.id, { coins: 30 });
    const before = total(await coinsOf(sender, owner));
    const [last] = await t.db.select({ id: max(events.id) }).from(events);

    expect((await post(`/api/proposals/${id}/accept`, owner)).statusCode).toBe(200);
    const held = await coinsOf(sender, owner);
    expect(held).toEqual([
      { available: 80, held: 120 },
      { available: 30, held: 0 },
    ]);
    expect(total(held)).toBe(before);
    const moneyEvents = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(gt(events.id, last?.id ?? 0), eq(events.userId, sender.user.id), eq(events.type, 'wallet.changed')))
      .orderBy(asc(events.id));
    expect(moneyEvents).toEqual([{ payload: { reason: 'hold' } }]);

    const wallet = (await get('/api/wallet', sender)).json();
    expect(wallet).toMatchObject({
      dragonCoins: 80,
      heldCoins: 120,
      holds: [{ proposalId: id, listingTitle: 'Lessons 120', coins: 120, since: expect.any(String) }],
    });
    // The member's history shows the coins held for the deal; the held side is what the holds list shows.
    expect(wallet.transactions[0]).toMatchObject({ type: 'held', currency: 'coins', amount: 120 });
    expect(wallet.transactions.some((entry: { currency: string }) => entry.currency === 'held')).toBe(false);
    expect((await get('/api/wallet', owner)).json()).toMatchObject({ heldCoins: 0, holds: [] });

    expect((await post(`/api/proposals/${id}/deliver`, owner)).statusCode).toBe(200);
    expect((await post(`/api/proposals/${id}/complete`, sender)).json()).toMatchObject({ status: 'completed' });
    const released = await coinsOf(sender, owner);
    expect(released).toEqual([
      { available: 80, held: 0 },
      { available: 150, held: 0 },
    ]);
    expect(total(released)).toBe(before);
    expect((await get('/api/wallet', sender)).json()).toMatchObject({ heldCoins: 0, holds: [] });
    // The release is the provider's deal income, as the direct payment was; the hold is no one's.
    expect((await get('/api/dashboard', owner)).json().stats.coinsEarned).toBe(120);
    expect((await get('/api/dashboard', sender)).json().stats.coinsEarned).toBe(0);
    // Completing again moves nothing.
    expect((await post(`/api/proposals/${id}/complete`, sender)).statusCode).toBe(409);
    expect(await coinsOf(sender, owner)).toEqual(released);
  });

  it('refuses the acceptance when the payer is short: still pending, nothing moved, the payer told to top up', async () => {
    const { owner, sender, id } = await coinsDeal(150);
    await fundWallet(t, sender.user.id, { coins: 149 });
    const refused = await post(`/api/proposals/${id}/accept`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYER_SHORT',
      message: 'The other member cannot pay 150 DC right now',
    });
    expect((await get(`/api/proposals/${id}`, owner)).json()).toMatchObject({
      status: 'pending',
      can: { accept: true },
    });
    expect(await coinsOf(sender, owner)).toEqual([
      { available: 149, held: 0 },
      { available: 0, held: 0 },
    ]);
    expect(await t.db.$count(ledgerEntries, like(ledgerEntries.idempotencyKey, `%${id}`))).toBe(0);
    const notices = await t.db
      .select({ type: notifications.type, relatedId: notifications.relatedId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, sender.user.id));
    expect(notices).toEqual([
      {
        type: 'coins_needed',
        relatedId: id,
        message: expect.stringContaining('needs 150 DC from you'),
      },
    ]);
    // Nothing of the acceptance went out to anyone.
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, sender.user.id), eq(notifications.type, 'offer_accepted')),
      ),
    ).toBe(0);
  });

  it('tells an accepting payer that they cannot pay, on a request they pay for', async () => {
    const { owner, id } = await coinsDeal(40, 'request');
    const refused = await post(`/api/proposals/${id}/accept`, owner);
    expect(refused.json().error).toEqual({ code: 'PAYER_SHORT', message: 'You cannot pay 40 DC right now' });
    await fundWallet(t, owner.user.id, { coins: 40 });
    expect((await post(`/api/proposals/${id}/accept`, owner)).statusCode).toBe(200);
    expect(await coinsOf(owner)).toEqual([{ available: 0, held: 40 }]);
  });

  it('completes a deal accepted before holds from the payer’s available coins, as before', async () => {
    const owner = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const old = await createProposal(t, {
      offerId: listing.id,
      senderId: payer.user.id,
      paymentMethods: ['coins'],
      coinAmount: 60,
      status: 'accepted',
    });
    await fundWallet(t, payer.user.id, { coins: 50 });
    expect((await post(`/api/proposals/${old.id}/deliver`, owner)).statusCode).toBe(200);
    const short = await post(`/api/proposals/${old.id}/complete`, payer);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Insufficient coins');
    expect((await get(`/api/proposals/${old.id}`, payer)).json().status).toBe('delivered');

    await fundWallet(t, payer.user.id, { coins: 10 });
    expect((await post(`/api/proposals/${old.id}/complete`, payer)).json()).toMatchObject({ status: 'completed' });
    expect(await coinsOf(payer, owner)).toEqual([
      { available: 0, held: 0 },
      { available: 60, held: 0 },
    ]);
    const kinds = await t.db
      .selectDistinct({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `deal:${old.id}`));
    expect(kinds).toEqual([{ kind: 'deal' }]);
  });

  it('leaves a deal’s hold and release to the deal: an admin’s reversal is refused', async () => {
    const { owner, sender, id } = await coinsDeal(25);
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    await fundWallet(t, sender.user.id, { coins: 25 });
    await post(`/api/proposals/${id}/accept`, owner);
    await post(`/api/proposals/${id}/deliver`, owner);
    await post(`/api/proposals/${id}/complete`, sender);
    const entries = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.idempotencyKey} in (${`hold:${id}`}, ${`deal:${id}`})`);
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const refused = await post(`/api/admin/transactions/${entry.id}/reverse`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('DEAL_HOLD');
    }
    expect(await coinsOf(sender, owner)).toEqual([
      { available: 0, held: 0 },
      { available: 25, held: 0 },
    ]);
  });

  // Account deletion already refuses while a coins deal is accepted, so held coins are never written off.
  it('keeps a payer with coins held from deleting their account', async () => {
    const { owner, sender, id } = await coinsDeal(10);
    await fundWallet(t, sender.user.id, { coins: 10 });
    await post(`/api/proposals/${id}/accept`, owner);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: sender.cookie },
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('COIN_DEAL_OPEN');
    expect(await coinsOf(sender)).toEqual([{ available: 0, held: 10 }]);
  });
});
