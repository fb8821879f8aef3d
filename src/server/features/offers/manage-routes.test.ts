import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySubscriptions, notifications, offers, proposals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createProposal, createUser, ensurePlatformSettings } from '../../test/factories.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = `/uploads/ab/${'ab'.repeat(32)}.webp`;
const valid = {
  kind: 'service',
  title: 'Garden tidy-up',
  category: 'Home & Garden',
  description: 'Weeding, pruning and mowing for small gardens.',
  price: { cashCents: 3000, unit: 'hour' },
  paymentTypes: ['cash', 'coins'],
  images: [image],
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const liveIds = async (query = 'category=home-and-garden') =>
  (await call('GET', `/api/offers?${query}`)).json().items.map((o: { id: string }) => o.id);
const statusOf = async (id: string) =>
  (await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;

describe('POST /api/offers', () => {
  it('answers 401 to visitors and stores nothing', async () => {
    const res = await call('POST', '/api/offers', undefined, valid);
    expect(res.statusCode).toBe(401);
    expect(await t.db.$count(offers)).toBe(0);
  });

  it('answers 403 to a suspended member', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    const res = await call('POST', '/api/offers', cookie, valid);
    expect(res.statusCode).toBe(403);
    expect(await t.db.$count(offers, eq(offers.userId, user.id))).toBe(0);
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['category', { category: '' }, 'Category is required'],
    ['category', { category: 'Request' }, 'Category is required'],
    ['description', { description: '' }, 'Description is required'],
    ['description', { description: 'Too short to read.' }, 'Description should be at least 20 characters'],
    ['price', { price: '' }, 'Price is required'],
    ['price', { price: {} }, 'Price is required'],
    ['price', { price: { unit: 'hour', note: 'ask me' } }, 'Price is required'],
    ['price.cashCents', { price: { cashCents: 0 } }, 'Enter an amount in dollars, e.g. 25 or 25.50'],
    ['price.cashCents', { price: { cashCents: 12.5 } }, 'Enter an amount in dollars, e.g. 25 or 25.50'],
    ['price.cashCents', { price: { cashCents: 100_000_001 } }, 'At most $1,000,000'],
    ['price.coins', { price: { coins: -5 } }, 'Enter a whole number of Dragon Coins'],
    ['price.unit', { price: { cashCents: 100, unit: 'week' } }, 'Unit must be fixed, hour, item or negotiable'],
    ['price.note', { price: { coins: 5, note: 'x'.repeat(101) } }, 'Price note must be at most 100 characters'],
    ['paymentTypes', { paymentTypes: [] }, 'Please select at least one payment type'],
    ['paymentTypes.0', { paymentTypes: ['gold'] }, 'Payment type must be cash, coins or trade'],
    ['images.0', { images: ['https://example.com/a.png'] }, 'Please upload an image file (JPEG, PNG, etc.)'],
    ['kind', { kind: 'auction' }, 'Kind must be service or request'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const { user, cookie } = await createSignedInMember(t.app);
    const res = await call('POST', '/api/offers', cookie, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await t.db.$count(offers, eq(offers.userId, user.id))).toBe(0);
  });

  it('stores a pending listing that the public lists do not show', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const res = await call('POST', '/api/offers', cookie, { ...valid, paymentTypes: ['cash', 'cash', 'trade'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'service',
      title: 'Garden tidy-up',
      category: 'Home & Garden',
      categorySlug: 'home-and-garden',
      paymentTypes: ['cash', 'trade'],
      images: [image],
      status: 'pending',
      rejectionReason: null,
      views: 0,
    });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, body.id));
    expect(row?.userId).toBe(user.id);
    expect(await liveIds()).not.toContain(body.id);
  });

  it.each([
    [
      { cashCents: 3000, unit: 'hour' },
      { cashCents: 3000, coins: null, unit: 'hour', note: null },
    ],
    [
      { coins: 50, unit: 'item', note: ' bring a bag ' },
      { cashCents: null, coins: 50, unit: 'item', note: 'bring a bag' },
    ],
    [
      { cashCents: 2000, coins: 200 },
      { cashCents: 2000, coins: 200, unit: 'fixed', note: null },
    ],
    [{ unit: 'negotiable' }, { cashCents: null, coins: null, unit: 'negotiable', note: null }],
  ])('keeps the structured price %j as it was given', async (price, stored) => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await call('POST', '/api/offers', cookie, { ...valid, price });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toEqual(stored);
    const mine = (await call('GET', '/api/me/offers', cookie)).json().items;
    expect(mine.find((o: { id: string }) => o.id === res.json().id)?.price).toEqual(stored);
  });

  it('takes a request in any of the 22 categories without images (the dashboard form)', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const { images: _omitted, ...withoutImages } = valid;
    const res = await call('POST', '/api/offers', cookie, {
      ...withoutImages,
      kind: 'request',
      category: 'Gaming Coaching',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'request', category: 'Gaming Coaching', images: [], status: 'pending' });
  });

  it('puts the listing live at once when Auto Approve is on, telling the empty category subscribers', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const waiting = await createUser(t.db);
    await t.db.insert(categorySubscriptions).values({ userId: waiting.id, category: 'Pet Services' });
    await ensurePlatformSettings(t, { autoApproveListings: true });
    try {
      const res = await call('POST', '/api/offers', cookie, { ...valid, category: 'Pet Services' });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('active');
      expect(await liveIds('category=pet-services')).toContain(res.json().id);
      await deliverListingAlerts(t);
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, waiting.id));
      expect(told.map((n) => n.type)).toEqual(['category_available']);
    } finally {
      await ensurePlatformSettings(t, { autoApproveListings: false });
    }
  });
});

