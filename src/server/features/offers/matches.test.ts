// GET /api/offers/:id/matches: 'Members who offer this' on a request, 'Members looking for this' on a service.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoListings, demoMembers, demoRequests } from '../../db/demo/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser, type Offer } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const matchesOf = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/offers/${id}/matches`, ...(cookie ? { headers: { cookie } } : {}) });

const matchedIds = async (id: string) => {
  const res = await matchesOf(id);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { listing: { id: string } }[]).map((item) => item.listing.id);
};

// The same description everywhere, holding none of the titles' words, so only the titles rank the listings.
const description = 'Friendly and reliable, booked through the marketplace.';
const byId = (a: Offer, b: Offer) => (a.id < b.id ? -1 : 1);

describe('GET /api/offers/:id/matches on a request', () => {
  const category = 'Photography';
  let request: Offer;
  const expected: Offer[] = [];
  let sixth: Offer[];

  beforeAll(async () => {
    const owner = await createUser(t.db);
    request = await createOffer(t, {
      userId: owner.id,
      kind: 'request',
      category,
      title: 'Wedding photographer needed',
    });
    const service = async (title: string, fields: Parameters<typeof createOffer>[1] = {}) =>
      createOffer(t, { category, title, description, ...fields });

    // Two title words shared: first, the rated one before the unrated one.
    const rated = await createUser(t.db, { fullName: 'Rated Provider', profilePictureUrl: '/uploads/ab/pic.jpg' });
    await service('Portrait photographer', { userId: rated.id });
    const ratedBest = await service('Wedding photographer', { userId: rated.id, ratingSum: 3, reviewCount: 1 });
    const unrated = await service('Wedding photographer');
    // One word shared: by rating, then the unrated ones by id, six in all.
    const five = await service('Wedding photos', { ratingSum: 5, reviewCount: 1 });
    const fourAndAHalf = await service('Wedding photos', { ratingSum: 9, reviewCount: 2 });
    const ties = [await service('Wedding photos'), await service('Wedding photos'), await service('Wedding photos')];
    ties.sort(byId);
    expected.push(ratedBest, unrated, five, fourAndAHalf, ...ties.slice(0, 2));
    sixth = ties.slice(2);

    // Never: the owner's own service, another category, a paused service, another request, no shared word.
    await service('Wedding photographer', { userId: owner.id });
    await service('Wedding photographer', { category: 'Event Planning' });
    await service('Wedding photographer', { status: 'paused' });
    await service('Wedding photographer', { kind: 'request' });
    await service('Passport photos');
  });

  it('shows visitors the best matching services, one per member, by relevance then rating then id', async () => {
    expect(await matchedIds(request.id)).toEqual(expected.map((o) => o.id));
    expect(await matchedIds(request.id)).not.toContain(sixth[0]?.id);
  });

  it('gives each listing with its member, and nothing private of them', async () => {
    const res = await matchesOf(request.id);
    const [first, , third, fourth] = res.json().items;
    expect(first).toEqual({
      listing: {
        id: expected[0]!.id,
        title: 'Wedding photographer',
        price: { cashCents: 2500, coins: null, unit: 'hour', note: null },
        rating: 3,
        reviewCount: 1,
      },
      member: { id: expected[0]!.userId, fullName: 'Rated Provider', profilePictureUrl: '/uploads/ab/pic.jpg' },
    });
    expect(third.listing).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(fourth.listing).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(res.json().items[1].listing).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('answers members as it answers visitors', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await matchesOf(request.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { listing: { id: string } }) => item.listing.id)).toEqual(
      expected.map((o) => o.id),
    );
  });
});

describe('GET /api/offers/:id/matches on a service', () => {
  it('shows the matching live requests of other members, best first', async () => {
    const category = 'Home & Garden';
    const service = await createOffer(t, { category, title: 'Garden design and lawn care', description });
    const request = (title: string, fields: Parameters<typeof createOffer>[1] = {}) =>
      createOffer(t, { kind: 'request', category, title, description, ...fields });
    const twoWords = await request('Lawn care for a small garden');
    const oneWord = await request('Garden shed painting');
    await request('Lawn mowing', { userId: service.userId });
    await request('Garden party', { status: 'pending' });
    await request('Kitchen tiling');
    await createOffer(t, { category, title: 'Garden design', description });

    expect(await matchedIds(service.id)).toEqual([twoWords.id, oneWord.id]);
  });

  it('shows nothing for a title of stopwords only, though the category has requests', async () => {
    const category = 'Virtual Assistance';
    const service = await createOffer(t, { category, title: 'All of these', description });
    await createOffer(t, { kind: 'request', category, title: 'These all need sorting', description });

    expect(await matchedIds(service.id)).toEqual([]);
  });
});

describe('GET /api/offers/:id/matches for what is not live', () => {
  it("answers 404 'Listing not found' to an unknown or malformed id", async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await matchesOf(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
  });

  it('answers 404 for a listing that is not live, to its owner too', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    for (const status of ['pending', 'paused', 'rejected'] as const) {
      const offer = await createOffer(t, { userId: user.id, status, title: 'Wedding photographer' });
      expect((await matchesOf(offer.id)).statusCode).toBe(404);
      const own = await matchesOf(offer.id, cookie);
      expect(own.statusCode).toBe(404);
      expect(own.json().error.message).toBe('Listing not found');
    }
  });
});

describe('the demo catalogue', () => {
  it('has requests that demo services match, so both sections show on first start', async () => {
    // Its own category names are shared with the tests above, so it reads only its own listings' matches.
    const members = await Promise.all(demoMembers.map((m) => createUser(t.db, { fullName: `Demo ${m.fullName}` })));
    const place = (o: (typeof demoRequests)[number], kind: 'service' | 'request') =>
      createOffer(t, {
        userId: members[o.provider]!.id,
        kind,
        title: o.title,
        description: o.description,
        category: o.category,
      });
    const services = await Promise.all(demoListings.map((l) => place(l, 'service')));
    const requests = await Promise.all(demoRequests.map((r) => place(r, 'request')));
    const demoIds = new Set([...services, ...requests].map((o) => o.id));
    const withMatches = async (offers: Offer[]) => {
      const found = await Promise.all(
        offers.map(async (o) => (await matchedIds(o.id)).filter((id) => demoIds.has(id))),
      );
      return found.filter((ids) => ids.length > 0).length;
    };

    expect(await withMatches(requests)).toBeGreaterThanOrEqual(3);
    expect(await withMatches(services)).toBeGreaterThanOrEqual(3);
  });
});
