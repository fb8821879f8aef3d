import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';
import { proposalRequests } from '../../test/proposal-requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);
const myProposalUrl = (offerId: string) => `/api/offers/${offerId}/my-proposal`;

describe('GET /api/offers/:id/my-proposal', () => {
  it('answers 401 to visitors and 404 to a malformed id and to an unknown listing', async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const visitor = await t.app.inject({ method: 'GET', url: myProposalUrl(listing.id) });
    expect(visitor.statusCode).toBe(401);
    const member = await createSignedInMember(t.app);
    const malformed = await get(myProposalUrl('not-an-id'), member);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe('Listing not found');
    const unknown = await get(myProposalUrl(randomUUID()), member);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Listing not found');
  });

  it("answers 404 for another member's listing that is not live, as its page does, and 200 to its owner", async () => {
    const owner = await createSignedInMember(t.app);
    const member = await createSignedInMember(t.app);
    for (const status of ['pending', 'paused', 'rejected'] as const) {
      const listing = await listingOf(owner, { status });
      const hidden = await get(myProposalUrl(listing.id), member);
      expect(hidden.statusCode, status).toBe(404);
      expect(hidden.json().error.message).toBe('Listing not found');
      expect((await get(myProposalUrl(listing.id), owner)).json()).toEqual({ pending: null });
    }
  });

  it("shows the member's own pending proposal and never another member's", async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const sender = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    expect((await get(myProposalUrl(listing.id), sender)).json()).toEqual({ pending: null });

    const sent = await post(`/api/offers/${listing.id}/proposals`, sender, form());
    expect(sent.statusCode).toBe(201);
    const mine = (await get(myProposalUrl(listing.id), sender)).json();
    expect(mine).toEqual({ pending: { id: sent.json().id, createdAt: expect.any(String) } });

    // Neither a third member nor the owner (who received it) is shown it as theirs.
    expect((await get(myProposalUrl(listing.id), other)).json()).toEqual({ pending: null });
    expect((await get(myProposalUrl(listing.id), owner)).json()).toEqual({ pending: null });
    // The other member's own proposal is theirs alone.
    const theirs = await post(`/api/offers/${listing.id}/proposals`, other, form());
    expect((await get(myProposalUrl(listing.id), other)).json().pending.id).toBe(theirs.json().id);
    expect((await get(myProposalUrl(listing.id), sender)).json().pending.id).toBe(sent.json().id);
  });

  it('is gone once the proposal is withdrawn, declined or accepted, and a new one shows again', async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const sender = await createSignedInMember(t.app);
    const sendOne = async () => (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id as string;

    const first = await sendOne();
    expect((await post(`/api/proposals/${first}/cancel`, sender)).statusCode).toBe(200);
    expect((await get(myProposalUrl(listing.id), sender)).json()).toEqual({ pending: null });

    const second = await sendOne();
    expect((await get(myProposalUrl(listing.id), sender)).json().pending.id).toBe(second);
    expect((await post(`/api/proposals/${second}/decline`, owner)).statusCode).toBe(200);
    expect((await get(myProposalUrl(listing.id), sender)).json()).toEqual({ pending: null });

    const third = await sendOne();
    expect((await post(`/api/proposals/${third}/accept`, owner)).statusCode).toBe(200);
    expect((await get(myProposalUrl(listing.id), sender)).json()).toEqual({ pending: null });
  });

  it("keeps the listing's public answer free of the member's proposal", async () => {
    const owner = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const sender = await createSignedInMember(t.app);
    const sent = await post(`/api/offers/${listing.id}/proposals`, sender, form());
    const detail = await get(`/api/offers/${listing.id}`, sender);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(sent.json().id);
  });
});
