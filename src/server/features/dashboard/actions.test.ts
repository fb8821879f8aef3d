// GET /api/dashboard/actions, 'Needs your action': each kind of turn shows to the member whose turn it is, and to no
// one else, and goes away once taken. Through the API, as the app moves the deals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionItem, DashboardActions } from '#shared/schemas/dashboard-actions.ts';
import { offerRevisions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { createOffer } from '../../test/factories.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const { post, get, form, listingOf, acceptedDeal, deliveredDeal } = dealRequests(() => t);

async function actionsOf(who: Signed): Promise<ActionItem[]> {
  const res = await get('/api/dashboard/actions', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DashboardActions).items;
}

const kindsFor = async (who: Signed, targetId: string) =>
  (await actionsOf(who)).filter((item) => item.targetId === targetId).map((item) => item.kind);

describe('GET /api/dashboard/actions', () => {
  it('answers 401 to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/actions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('is empty for a member nothing waits for', async () => {
    expect(await actionsOf(await createSignedInMember(t.app))).toEqual([]);
  });

  it('lists a version for the member who answers it, and passes the turn with a counter-offer', async () => {
    const provider = await createSignedInMember(t.app, { fullName: 'Petra Provider' });
    const payer = await createSignedInMember(t.app, { fullName: 'Paul Payer' });
    const stranger = await createSignedInMember(t.app);
    const listing = await listingOf(provider, { title: 'Garden design' });
    const sent = await post(`/api/offers/${listing.id}/proposals`, payer, form());
    expect(sent.statusCode, sent.body).toBe(201);
    const id: string = sent.json().id;

    expect(await actionsOf(provider)).toEqual([
      {
        kind: 'answer-version',
        targetId: id,
        title: 'Garden design',
        counterpart: 'Paul Payer',
        note: null,
        since: expect.any(String),
      },
    ]);
    expect(await kindsFor(payer, id)).toEqual([]);
    expect(await kindsFor(stranger, id)).toEqual([]);

    const countered = await post(`/api/proposals/${id}/counter`, provider, {
      version: 1,
      paymentMethods: ['cash'],
      cashAmountCents: 5000,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(await kindsFor(provider, id)).toEqual([]);
    expect(await actionsOf(payer)).toEqual([
      expect.objectContaining({ kind: 'answer-version', targetId: id, counterpart: 'Petra Provider' }),
    ]);

    expect((await post(`/api/proposals/${id}/decline`, payer)).statusCode).toBe(200);
    expect(await kindsFor(payer, id)).toEqual([]);
  });

  it('lists a delivered deal for its payer to confirm, until they do', async () => {
    const { provider, payer, id } = await deliveredDeal({ title: 'Fence repair' });
    expect(await actionsOf(payer)).toEqual([
      expect.objectContaining({ kind: 'confirm-delivery', targetId: id, title: 'Fence repair' }),
    ]);
    expect(await kindsFor(provider, id)).toEqual([]);

    expect((await post(`/api/proposals/${id}/complete`, payer)).statusCode).toBe(200);
    expect(await kindsFor(payer, id)).toEqual([]);
  });

  it('lists a cancellation for the member it was asked of, not the one who asked', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const asked = await post(`/api/proposals/${id}/request-cancellation`, payer, { reason: 'Plans changed' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await kindsFor(provider, id)).toEqual(['answer-cancellation']);
    expect(await kindsFor(payer, id)).toEqual([]);

    expect((await post(`/api/proposals/${id}/decline-cancellation`, provider)).statusCode).toBe(200);
    expect(await kindsFor(provider, id)).toEqual([]);
  });

  it('lists a dispute for the statement its respondent owes, then for an admin’s question', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const opened = await post(`/api/proposals/${id}/dispute`, payer, {
      reason: 'not delivered',
      statement: 'Nothing arrived by the agreed day.',
      images: [],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await kindsFor(provider, id)).toEqual(['give-statement']);
    // The opener has stated already; a deal under dispute waits for nothing else of either party.
    expect(await kindsFor(payer, id)).toEqual([]);

    expect((await post(`/api/proposals/${id}/dispute/entries`, provider, { body: 'I came twice.' })).statusCode).toBe(
      200,
    );
    expect(await kindsFor(provider, id)).toEqual([]);

    const disputeId: string = opened.json().dispute.id;
    const question = { toId: payer.user.id, body: 'Were you at home?' };
    expect((await post(`/api/admin/disputes/${disputeId}/questions`, admin, question)).statusCode).toBe(201);
    expect(await kindsFor(payer, id)).toEqual(['answer-question']);
    expect(await kindsFor(provider, id)).toEqual([]);
  });

  it('lists a listing turned down for its owner to edit, with the reason', async () => {
    const owner = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const rejected = await createOffer(t, {
      userId: owner.user.id,
      status: 'rejected',
      title: 'Dog walks',
      rejectionReason: 'Blurry photos',
    });
    await createOffer(t, { userId: owner.user.id, status: 'pending' });
    await createOffer(t, { userId: owner.user.id, status: 'active' });

    expect(await actionsOf(owner)).toEqual([
      {
        kind: 'edit-listing',
        targetId: rejected.id,
        title: 'Dog walks',
        counterpart: null,
        note: 'Blurry photos',
        since: expect.any(String),
      },
    ]);
    expect(await actionsOf(other)).toEqual([]);
  });

  it("lists a live listing's edit turned down for its owner, with the reason, while the listing stays live", async () => {
    const owner = await createSignedInMember(t.app);
    const live = await createOffer(t, { userId: owner.user.id, status: 'active', title: 'Bike repair' });
    const pending = await createOffer(t, { userId: owner.user.id, status: 'active' });
    const submittedAt = new Date();
    await t.db.insert(offerRevisions).values([
      {
        offerId: live.id,
        title: 'Bike and scooter repair',
        status: 'rejected',
        rejectionReason: 'Say which',
        submittedAt,
      },
      { offerId: pending.id, title: 'Still waiting', status: 'pending', submittedAt },
    ]);

    expect(await actionsOf(owner)).toEqual([
      {
        kind: 'edit-listing',
        targetId: live.id,
        title: 'Bike repair',
        counterpart: null,
        note: 'Say which',
        since: expect.any(String),
      },
    ]);
  });

  it('puts what has waited least first', async () => {
    const owner = await createSignedInMember(t.app);
    const rejected = await createOffer(t, {
      userId: owner.user.id,
      status: 'rejected',
      updatedAt: new Date(Date.now() - 60_000),
    });
    const payer = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const sent = await post(`/api/offers/${listing.id}/proposals`, payer, form());
    expect((await actionsOf(owner)).map((item) => item.targetId)).toEqual([sent.json().id, rejected.id]);
  });
});
