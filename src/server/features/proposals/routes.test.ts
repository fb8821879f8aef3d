import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, messages, notifications, proposals, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { proposalRequests } from '../../test/proposal-requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

async function coinsOf(userId: string) {
  const [row] = await t.db.select({ coins: users.dragonCoins }).from(users).where(eq(users.id, userId));
  return row!.coins;
}

describe('POST /api/offers/:id/proposals', () => {
  it('answers 401 to visitors and 400 to a bad form, with the spec’s messages, saving nothing', async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    expect((await post(`/api/offers/${listing.id}/proposals`, undefined, form())).statusCode).toBe(401);
    const sender = await createSignedInMember(t.app);
    const cases: [object, string, string][] = [
      [{ paymentMethods: [] }, 'paymentMethods', 'Please select at least one payment method'],
      [{ fullName: '  ' }, 'fullName', 'Full name is required'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
      [{ paymentMethods: ['coins'] }, 'coinAmount', 'Enter a whole number of Dragon Coins'],
      [{ paymentMethods: ['coins'], coinAmount: 2.5 }, 'coinAmount', 'Enter a whole number of Dragon Coins'],
      [{ paymentMethods: ['trade'] }, 'tradeDescription', 'Describe what you offer in exchange'],
      [{ cashAmountCents: 0 }, 'cashAmountCents', 'Enter an amount in dollars, e.g. 25 or 25.50'],
      [{ cashAmountCents: 99.5 }, 'cashAmountCents', 'Enter an amount in dollars, e.g. 25 or 25.50'],
      [{ cashAmountCents: '$50' }, 'cashAmountCents', 'Enter an amount in dollars, e.g. 25 or 25.50'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(`/api/offers/${listing.id}/proposals`, sender, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await t.db.$count(proposals, eq(proposals.offerId, listing.id))).toBe(0);
  });

  it('refuses methods the listing does not accept, one’s own listing, a listing not live, and an unknown one', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const cashOnly = await listingOf(owner, { paymentTypes: ['cash'] });
    const refused = await post(
      `/api/offers/${cashOnly.id}/proposals`,
      sender,
      form({ paymentMethods: ['coins'], coinAmount: 5 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('PAYMENT_METHOD_NOT_ACCEPTED');

    const own = await post(`/api/offers/${cashOnly.id}/proposals`, owner, form());
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot make a proposal on your own listing');

    const paused = await listingOf(owner, { status: 'paused' });
    expect((await post(`/api/offers/${paused.id}/proposals`, sender, form())).statusCode).toBe(409);
    expect((await post(`/api/offers/${randomUUID()}/proposals`, sender, form())).statusCode).toBe(404);
    expect(await t.db.$count(proposals, eq(proposals.senderId, sender.user.id))).toBe(0);
  });

  it('sends it to the owner with a notification and an email, and allows one pending proposal per listing', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner, { title: 'Garden design' });
    const res = await post(
      `/api/offers/${listing.id}/proposals`,
      sender,
      form({ paymentMethods: ['cash', 'coins'], coinAmount: 120 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      role: 'sender',
      listing: { id: listing.id, title: 'Garden design' },
      currency: 'mixed',
      coinAmount: 120,
      payerId: sender.user.id,
      receiver: { id: owner.user.id },
      can: { accept: false, decline: false, cancel: true, complete: false, review: false },
    });
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, owner.user.id), eq(notifications.type, 'offer_received')),
      ),
    ).toBe(1);
    expect(
      await t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.toAddress, owner.user.email), eq(emailOutbox.template, 'offer_received')),
      ),
    ).toBe(1);

    const again = await post(`/api/offers/${listing.id}/proposals`, sender, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have a pending proposal on this listing');
  });

  it('keeps the cash amount in cents with its note, and no cash amount on a deal without cash', async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const paid = await post(
      `/api/offers/${listing.id}/proposals`,
      await createSignedInMember(t.app),
      form({ paymentMethods: ['cash'], cashAmountCents: 4550, offerAmount: 'per visit' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ currency: 'cash', cashAmountCents: 4550, offerAmount: 'per visit' });
    const read = await get(`/api/proposals/${paid.json().id}`, owner);
    expect(read.json()).toMatchObject({ cashAmountCents: 4550, offerAmount: 'per visit' });

    const coins = await post(
      `/api/offers/${listing.id}/proposals`,
      await createSignedInMember(t.app),
      form({ paymentMethods: ['coins'], coinAmount: 5, cashAmountCents: 4550 }),
    );
    expect(coins.json()).toMatchObject({ currency: 'coins', cashAmountCents: null, coinAmount: 5 });
  });

  it('keeps each payment method once', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const res = await post(
      `/api/offers/${listing.id}/proposals`,
      sender,
      form({ paymentMethods: ['coins', 'coins'], coinAmount: 5 }),
    );
    expect(res.json()).toMatchObject({ paymentMethods: ['coins'], currency: 'coins' });
  });

  it('makes the owner of a request the payer of its coins', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const request = await listingOf(owner, { kind: 'request' });
    const res = await post(
      `/api/offers/${request.id}/proposals`,
      sender,
      form({ paymentMethods: ['coins'], coinAmount: 50 }),
    );
    expect(res.json()).toMatchObject({ currency: 'coins', payerId: owner.user.id });
  });
});

