import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { ledgerEntries, offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { clearCoinsNow, createNotification, createOffer, createProposal, fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;

const post = (url: string, who: Signed, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function dashboardOf(who: Signed): Promise<Dashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The middle of the UTC month `n` months before this one. */
function monthsAgo(n: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15, 12));
}
const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const lastSixMonths = () => [5, 4, 3, 2, 1, 0].map((n) => monthKey(monthsAgo(n)));

/** A deal made and completed through the routes, so the coins move through the ledger as in the app. */
async function completeThroughApi(input: {
  payee: Signed;
  payer: Signed;
  coins: number;
  paymentMethods: string[];
  cashAmountCents?: number;
}) {
  const listing = await createOffer(t, { userId: input.payee.user.id, paymentTypes: ['cash', 'coins', 'trade'] });
  const sent = await post(`/api/offers/${listing.id}/proposals`, input.payer, {
    paymentMethods: input.paymentMethods,
    fullName: 'Pat Payer',
    email: 'pat@example.com',
    coinAmount: input.coins,
    ...(input.cashAmountCents ? { cashAmountCents: input.cashAmountCents } : {}),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = sent.json();
  // Funded first: acceptance holds the payer's coins.
  await fundWallet(t, input.payer.user.id, { coins: input.coins });
  expect((await post(`/api/proposals/${id}/accept`, input.payee)).statusCode).toBe(200);
  expect((await post(`/api/proposals/${id}/deliver`, input.payee)).statusCode).toBe(200);
  const done = await post(`/api/proposals/${id}/complete`, input.payer);
  expect(done.json()).toMatchObject({ status: 'completed' });
}

/** Converts coins the member earned in deals to cash through the wallet. */
async function convertThroughApi(member: Signed, coins: number) {
  await clearCoinsNow(t, member.user.id);
  const converted = await post('/api/wallet/convert', member, { coins, acceptTerms: true, requestId: randomUUID() });
  expect(converted.statusCode, converted.body).toBe(200);
}

/** Buys a coin pack on the test checkout. */
async function buyThroughApi(member: Signed, coins: number) {
  const orderId = (await post('/api/wallet/checkout', member, { coins, acceptTerms: true }))
    .json()
    .url.split('/')
    .at(-1);
  expect((await post(`/api/wallet/test-checkout/${orderId}/pay`, member)).statusCode).toBe(200);
}

describe('GET /api/dashboard', () => {
  it('answers 401 to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('shows a new member zeros, with every one of the six months present', async () => {
    const member = await createSignedInMember(t.app);
    expect(await dashboardOf(member)).toEqual({
      stats: {
        totalEarningsCents: 0,
        coinsEarned: 0,
        completedDeals: 0,
        dragonCoins: 0,
        heldCoins: 0,
        clearingCoins: 0,
        debtCoins: 0,
        activeOffers: 0,
        unreadNotifications: 0,
      },
      listings: { pending: 0, rejected: 0 },
      earnings: lastSixMonths().map((month) => ({ month, cashCents: 0, coins: 0 })),
      offerPerformance: [],
      recentActivity: [],
    });
  });

  it('counts cash received as payee by its amount in cents and coins from deals, by UTC month; not conversions or purchases', async () => {
    const member = await createSignedInMember(t.app);
    const [serviceBuyer, seller, requester] = await Promise.all([
      createSignedInMember(t.app),
      createSignedInMember(t.app),
      createSignedInMember(t.app),
    ]);
    const ownService = (paymentTypes = ['cash', 'trade']) => createOffer(t, { userId: member.user.id, paymentTypes });
    const completed = (completedAt: Date) => ({ status: 'completed' as const, completedAt });

    // Paid to the member: they own the service the buyer proposed on.
    const paid = await ownService();
    await createProposal(t, {
      offerId: paid.id,
      senderId: serviceBuyer.user.id,
      cashAmountCents: 12050,
      ...completed(new Date()),
    });
    // Paid by the member: they proposed on someone else's service.
    const theirs = await createOffer(t, { userId: seller.user.id });
    await createProposal(t, {
      offerId: theirs.id,
      senderId: member.user.id,
      cashAmountCents: 30000,
      ...completed(new Date()),
    });
    // On a request the owner pays, so the member who answered it is paid; two months ago.
    const request = await createOffer(t, { userId: requester.user.id, kind: 'request' });
    await createProposal(t, {
      offerId: request.id,
      senderId: member.user.id,
      cashAmountCents: 4000,
      ...completed(monthsAgo(2)),
    });
    // Counted in the total, but older than the chart.
    await createProposal(t, { offerId: (await ownService()).id, cashAmountCents: 1000, ...completed(monthsAgo(8)) });
    // Still counted once its listing is deleted: the payer was recorded with the proposal.
    const deleted = await ownService();
    await createProposal(t, { offerId: deleted.id, cashAmountCents: 6000, ...completed(new Date()) });
    await t.db.delete(offers).where(eq(offers.id, deleted.id));
    // Nothing: a trade, a cash deal with no amount named, and a deal not completed.
    await createProposal(t, {
      offerId: (await ownService()).id,
      paymentMethods: ['trade'],
      currency: 'trade',
      cashAmountCents: 50000,
      tradeDescription: 'A bike',
      ...completed(new Date()),
    });
    await createProposal(t, {
      offerId: (await ownService()).id,
      cashAmountCents: null,
      amount: 'Negotiable',
      ...completed(new Date()),
    });
    await createProposal(t, { offerId: (await ownService()).id, cashAmountCents: 99900, status: 'accepted' });

    // Coins paid to the member (a coins deal and a mixed one, whose $20 counts as cash), and coins they paid.
    await completeThroughApi({ payee: member, payer: serviceBuyer, coins: 250, paymentMethods: ['coins'] });
    await completeThroughApi({
      payee: member,
      payer: seller,
      coins: 30,
      paymentMethods: ['cash', 'coins'],
      cashAmountCents: 2000,
    });
    await completeThroughApi({ payee: seller, payer: member, coins: 40, paymentMethods: ['coins'] });
    // Earned coins converted to cash, and coins bought: neither is earnings (the coins counted when a deal paid them).
    await convertThroughApi(member, 100);
    await buyThroughApi(member, 100);

    const dashboard = await dashboardOf(member);
    expect(dashboard.stats).toMatchObject({
      totalEarningsCents: 12050 + 6000 + 4000 + 1000 + 2000,
      coinsEarned: 280,
      completedDeals: 10,
      dragonCoins: 280,
    });
    const [m5, m4, m3, m2, m1, now] = lastSixMonths();
    expect(dashboard.earnings).toEqual([
      { month: m5, cashCents: 0, coins: 0 },
      { month: m4, cashCents: 0, coins: 0 },
      { month: m3, cashCents: 0, coins: 0 },
      { month: m2, cashCents: 4000, coins: 0 },
      { month: m1, cashCents: 0, coins: 0 },
      { month: now, cashCents: 12050 + 6000 + 2000, coins: 280 },
    ]);

    // The other side of the same deals: each member sees only what they received.
    expect((await dashboardOf(seller)).stats).toMatchObject({
      totalEarningsCents: 30000,
      coinsEarned: 40,
      completedDeals: 3,
    });
    expect((await dashboardOf(serviceBuyer)).stats).toMatchObject({
      totalEarningsCents: 0,
      coinsEarned: 0,
      completedDeals: 2,
    });
    expect((await dashboardOf(requester)).stats).toMatchObject({ totalEarningsCents: 0, completedDeals: 1 });
  });

  it('leaves out a coins deal an admin reversed, and a conversion reversed or not', async () => {
    const member = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    // A deal accepted before holds existed: its direct payment is the kind an admin can reverse.
    const listing = await createOffer(t, { userId: member.user.id, paymentTypes: ['coins'] });
    const old = await createProposal(t, {
      offerId: listing.id,
      senderId: payer.user.id,
      paymentMethods: ['coins'],
      coinAmount: 100,
      status: 'accepted',
    });
    await fundWallet(t, payer.user.id, { coins: 100 });
    expect((await post(`/api/proposals/${old.id}/deliver`, member)).statusCode).toBe(200);
    expect((await post(`/api/proposals/${old.id}/complete`, payer)).statusCode).toBe(200);
    await convertThroughApi(member, 100);
    expect((await dashboardOf(member)).stats).toMatchObject({ totalEarningsCents: 0, coinsEarned: 100 });

    const credits = await t.db
      .select({ id: ledgerEntries.id, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.type, 'received')));
    for (const kind of ['conversion', 'deal']) {
      const entry = credits.find((credit) => credit.kind === kind);
      const reversed = await post(`/api/admin/transactions/${entry?.id}/reverse`, admin);
      expect(reversed.statusCode, reversed.body).toBe(200);
    }
    const dashboard = await dashboardOf(member);
    expect(dashboard.stats).toMatchObject({ totalEarningsCents: 0, coinsEarned: 0 });
    expect(dashboard.earnings.at(-1)).toMatchObject({ cashCents: 0, coins: 0 });
  });

  it('keeps a cash deal in the earnings after its payer deletes their account, and counts an unknown payer as nothing', async () => {
    const member = await createSignedInMember(t.app);
    const buyer = await createSignedInMember(t.app);
    const listing = await createOffer(t, { userId: member.user.id });
    await createProposal(t, {
      offerId: listing.id,
      senderId: buyer.user.id,
      cashAmountCents: 8000,
      status: 'completed',
      completedAt: new Date(),
    });
    // An older proposal recorded no payer; with both parties still here, who paid is unknown.
    await createProposal(t, {
      offerId: listing.id,
      payerId: null,
      cashAmountCents: 99900,
      status: 'completed',
      completedAt: new Date(),
    });
    expect((await dashboardOf(member)).stats.totalEarningsCents).toBe(8000);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: buyer.cookie },
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await dashboardOf(member);
    expect(after.stats).toMatchObject({ totalEarningsCents: 8000, completedDeals: 2 });
    expect(after.earnings.at(-1)?.cashCents).toBe(8000);
  });

  it('counts active offers and the pending and rejected listings of the member only', async () => {
    const member = await createSignedInMember(t.app);
    const statuses = ['active', 'active', 'paused', 'pending', 'pending', 'rejected', 'completed'] as const;
    for (const status of statuses) await createOffer(t, { userId: member.user.id, status });
    await createOffer(t, { status: 'pending' });
    await createOffer(t, { status: 'active' });

    const dashboard = await dashboardOf(member);
    expect(dashboard.stats.activeOffers).toBe(2);
    expect(dashboard.listings).toEqual({ pending: 2, rejected: 1 });
  });

  it('ranks the member’s listings by views, then newest, with the proposals each received', async () => {
    const member = await createSignedInMember(t.app);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const listing = (title: string, views: number, minutesAgo: number, status: 'active' | 'rejected' = 'active') =>
      createOffer(t, { userId: member.user.id, title, views, status, createdAt: at(minutesAgo) });
    const olderFifty = await listing('Older fifty', 50, 30);
    const newerFifty = await listing('Newer fifty', 50, 10);
    const top = await listing('Most viewed, rejected', 100, 60);
    const rest = [
      await listing('Nine', 9, 5),
      await listing('Seven', 7, 5),
      await listing('Five', 5, 5),
      await listing('Three', 3, 5),
      await listing('Two', 2, 5),
    ];
    await listing('One', 1, 5);
    await listing('Zero', 0, 1);
    const gone = await listing('Deleted', 500, 5);
    await t.db.delete(offers).where(eq(offers.id, gone.id));
    await createOffer(t, { title: 'Someone else’s', views: 1000 });

    await createProposal(t, { offerId: olderFifty.id, status: 'pending' });
    await createProposal(t, { offerId: olderFifty.id, status: 'declined' });
    await createProposal(t, { offerId: top.id, status: 'completed', completedAt: new Date() });

    const { offerPerformance } = await dashboardOf(member);
    const row = (offer: typeof top, proposals = 0) => ({
      id: offer.id,
      title: offer.title,
      views: offer.views,
      proposals,
    });
    expect(offerPerformance).toEqual([row(top, 1), row(newerFifty), row(olderFifty, 2), ...rest.map((o) => row(o))]);
  });

  it('lists the 5 latest notifications and counts the unread ones, the member’s own only', async () => {
    const member = await createSignedInMember(t.app);
    const made = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(
        await createNotification(t.db, {
          userId: member.user.id,
          type: i % 2 ? 'offer_accepted' : 'listing_approved',
          title: `Notice ${i}`,
          relatedId: i % 2 ? randomUUID() : null,
          isRead: i < 3,
          createdAt: new Date(Date.now() - (7 - i) * 60_000),
        }),
      );
    }
    await createNotification(t.db, { title: 'Not theirs' });

    const dashboard = await dashboardOf(member);
    expect(dashboard.stats.unreadNotifications).toBe(4);
    expect(dashboard.recentActivity).toEqual(
      made
        .slice(2)
        .reverse()
        .map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          message: n.message,
          isRead: n.isRead,
          relatedId: n.relatedId,
          createdAt: n.createdAt.toISOString(),
        })),
    );
  });
});
