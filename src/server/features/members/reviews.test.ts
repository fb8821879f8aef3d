import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createProposal, createReview, createUser, type User } from '../../test/factories.ts';

let t: TestContext;
let provider: User;
let quiet: User;
const reviewedAt: Date[] = [];

const minute = 60 * 1000;
const ago = (minutes: number) => new Date(Date.now() - minutes * minute);
const reviewsOf = (id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/members/${id}/reviews${query}` });

beforeAll(async () => {
  t = await createTestApp();
  provider = await createUser(t.db, { fullName: 'Grace Provider' });
  quiet = await createUser(t.db, { fullName: 'Quiet Member' });
  const listing = await createOffer(t, { userId: provider.id, title: 'Logo design' });
  // 26 reviews on the live listing, review i written i minutes after the oldest one, so #25 is the newest.
  for (let i = 0; i < 26; i += 1) {
    const reviewer = await createUser(t.db, { fullName: `Reviewer ${i}` });
    const deal = await createProposal(t, { offerId: listing.id, senderId: reviewer.id, status: 'completed' });
    const createdAt = ago(100 - i);
    reviewedAt.push(createdAt);
    await createReview(t, { proposalId: deal.id, rating: 1 + (i % 5), comment: `Review ${i}`, createdAt });
  }
}, 120_000);
afterAll(() => t.close());

describe('GET /api/members/:id/reviews', () => {
  it('pages every review of the member newest first, with the reviewer and the live listing', async () => {
    const first = await reviewsOf(provider.id, '?pageSize=25');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(body.items).toHaveLength(25);
    expect(body.items.map((r: { comment: string }) => r.comment).slice(0, 3)).toEqual([
      'Review 25',
      'Review 24',
      'Review 23',
    ]);
    expect(body.items[0]).toMatchObject({
      rating: 1,
      comment: 'Review 25',
      createdAt: reviewedAt[25]?.toISOString(),
      reviewer: { fullName: 'Reviewer 25', profilePictureUrl: null },
      listing: { title: 'Logo design' },
    });
    expect(body.items[0].listing.id).toEqual(expect.any(String));
    expect(Object.keys(body.items[0].reviewer).sort()).toEqual(['fullName', 'id', 'profilePictureUrl']);
    const second = (await reviewsOf(provider.id, '?pageSize=25&page=2')).json();
    expect(second).toMatchObject({ total: 26, page: 2, pageSize: 25 });
    expect(second.items.map((r: { comment: string }) => r.comment)).toEqual(['Review 0']);
  });

  it('keeps the title of a deleted listing and the review of a deleted reviewer, without links', async () => {
    const member = await createUser(t.db);
    const listing = await createOffer(t, { userId: member.id, title: 'Old garden service' });
    const deal = await createProposal(t, { offerId: listing.id, status: 'completed' });
    await createReview(t, { proposalId: deal.id, rating: 4, comment: 'Tidy work.' });
    const paused = await createOffer(t, { userId: member.id, title: 'Paused pruning', status: 'paused' });
    const pausedDeal = await createProposal(t, { offerId: paused.id, status: 'completed' });
    await createReview(t, { proposalId: pausedDeal.id, rating: 5, comment: 'Great pruning.', createdAt: ago(500) });

    await t.db.delete(offers).where(eq(offers.id, listing.id));
    if (deal.senderId) await t.db.delete(users).where(eq(users.id, deal.senderId));

    const body = (await reviewsOf(member.id)).json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(body.items).toEqual([
      expect.objectContaining({
        comment: 'Tidy work.',
        reviewer: null,
        listing: { id: null, title: 'Old garden service' },
      }),
      // A listing that is not live is named but not linked.
      expect.objectContaining({ comment: 'Great pruning.', listing: { id: null, title: 'Paused pruning' } }),
    ]);
  });

  it('answers a member without reviews with an empty page', async () => {
    expect((await reviewsOf(quiet.id)).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it("is 'Member not found' for an unknown, malformed or suspended member, and 400 for a bad page", async () => {
    const suspended = await createUser(t.db, { status: 'suspended' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', suspended.id]) {
      const res = await reviewsOf(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Member not found');
    }
    expect((await reviewsOf(provider.id, '?pageSize=7')).statusCode).toBe(400);
  });
});