describe('GET /api/me/offers', () => {
  it('answers 401 to visitors', async () => {
    expect((await call('GET', '/api/me/offers')).statusCode).toBe(401);
  });

  it("lists the member's own listings in every status, newest first, with the rejection reason", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const old = await createOffer(t, { userId: user.id, createdAt: new Date('2026-01-01') });
    const rejected = await createOffer(t, {
      userId: user.id,
      status: 'rejected',
      rejectionReason: 'Blurry photos',
      createdAt: new Date('2026-02-01'),
    });
    const pending = await createOffer(t, { userId: user.id, status: 'pending', createdAt: new Date('2026-03-01') });
    await createOffer(t);
    const res = await call('GET', '/api/me/offers', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.items.map((o: { id: string }) => o.id)).toEqual([pending.id, rejected.id, old.id]);
    expect(body.items[1]).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
  });
});

describe('PATCH /api/offers/:id', () => {
  it('answers 401, then 404 for an unknown or malformed id, then 403 to another member', async () => {
    const offer = await createOffer(t);
    expect((await call('PATCH', `/api/offers/${offer.id}`, undefined, { status: 'paused' })).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('PATCH', `/api/offers/${id}`, cookie, { status: 'paused' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'paused', title: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(offer.id)).toBe('active');
  });

  it('refuses bad fields with the spec messages and statuses the owner may not set', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id });
    const short = await call('PATCH', `/api/offers/${offer.id}`, cookie, { description: 'short' });
    expect(short.json().error.fields.description).toBe('Description should be at least 20 characters');
    const approved = await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'completed' });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().error.fields.status).toBe('You can only set a listing to active or paused');
    const unknown = await call('PATCH', `/api/offers/${offer.id}`, cookie, { views: 1000 });
    expect(unknown.statusCode).toBe(400);
  });

  it('pauses and re-activates a listing, taking it off and back onto the public lists', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id, category: 'Home & Garden' });
    expect(await liveIds()).toContain(offer.id);
    const paused = await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'paused' });
    expect(paused.json().status).toBe('paused');
    expect(await liveIds()).not.toContain(offer.id);
    const active = await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'active' });
    expect(active.json().status).toBe('active');
    expect(await liveIds()).toContain(offer.id);
  });

  it.each(['pending', 'rejected', 'completed', 'cancelled'] as const)(
    'lets no owner move a %s listing to active or paused',
    async (status) => {
      const { user, cookie } = await createSignedInMember(t.app);
      const offer = await createOffer(t, { userId: user.id, status });
      for (const to of ['active', 'paused']) {
        const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: to });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('LISTING_STATUS_LOCKED');
      }
      expect(await statusOf(offer.id)).toBe(status);
    },
  );

  it('keeps a listing live when only its payment types change, or a field is sent unchanged', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id, category: 'Home & Garden', images: [image] });
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      paymentTypes: ['trade'],
      title: offer.title,
      price: { cashCents: 2500, unit: 'hour' },
      images: [image],
    });
    expect(res.json()).toMatchObject({ paymentTypes: ['trade'], status: 'active' });
    expect(await liveIds()).toContain(offer.id);
  });

  it('edits a live listing in place when Auto Approve is on, showing the change on the public lists', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id, category: 'Home & Garden' });
    await liveIds();
    await ensurePlatformSettings(t, { autoApproveListings: true });
    try {
      const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
        title: 'Hedge trimming',
        price: { cashCents: 2000, unit: 'item' },
      });
      expect(res.json()).toMatchObject({ title: 'Hedge trimming', price: { cashCents: 2000, unit: 'item' } });
      expect(res.json().status).toBe('active');
      const listed = (await call('GET', '/api/offers?category=home-and-garden')).json().items;
      expect(listed.find((o: { id: string }) => o.id === offer.id)?.title).toBe('Hedge trimming');
    } finally {
      await ensurePlatformSettings(t, { autoApproveListings: false });
    }
  });

  it('tells the subscribers of an empty category when a live service moves into it (Auto Approve on)', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const waiting = await createUser(t.db);
    await t.db.insert(categorySubscriptions).values({ userId: waiting.id, category: 'Event Planning' });
    const offer = await createOffer(t, { userId: user.id, category: 'Technology' });
    await ensurePlatformSettings(t, { autoApproveListings: true });
    try {
      const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { category: 'Event Planning' });
      expect(res.json()).toMatchObject({ category: 'Event Planning', status: 'active' });
      await deliverListingAlerts(t);
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, waiting.id));
      expect(told.map((n) => n.type)).toEqual(['category_available']);
    } finally {
      await ensurePlatformSettings(t, { autoApproveListings: false });
    }
  });

  it('sends an edited rejected listing back to review, its reason cleared', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id, status: 'rejected', rejectionReason: 'No price' });
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      price: { cashCents: 1500, unit: 'item', note: 'per visit' },
    });
    expect(res.json()).toMatchObject({
      price: { cashCents: 1500, unit: 'item', note: 'per visit' },
      status: 'pending',
      rejectionReason: null,
    });
  });
});

describe('DELETE /api/offers/:id', () => {
  it('answers 401, 404 and 403, deleting nothing', async () => {
    const offer = await createOffer(t);
    expect((await call('DELETE', `/api/offers/${offer.id}`)).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    expect((await call('DELETE', '/api/offers/00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/offers/${offer.id}`, cookie)).statusCode).toBe(403);
    expect(await statusOf(offer.id)).toBe('active');
  });

  it('deletes the listing; proposals on it keep their title and lose the link', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: user.id, category: 'Home & Garden' });
    const proposal = await createProposal(t, { offerId: offer.id });
    expect(await liveIds()).toContain(offer.id);
    const res = await call('DELETE', `/api/offers/${offer.id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect(await statusOf(offer.id)).toBeUndefined();
    expect(await liveIds()).not.toContain(offer.id);
    const [kept] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(kept).toMatchObject({ offerId: null, listingTitle: offer.title });
    expect((await call('DELETE', `/api/offers/${offer.id}`, cookie)).statusCode).toBe(404);
  });
});
