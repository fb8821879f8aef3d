// Cancelling an accepted deal: either party asks with a reason and the other agrees or declines; the provider may
// cancel alone before delivering. Held coins go back to the payer at once, and the admin's Users tab counts who
// called deals off. Through the API; the automatic completion's part is in cancellation-clock.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { clearCoinsNow, createProposal, fundWallet } from '../../test/factories.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const { post, get, form, listingOf, acceptedDeal, acceptCoinsDeal, deliveredDeal, view, coinsOf, noticesOf, emailsTo } =
  dealRequests(() => t);

const reason = (text: string) => ({ reason: text });

describe('asking to cancel a deal', () => {
  it('needs a signed-in party, an open deal and a reason, and changes nothing otherwise', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const stranger = await createSignedInMember(t.app);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${id}/request-cancellation`,
      payload: reason('Plans changed'),
    });
    expect(unsigned.statusCode).toBe(401);
    const blank = await post(`/api/proposals/${id}/request-cancellation`, payer, reason('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please say why you want to cancel');
    const long = await post(`/api/proposals/${id}/request-cancellation`, payer, reason('x'.repeat(501)));
    expect(long.json().error.message).toContain('Reason must be at most 500 characters');
    expect((await post(`/api/proposals/${id}/request-cancellation`, stranger, reason('Mine now'))).statusCode).toBe(
      403,
    );
    expect((await view(id, provider)).cancellation).toBeNull();

    const listing = await listingOf(provider);
    const pending = await post(`/api/offers/${listing.id}/proposals`, payer, form());
    const early = await post(`/api/proposals/${pending.json().id}/request-cancellation`, payer, reason('Too soon'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This proposal is pending, so it cannot be cancelled');
  });

  it('tells the other party why, lets only them answer, and takes one request at a time', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const asked = await post(`/api/proposals/${id}/request-cancellation`, payer, reason('My roof needs it first'));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'accepted',
      cancellation: { requestedBy: { id: payer.user.id }, reason: 'My roof needs it first' },
      can: { 'request-cancellation': false, 'agree-cancellation': false, 'decline-cancellation': false },
    });
    expect((await view(id, provider)).can).toMatchObject({
      'agree-cancellation': true,
      'decline-cancellation': true,
      'request-cancellation': false,
    });
    expect(await noticesOf(provider, 'cancellation_requested')).toEqual([
      {
        title: 'Cancellation requested',
        message: `${payer.user.fullName} asked to cancel the deal for "Fence repair": "My roof needs it first". Agree to cancel, or keep the deal.`,
        relatedId: id,
      },
    ]);
    // The reason stays on the site; the email only points to it.
    const [email] = await emailsTo(provider, 'cancellation_requested');
    expect(email?.payload).toMatchObject({ listingTitle: 'Fence repair', proposalId: id });
    expect(JSON.stringify(email?.payload)).not.toContain('roof');

    const again = await post(`/api/proposals/${id}/request-cancellation`, provider, reason('Me too'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CANCELLATION_ASKED');
    const selfAgree = await post(`/api/proposals/${id}/agree-cancellation`, payer);
    expect(selfAgree.statusCode).toBe(403);
    expect(selfAgree.json().error.message).toBe('The other member answers the cancellation you asked for');
    expect((await coinsOf(payer))?.held).toBe(100);
  });

  it('keeps the deal when the other party declines, and the payer hears of it', async () => {
    const { provider, payer, id } = await acceptedDeal();
    await post(`/api/proposals/${id}/request-cancellation`, payer, reason('Found someone closer'));
    const kept = await post(`/api/proposals/${id}/decline-cancellation`, provider);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'accepted', cancellation: null, can: { deliver: true } });
    expect(await noticesOf(payer, 'cancellation_declined')).toMatchObject([
      { message: `${provider.user.fullName} declined to cancel the deal for "Fence repair", so it goes on.` },
    ]);
    expect((await post(`/api/proposals/${id}/decline-cancellation`, provider)).json().error.code).toBe(
      'NO_CANCELLATION',
    );
    expect(await coinsOf(payer)).toMatchObject({ available: 50, held: 100 });
    // Asked, and declined, both in the timeline with the reason.
    expect((await view(id, payer)).history.map((step) => [step.action, step.actor?.id, step.note])).toEqual([
      ['send', payer.user.id, null],
      ['accept', provider.user.id, null],
      ['request-cancellation', payer.user.id, 'Found someone closer'],
      ['decline-cancellation', provider.user.id, null],
    ]);
  });
});

describe('agreeing to cancel', () => {
  it('cancels a delivered deal and gives the held coins back to the payer at once', async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/request-cancellation`, provider, reason('I used the wrong paint'));
    const agreed = await post(`/api/proposals/${id}/agree-cancellation`, payer);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { requestedBy: { id: provider.user.id }, reason: 'I used the wrong paint' },
      can: { complete: false, review: false, 'request-cancellation': false },
    });
    expect(await coinsOf(payer)).toMatchObject({ available: 150, held: 0 });
    expect((await coinsOf(provider))?.available).toBe(0);
    const refund = await t.db
      .select({ kind: ledgerEntries.kind, currency: ledgerEntries.currency, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, payer.user.id), eq(ledgerEntries.kind, 'refund')));
    expect(refund.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { kind: 'refund', currency: 'coins', amount: 100 },
      { kind: 'refund', currency: 'held', amount: 100 },
    ]);
    // The completion will not come: its jobs went with the cancellation.
    expect(await t.db.$count(scheduledJobs, eq(scheduledJobs.key, id))).toBe(0);
    expect(await noticesOf(provider, 'deal_cancelled')).toMatchObject([
      {
        message: `${payer.user.fullName} agreed to cancel the deal for "Fence repair". The 100 DC held for it went back to the payer.`,
      },
    ]);
    expect(await emailsTo(provider, 'deal_cancelled')).toHaveLength(1);
    expect((await post(`/api/proposals/${id}/complete`, payer)).statusCode).toBe(409);
  });

  it('gives earned coins back as convertible ones', async () => {
    const earner = await createSignedInMember(t.app);
    const client = await createSignedInMember(t.app);
    const provider = await createSignedInMember(t.app);
    await fundWallet(t, client.user.id, { coins: 100 });
    const earned = await acceptCoinsDeal(client, earner, 100);
    await post(`/api/proposals/${earned}/deliver`, earner);
    await post(`/api/proposals/${earned}/complete`, client);
    await clearCoinsNow(t, earner.user.id);
    await fundWallet(t, earner.user.id, { coins: 50 });
    expect(await coinsOf(earner)).toMatchObject({ available: 150, convertible: 100 });

    // The hold spends the 50 bought coins first, then 70 earned ones; the refund makes those 70 convertible again.
    const deal = await acceptCoinsDeal(earner, provider, 120);
    expect(await coinsOf(earner)).toMatchObject({ available: 30, held: 120, convertible: 30 });
    await post(`/api/proposals/${deal}/cancel-deal`, provider, reason('Booked up'));
    expect(await coinsOf(earner)).toMatchObject({ available: 150, held: 0, convertible: 100 });
  });
});