describe('reading proposals', () => {
  it('shows a proposal to its two parties only, and lists each member’s sent and received', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const stranger = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const id = (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id;

    expect((await get(`/api/proposals/${id}`, owner)).json()).toMatchObject({
      role: 'receiver',
      can: { accept: true },
    });
    const denied = await get(`/api/proposals/${id}`, stranger);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You do not have permission to view this proposal');
    const missing = await get(`/api/proposals/${randomUUID()}`, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Proposal not found');

    expect((await get('/api/proposals?box=received', owner)).json()).toMatchObject({ total: 1, items: [{ id }] });
    expect((await get('/api/proposals?box=sent', owner)).json()).toMatchObject({ total: 0, items: [] });
    expect((await get('/api/proposals?box=sent', sender)).json()).toMatchObject({ total: 1, items: [{ id }] });
    expect((await get('/api/proposals', stranger)).json()).toMatchObject({ total: 0 });
    expect((await get('/api/proposals?box=nope', owner)).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  async function pendingProposal(overrides: object = {}) {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner, { title: 'Piano lessons' });
    const id: string = (await post(`/api/offers/${listing.id}/proposals`, sender, form(overrides))).json().id;
    return { owner, sender, listing, id };
  }

  it('lets only the receiver accept; accepting notifies, emails and sends the automatic message', async () => {
    const { owner, sender, id } = await pendingProposal();
    expect((await post(`/api/proposals/${id}/accept`, undefined)).statusCode).toBe(401);
    const bySender = await post(`/api/proposals/${id}/accept`, sender);
    expect(bySender.statusCode).toBe(403);

    const accepted = await post(`/api/proposals/${id}/accept`, owner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      can: { accept: false, deliver: true, complete: false },
    });
    const sent = await t.db.select().from(messages).where(eq(messages.senderId, owner.user.id));
    expect(sent.map((m) => m.body)).toEqual([
      `I've accepted your offer for "Piano lessons". Let's discuss the details.`,
    ]);
    expect(sent[0]!.receiverId).toBe(sender.user.id);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, sender.user.id), eq(notifications.type, 'offer_accepted')),
      ),
    ).toBe(1);
    expect(
      await t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.toAddress, sender.user.email), eq(emailOutbox.template, 'offer_accepted')),
      ),
    ).toBe(1);

    // Final: neither a second accept nor a decline.
    for (const action of ['accept', 'decline']) {
      const res = await post(`/api/proposals/${id}/${action}`, owner);
      expect(res.statusCode).toBe(409);
    }
  });

  it('declines with a notification and an email, after which the sender may propose again', async () => {
    const { owner, sender, listing, id } = await pendingProposal();
    expect((await post(`/api/proposals/${id}/decline`, owner)).json()).toMatchObject({ status: 'declined' });
    expect(
      await t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.toAddress, sender.user.email), eq(emailOutbox.template, 'offer_declined')),
      ),
    ).toBe(1);
    expect((await post(`/api/proposals/${id}/accept`, owner)).statusCode).toBe(409);
    expect((await post(`/api/offers/${listing.id}/proposals`, sender, form())).statusCode).toBe(201);
  });

  it('refuses to accept a proposal whose sender deleted their account, leaving it pending to decline', async () => {
    const { owner, sender, id } = await pendingProposal({ paymentMethods: ['coins'], coinAmount: 50 });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { cookie: sender.cookie },
          payload: { confirmation: 'DELETE' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await get(`/api/proposals/${id}`, owner)).json()).toMatchObject({
      sender: null,
      can: { accept: false, decline: true },
    });
    const accepted = await post(`/api/proposals/${id}/accept`, owner);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.code).toBe('SENDER_GONE');
    expect((await get(`/api/proposals/${id}`, owner)).json().status).toBe('pending');
    expect((await post(`/api/proposals/${id}/decline`, owner)).json()).toMatchObject({ status: 'declined' });
  });

  it('lets only the sender withdraw a pending proposal', async () => {
    const { owner, sender, id } = await pendingProposal();
    expect((await post(`/api/proposals/${id}/cancel`, owner)).statusCode).toBe(403);
    expect((await post(`/api/proposals/${id}/cancel`, sender)).json()).toMatchObject({ status: 'cancelled' });
    expect((await post(`/api/proposals/${id}/accept`, owner)).statusCode).toBe(409);
  });

  it('completes a delivered cash deal when its payer confirms, notifying both; a pending one cannot be', async () => {
    const { owner, sender, id } = await pendingProposal();
    expect((await post(`/api/proposals/${id}/complete`, sender)).statusCode).toBe(409);
    await post(`/api/proposals/${id}/accept`, owner);
    await post(`/api/proposals/${id}/deliver`, owner);
    const done = await post(`/api/proposals/${id}/complete`, sender);
    expect(done.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String), can: { review: true } });
    for (const member of [owner, sender]) {
      expect(
        await t.db.$count(
          notifications,
          and(eq(notifications.userId, member.user.id), eq(notifications.type, 'deal_completed')),
        ),
      ).toBe(1);
    }
    // Completed Offers counts the $40 as the owner's, who was paid, as the dashboard does.
    expect((await get('/api/me/completed-deals', owner)).json()).toMatchObject({
      earnedCashCents: 4000,
      earnedCoins: 0,
      items: [{ id }],
    });
    expect((await get('/api/me/completed-deals', sender)).json()).toMatchObject({
      earnedCashCents: 0,
      items: [{ id }],
    });
  });

  it('holds a coins deal’s coins at acceptance and pays them when the payer confirms; short of coins, it waits', async () => {
    const { owner, sender, id } = await pendingProposal({ paymentMethods: ['coins'], coinAmount: 150 });
    await fundWallet(t, sender.user.id, { coins: 100 });
    const short = await post(`/api/proposals/${id}/accept`, owner);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({
      code: 'PAYER_SHORT',
      message: 'The other member cannot pay 150 DC right now',
    });
    expect((await get(`/api/proposals/${id}`, sender)).json().status).toBe('pending');
    expect([await coinsOf(sender.user.id), await coinsOf(owner.user.id)]).toEqual([100, 0]);

    await fundWallet(t, sender.user.id, { coins: 100 });
    expect((await post(`/api/proposals/${id}/accept`, owner)).statusCode).toBe(200);
    expect([await coinsOf(sender.user.id), await coinsOf(owner.user.id)]).toEqual([50, 0]);
    expect((await post(`/api/proposals/${id}/deliver`, owner)).statusCode).toBe(200);
    const byPayee = await post(`/api/proposals/${id}/complete`, owner);
    expect(byPayee.statusCode).toBe(403);
    expect((await get(`/api/proposals/${id}`, owner)).json().can.complete).toBe(false);

    expect((await post(`/api/proposals/${id}/complete`, sender)).json()).toMatchObject({ status: 'completed' });
    expect([await coinsOf(sender.user.id), await coinsOf(owner.user.id)]).toEqual([50, 150]);
    expect((await post(`/api/proposals/${id}/complete`, sender)).statusCode).toBe(409);
    expect([await coinsOf(sender.user.id), await coinsOf(owner.user.id)]).toEqual([50, 150]);
    expect((await get('/api/me/completed-deals', owner)).json()).toMatchObject({
      earnedCashCents: 0,
      earnedCoins: 150,
      items: [{ id }],
    });
    expect((await get('/api/me/completed-deals', sender)).json()).toMatchObject({ earnedCoins: 0, items: [{ id }] });
  });
});

