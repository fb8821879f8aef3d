import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import { events, favourites, offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}) });
const add = (offerId: string, cookie?: string) => call('PUT', `/api/me/favourites/${offerId}`, cookie);
const remove = (offerId: string, cookie?: string) => call('DELETE', `/api/me/favourites/${offerId}`, cookie);
const kept = (userId: string) => t.db.$count(favourites, eq(favourites.userId, userId));
const favouriteEvents = (userId: string) =>
  t.db.$count(events, and(eq(events.userId, userId), eq(events.type, 'favourites.changed')));

describe('visitors', () => {
  it.each([
    ['GET', '/api/me/favourites'],
    ['GET', '/api/me/favourites/ids'],
    ['PUT', '/api/me/favourites/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/me/favourites/00000000-0000-4000-8000-000000000000'],
  ] as const)('answer 401 to %s %s', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/me/favourites/:offerId', () => {
  it('keeps a live listing once, however often it is added, and tells the member once', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t);
    for (let i = 0; i < 2; i += 1) {
      const res = await add(offer.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favourited: true });
    }
    expect(await kept(user.id)).toBe(1);
    expect(await favouriteEvents(user.id)).toBe(1);
  });

  it.each(['paused', 'pending', 'rejected', 'completed'] as const)(
    'answers 404 for a %s listing, as for an unknown one',
    async (status) => {
      const { user, cookie } = await createSignedInMember(t.app);
      const offer = await createOffer(t, { status });
      const res = await add(offer.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
      expect(await kept(user.id)).toBe(0);
    },
  );

  it('answers 404 for an unknown or malformed id', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await add(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
  });

  it("refuses the member's own listing with 403", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id });
    const res = await add(offer.id, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot add your own listing to your favourites.');
    expect(await kept(user.id)).toBe(0);
  });

  it('answers 409 past the cap, and still accepts one already kept', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const owner = await createUser(t.db);
    const many = await t.db
      .insert(offers)
      .values(
        Array.from({ length: limits.favouritesMax }, (_, i) => ({
          userId: owner.id,
          title: `Bulk listing ${i}`,
          description: 'A listing made in bulk to fill the favourites.',
          category: 'Technology',
          priceCashCents: 1000,
          priceUnit: 'fixed' as const,
          paymentTypes: ['cash'],
          status: 'active' as const,
        })),
      )
      .returning({ id: offers.id });
    await t.db.insert(favourites).values(many.map((o) => ({ userId: user.id, offerId: o.id })));
    const extra = await createOffer(t, { userId: owner.id });

    const full = await add(extra.id, cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toEqual({
      code: 'FAVOURITES_FULL',
      message: `You can keep up to ${limits.favouritesMax} favourites. Remove some to add new ones.`,
    });
    expect((await add(many[0]!.id, cookie)).statusCode).toBe(200);
    expect(await kept(user.id)).toBe(limits.favouritesMax);

    await remove(many[1]!.id, cookie);
    expect((await add(extra.id, cookie)).statusCode).toBe(200);
  });
});

describe('DELETE /api/me/favourites/:offerId', () => {
  it('removes the favourite, and answers the same when there is none', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const offer = await createOffer(t);
    await add(offer.id, cookie);
    await add(offer.id, other.cookie);
    for (let i = 0; i < 2; i += 1) {
      const res = await remove(offer.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favourited: false });
    }
    expect(await kept(user.id)).toBe(0);
    // Only the member's own favourite goes.
    expect(await kept(other.user.id)).toBe(1);
    expect(await favouriteEvents(user.id)).toBe(2);
  });

  it("answers 404 for a listing that is neither live nor the member's favourite, as for an unknown one", async () => {
    const { cookie } = await createSignedInMember(t.app);
    const hidden = await createOffer(t, { status: 'paused' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await remove(id, cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
  });

  it('still removes a favourite whose listing has paused since', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t);
    await add(offer.id, cookie);
    await t.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, offer.id));
    expect((await remove(offer.id, cookie)).statusCode).toBe(200);
    expect(await kept(user.id)).toBe(0);
  });
});

describe('GET /api/me/favourites', () => {
  it('lists the favourites most recently added first, paged, with their status', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const provider = await createUser(t.db, { fullName: 'Paula Provider' });
    const listings = [];
    for (let i = 0; i < 27; i += 1) {
      listings.push(await createOffer(t, { userId: provider.id, title: `Favourite ${i}` }));
    }
    const base = Date.now() - 60 * 60 * 1000;
    await t.db
      .insert(favourites)
      .values(listings.map((o, i) => ({ userId: user.id, offerId: o.id, createdAt: new Date(base + i * 1000) })));
    await t.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, listings[26]!.id));
    // Waiting for an admin: its content was never approved, so the list leaves it out.
    await t.db.update(offers).set({ status: 'pending' }).where(eq(offers.id, listings[25]!.id));
    // Someone else's favourite is not the member's.
    const other = await createUser(t.db);
    await t.db.insert(favourites).values({ userId: other.id, offerId: listings[0]!.id });

    const first = await call('GET', '/api/me/favourites?pageSize=25', cookie);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(body.items.map((f: { title: string }) => f.title).slice(0, 3)).toEqual([
      'Favourite 26',
      'Favourite 24',
      'Favourite 23',
    ]);
    expect(body.items[0]).toMatchObject({
      status: 'paused',
      provider: { fullName: 'Paula Provider' },
      price: { cashCents: 2500, coins: null, unit: 'hour', note: null },
      rating: null,
      reviewCount: 0,
    });
    expect(body.items[0].provider).not.toHaveProperty('email');
    expect(body.items[1].status).toBe('active');

    const second = (await call('GET', '/api/me/favourites?pageSize=25&page=2', cookie)).json();
    expect(second.items.map((f: { title: string }) => f.title)).toEqual(['Favourite 0']);
  });

  it('refuses a page size outside the house sizes', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await call('GET', '/api/me/favourites?pageSize=10', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.pageSize).toBe('Page size must be 25, 50, 75 or 100');
  });
});

describe('GET /api/me/favourites/ids', () => {
  it("answers the ids of the member's favourites only", async () => {
    const { cookie } = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const [a, b, c] = [await createOffer(t), await createOffer(t), await createOffer(t)];
    await add(a.id, cookie);
    await add(b.id, cookie);
    await add(c.id, other.cookie);
    const res = await call('GET', '/api/me/favourites/ids', cookie);
    expect(res.statusCode).toBe(200);
    expect([...res.json().ids].sort()).toEqual([a.id, b.id].sort());
    expect((await call('GET', '/api/me/favourites/ids', (await createSignedInMember(t.app)).cookie)).json()).toEqual({
      ids: [],
    });
  });
});