describe('the provider cancelling alone', () => {
  it('is theirs before delivery only, refunds the payer and tells them why', async () => {
    const { provider, payer, id } = await acceptedDeal();
    expect((await view(id, provider)).can['cancel-deal']).toBe(true);
    expect((await view(id, payer)).can['cancel-deal']).toBe(false);
    const byPayer = await post(`/api/proposals/${id}/cancel-deal`, payer, reason('Changed my mind'));
    expect(byPayer.statusCode).toBe(403);
    expect((await post(`/api/proposals/${id}/cancel-deal`, provider, {})).statusCode).toBe(400);

    const cancelled = await post(`/api/proposals/${id}/cancel-deal`, provider, reason('I broke my wrist'));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await coinsOf(payer)).toMatchObject({ available: 150, held: 0 });
    expect(await noticesOf(payer, 'deal_cancelled')).toMatchObject([
      {
        message: `${provider.user.fullName} cancelled the deal for "Fence repair": "I broke my wrist". The 100 DC held for it are back in your wallet.`,
      },
    ]);
    expect(await emailsTo(payer, 'deal_cancelled')).toHaveLength(1);

    const delivered = await deliveredDeal();
    const late = await post(`/api/proposals/${delivered.id}/cancel-deal`, delivered.provider, reason('Oops'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This proposal is delivered, so it cannot be cancelled');
  });
});

describe('cancelling a coins deal accepted before holds existed', () => {
  it('moves no coins and promises none back', async () => {
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    await fundWallet(t, payer.user.id, { coins: 70 });
    const listing = await listingOf(provider, { title: 'Old deal' });
    const old = await createProposal(t, {
      offerId: listing.id,
      senderId: payer.user.id,
      status: 'accepted',
      paymentMethods: ['coins'],
      currency: 'coins',
      coinAmount: 70,
    });
    const cancelled = await post(`/api/proposals/${old.id}/cancel-deal`, provider, reason('Retiring'));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await coinsOf(payer)).toMatchObject({ available: 70, held: 0 });
    expect(await noticesOf(payer, 'deal_cancelled')).toMatchObject([
      { message: `${provider.user.fullName} cancelled the deal for "Old deal": "Retiring".` },
    ]);
  });
});

describe("the admin's cancellation counts", () => {
  it('count each member for the deals they called off, not for withdrawn proposals', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const first = await acceptedDeal();
    await post(`/api/proposals/${first.id}/cancel-deal`, first.provider, reason('Too busy'));
    const second = await acceptedDeal();
    await post(`/api/proposals/${second.id}/request-cancellation`, second.payer, reason('Moved away'));
    await post(`/api/proposals/${second.id}/agree-cancellation`, second.provider);
    // Asked and declined: no cancellation.
    const third = await acceptedDeal();
    await post(`/api/proposals/${third.id}/request-cancellation`, third.payer, reason('Hmm'));
    await post(`/api/proposals/${third.id}/decline-cancellation`, third.provider);

    const countOf = async (who: Signed) => {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(who.user.email)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items[0].cancellations;
    };
    expect(await countOf(first.provider)).toBe(1);
    expect(await countOf(first.payer)).toBe(0);
    expect(await countOf(second.payer)).toBe(1);
    expect(await countOf(second.provider)).toBe(0);
    expect(await countOf(third.payer)).toBe(0);
  });
});