describe('reviews', () => {
  it('lets each party review the other once per completed deal; the owner’s rating shows on the listing', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const id = (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id;
    expect((await post(`/api/proposals/${id}/review`, sender, { rating: 5 })).statusCode).toBe(409);
    await post(`/api/proposals/${id}/accept`, owner);
    await post(`/api/proposals/${id}/deliver`, owner);
    await post(`/api/proposals/${id}/complete`, sender);

    expect((await post(`/api/proposals/${id}/review`, sender, { rating: 6 })).statusCode).toBe(400);
    const reviewed = await post(`/api/proposals/${id}/review`, sender, { rating: 4, comment: 'Great lessons' });
    expect(reviewed.statusCode).toBe(201);
    expect(reviewed.json()).toMatchObject({
      myReview: { rating: 4, comment: 'Great lessons' },
      can: { review: false },
    });
    expect((await post(`/api/proposals/${id}/review`, sender, { rating: 1 })).statusCode).toBe(409);
    // The owner's review of the sender is theirs to give, and does not count toward the listing.
    expect((await post(`/api/proposals/${id}/review`, owner, { rating: 2 })).statusCode).toBe(201);

    const shown = await t.app.inject({ method: 'GET', url: `/api/offers/${listing.id}` });
    expect(shown.json()).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, owner.user.id), eq(notifications.type, 'review_received')),
      ),
    ).toBe(1);
  });
});

describe('POST /api/proposals/:id/messages', () => {
  it('writes into the parties’ one conversation, for the parties only', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const stranger = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const id = (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id;
    expect((await post(`/api/proposals/${id}/messages`, sender, { content: '   ' })).statusCode).toBe(400);
    expect((await post(`/api/proposals/${id}/messages`, stranger, { content: 'Hi' })).statusCode).toBe(403);
    const first = await post(`/api/proposals/${id}/messages`, sender, { content: 'When are you free?' });
    expect(first.statusCode).toBe(201);
    await post(`/api/proposals/${id}/accept`, owner);
    const reply = await post(`/api/proposals/${id}/messages`, owner, { content: 'Tuesday works.' });
    expect(reply.json().conversationId).toBe(first.json().conversationId);
    const bodies = await t.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, first.json().conversationId));
    expect(bodies).toHaveLength(3);
  });
});
