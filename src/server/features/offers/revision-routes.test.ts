// Editing a live listing keeps it live (decision 034): the owner's edit of its substance waits as a revision while
// the public keeps the approved version; a price cut, the price note, payment types, pause and resume apply at once;
// an admin approves the revision (it becomes public) or rejects it with a reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySubscriptions,
  events,
  notifications,
  offerRevisions,
  offers,
  savedSearchMatches,
  savedSearches,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createAdmin, createOffer, createUser, type Offer } from '../../test/factories.ts';
import { createManualClock } from '../../test/clock.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

const time = createManualClock();
let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  adminCookie = await signInAs(t.app, (await createAdmin(t.db)).email);
});
afterAll(() => t.close());

const image = `/uploads/ab/${'ab'.repeat(32)}.webp`;
const otherImage = `/uploads/cd/${'cd'.repeat(32)}.webp`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

/** A live listing of a signed-in owner, in Home & Garden at $25.00 / hour. */
async function liveListing(overrides: Partial<Offer> = {}) {
  const { user, cookie } = await createSignedInMember(t.app);
  const offer = await createOffer(t, {
    userId: user.id,
    title: 'Lawn mowing',
    description: 'Mowing and edging for small and medium lawns.',
    category: 'Home & Garden',
    images: [image],
    ...overrides,
  });
  return { owner: user, cookie, offer };
}

/** The listing as a visitor finds it: its page, and its card on the category list. */
async function publicView(id: string, category = 'home-and-garden') {
  const page = await call('GET', `/api/offers/${id}`);
  const list = (await call('GET', `/api/offers?category=${category}&pageSize=100`)).json();
  const card = list.items.find((item: { id: string }) => item.id === id);
  return { status: page.statusCode, page: page.json(), card };
}

const mine = async (cookie: string, id: string) =>
  (await call('GET', '/api/me/offers?pageSize=100', cookie)).json().items.find((o: { id: string }) => o.id === id);
const revisionOf = async (id: string) =>
  (await t.db.select().from(offerRevisions).where(eq(offerRevisions.offerId, id)))[0];
const notificationsOf = (userId: string, type: string) =>
  t.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const queue = async () => (await call('GET', '/api/admin/offer-revisions?pageSize=100', adminCookie)).json();

describe('PATCH /api/offers/:id on an approved listing', () => {
  it.each([
    ['title', { title: 'Lawn mowing and hedges' }, { before: 'Lawn mowing', after: 'Lawn mowing and hedges' }],
    [
      'description',
      { description: 'Mowing, edging and hedges for lawns of any size.' },
      {
        before: 'Mowing and edging for small and medium lawns.',
        after: 'Mowing, edging and hedges for lawns of any size.',
      },
    ],
    ['category', { category: 'Handyman Services' }, { before: 'Home & Garden', after: 'Handyman Services' }],
    ['images', { images: [otherImage, image] }, { before: [image], after: [otherImage, image] }],
    [
      'price',
      { price: { cashCents: 3000, unit: 'hour' } },
      {
        before: { cashCents: 2500, coins: null, unit: 'hour', note: null },
        after: { cashCents: 3000, coins: null, unit: 'hour', note: null },
      },
    ],
  ])('keeps the listing live as approved while a new %s awaits review', async (field, change, diff) => {
    const { cookie, offer } = await liveListing();
    const before = await publicView(offer.id);
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', title: 'Lawn mowing', category: 'Home & Garden' });
    expect(res.json().revision).toMatchObject({ status: 'pending', rejectionReason: null, changes: { [field]: diff } });
    expect(Object.keys(res.json().revision.changes)).toEqual([field]);
    // The public sees exactly what it saw: the page answers and the card is unchanged.
    const after = await publicView(offer.id);
    expect(after.status).toBe(200);
    expect(after.page).toEqual({ ...before.page, views: after.page.views });
    expect(after.card).toEqual(before.card);
    expect((await mine(cookie, offer.id)).revision.changes).toEqual({ [field]: diff });
  });

  it("tells the owner on the listing's page which fields await review, and nobody else", async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Lawn care',
      price: { cashCents: 9000, unit: 'hour' },
    });
    const own = await call('GET', `/api/offers/${offer.id}`, cookie);
    expect(own.json()).toMatchObject({
      title: 'Lawn mowing',
      ownEdit: { status: 'pending', fields: ['title', 'price'] },
    });
    expect((await publicView(offer.id)).page.ownEdit).toBeNull();
    const other = await createSignedInMember(t.app);
    expect((await call('GET', `/api/offers/${offer.id}`, other.cookie)).json().ownEdit).toBeNull();
  });

  it('applies a lower price, the price note and the payment types at once, with nothing to review', async () => {
    const { cookie, offer } = await liveListing({ paymentTypes: ['cash'] });
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      price: { cashCents: 2000, unit: 'hour', note: 'first hour free' },
      paymentTypes: ['cash', 'coins'],
    });
    expect(res.json()).toMatchObject({
      status: 'active',
      price: { cashCents: 2000, unit: 'hour', note: 'first hour free' },
      paymentTypes: ['cash', 'coins'],
      revision: null,
    });
    expect((await publicView(offer.id)).card).toMatchObject({
      price: { cashCents: 2000, note: 'first hour free' },
      paymentTypes: ['cash', 'coins'],
    });
    expect(await revisionOf(offer.id)).toBeUndefined();
  });

  it.each([
    ['a higher figure', { coins: 300, unit: 'hour' }, { cashCents: 2500, unit: 'hour' }],
    ['another unit', { cashCents: 2000, unit: 'item' }, { cashCents: 2000, unit: 'hour' }],
    ['a way to pay added', { cashCents: 2000, coins: 10, unit: 'hour' }, { cashCents: 2000, unit: 'hour' }],
  ])('sends a price with %s to review', async (_case, start, price) => {
    const { cookie, offer } = await liveListing({
      priceCashCents: 'cashCents' in start ? (start.cashCents ?? null) : null,
      priceCoins: 'coins' in start ? (start.coins ?? null) : null,
      priceUnit: start.unit as 'hour',
    });
    const before = await publicView(offer.id);
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { price });
    expect(res.json().revision.changes.price.after).toMatchObject(price);
    expect((await publicView(offer.id)).card.price).toEqual(before.card.price);
  });

  it('replaces the waiting revision with the next edit, field by field, and drops it when all is undone', async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn care', images: [otherImage] });
    const second = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Lawn care and hedges',
      description: 'Mowing, edging and hedges for lawns of any size.',
    });
    expect(second.json().revision.changes).toEqual({
      title: { before: 'Lawn mowing', after: 'Lawn care and hedges' },
      description: {
        before: 'Mowing and edging for small and medium lawns.',
        after: 'Mowing, edging and hedges for lawns of any size.',
      },
      images: { before: [image], after: [otherImage] },
    });
    expect((await queue()).items.filter((item: { id: string }) => item.id === offer.id)).toHaveLength(1);
    // The edit form sends every field: those back at their public value leave the revision.
    const undone = await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Lawn mowing',
      description: 'Mowing and edging for small and medium lawns.',
      images: [image],
    });
    expect(undone.json().revision).toBeNull();
    expect(await revisionOf(offer.id)).toBeUndefined();
  });

  it('applies a price cut at once while a revision waits, which keeps its other fields', async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Lawn mowing and hedges',
      price: { cashCents: 4000, unit: 'hour' },
    });
    const cut = await call('PATCH', `/api/offers/${offer.id}`, cookie, { price: { cashCents: 1800, unit: 'hour' } });
    expect(cut.json().price.cashCents).toBe(1800);
    expect(cut.json().revision.changes).toEqual({ title: { before: 'Lawn mowing', after: 'Lawn mowing and hedges' } });
    expect((await publicView(offer.id)).card).toMatchObject({ title: 'Lawn mowing', price: { cashCents: 1800 } });
  });

  it('keeps a paused listing paused, its edit waiting', async () => {
    const { cookie, offer } = await liveListing({ status: 'paused' });
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing, weekends' });
    expect(res.json()).toMatchObject({ status: 'paused', title: 'Lawn mowing', revision: { status: 'pending' } });
  });

  it('deletes a listing with its waiting revision, which leaves the queue', async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing deluxe' });
    expect((await call('DELETE', `/api/offers/${offer.id}`, cookie)).statusCode).toBe(204);
    expect(await revisionOf(offer.id)).toBeUndefined();
    expect((await queue()).items.map((item: { id: string }) => item.id)).not.toContain(offer.id);
    const approve = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(approve.statusCode).toBe(404);
  });

  it('edits a listing never approved in place, with no revision', async () => {
    const { cookie, offer } = await liveListing({ status: 'pending' });
    const res = await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing, weekends' });
    expect(res.json()).toMatchObject({ status: 'pending', title: 'Lawn mowing, weekends', revision: null });
  });
});

describe('GET /api/admin/offer-revisions', () => {
  it('answers 401 to visitors, 403 to members and 400 to a bad page size', async () => {
    expect((await call('GET', '/api/admin/offer-revisions')).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    expect((await call('GET', '/api/admin/offer-revisions', cookie)).statusCode).toBe(403);
    const bad = await call('GET', '/api/admin/offer-revisions?pageSize=7', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pageSize).toBe('Page size must be 25, 50, 75 or 100');
  });

  it('lists the waiting edits oldest first, each as a diff, with its owner', async () => {
    const first = await liveListing({ title: 'Queue first' });
    const second = await liveListing({ title: 'Queue second' });
    await call('PATCH', `/api/offers/${first.offer.id}`, first.cookie, { title: 'Queue first, edited' });
    time.advance(1000);
    await call('PATCH', `/api/offers/${second.offer.id}`, second.cookie, { category: 'Pet Services' });
    const ids = (await queue()).items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first.offer.id)).toBeLessThan(ids.indexOf(second.offer.id));
    const item = (await queue()).items.find((row: { id: string }) => row.id === first.offer.id);
    expect(item).toMatchObject({
      title: 'Queue first',
      status: 'active',
      owner: { id: first.owner.id, email: first.owner.email },
      changes: { title: { before: 'Queue first', after: 'Queue first, edited' } },
      can: { approve: true, reject: true },
    });
  });
});

describe('POST /api/admin/offers/:id/revision/approve', () => {
  it('answers 401, 403 (the owner too), 404 and 409 when no edit waits, changing nothing', async () => {
    const { cookie, offer } = await liveListing();
    const url = `/api/admin/offers/${offer.id}/revision/approve`;
    expect((await call('POST', url, adminCookie)).json().error.code).toBe('NO_PENDING_EDIT');
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing deluxe' });
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, cookie)).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('POST', `/api/admin/offers/${id}/revision/approve`, adminCookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
    expect((await publicView(offer.id)).card.title).toBe('Lawn mowing');
    expect((await revisionOf(offer.id))?.status).toBe('pending');
  });

  it('makes the edit public on the page and the (cached) lists, tells the owner and their tabs, once', async () => {
    const { owner, cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Lawn mowing and hedges',
      price: { cashCents: 3500, unit: 'hour' },
    });
    // Read once so the list's answer is cached: the approval must drop it.
    expect((await publicView(offer.id)).card.title).toBe('Lawn mowing');
    const eventsBefore = await t.db.$count(events, eq(events.userId, owner.id));
    const res = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: offer.id, status: 'active', notifiedSubscribers: 0 });
    const after = await publicView(offer.id);
    expect(after.page).toMatchObject({ title: 'Lawn mowing and hedges', price: { cashCents: 3500 } });
    expect(after.card).toMatchObject({ title: 'Lawn mowing and hedges', price: { cashCents: 3500 } });
    expect((await mine(cookie, offer.id)).revision).toBeNull();
    expect(await notificationsOf(owner.id, 'listing_approved')).toEqual([
      {
        title: 'Edit Approved',
        message: 'Your changes to "Lawn mowing" have been approved and are now shown on the listing.',
      },
    ]);
    const ownerEvents = await t.db.select().from(events).where(eq(events.userId, owner.id));
    expect(ownerEvents.slice(eventsBefore).map((event) => event.type)).toContain('listing.changed');
    const again = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(again.statusCode).toBe(409);
  });

  it('approves an edit of a listing paused since, which stays paused with it', async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing, autumn' });
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'paused' });
    const res = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(res.json().status).toBe('paused');
    expect(await mine(cookie, offer.id)).toMatchObject({ status: 'paused', title: 'Lawn mowing, autumn' });
    expect((await publicView(offer.id)).status).toBe(404);
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { status: 'active' });
    expect((await publicView(offer.id)).card.title).toBe('Lawn mowing, autumn');
  });

  it('alerts an empty category moved into and the saved searches newly matched, and nobody twice', async () => {
    const { cookie, offer } = await liveListing({ title: 'Guitar lessons', category: 'Music & Audio' });
    const waiting = await createUser(t.db);
    await t.db.insert(categorySubscriptions).values({ userId: waiting.id, category: 'Language Lessons' });
    const [fan, newFan] = [await createUser(t.db), await createUser(t.db)];
    const [known] = await t.db
      .insert(savedSearches)
      .values({ userId: fan.id, name: 'Guitar', filters: { kind: 'service', currency: 'USD', q: 'guitar' } })
      .returning();
    await t.db.insert(savedSearchMatches).values({ savedSearchId: known!.id, offerId: offer.id });
    await t.db
      .insert(savedSearches)
      .values({ userId: newFan.id, name: 'Spanish', filters: { kind: 'service', currency: 'USD', q: 'spanish' } });
    await call('PATCH', `/api/offers/${offer.id}`, cookie, {
      title: 'Guitar lessons in Spanish',
      category: 'Language Lessons',
    });
    expect(await notificationsOf(waiting.id, 'category_available')).toEqual([]);
    const res = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(res.json().notifiedSubscribers).toBe(1);
    await deliverListingAlerts(t);
    expect(await notificationsOf(waiting.id, 'category_available')).toHaveLength(1);
    expect(await notificationsOf(newFan.id, 'saved_search_match')).toEqual([
      { title: 'New match for "Spanish"', message: '"Guitar lessons in Spanish" matches your saved search.' },
    ]);
    expect(await notificationsOf(fan.id, 'saved_search_match')).toEqual([]);
  });

  it('does not alert matching providers again when a live request is edited', async () => {
    const provider = await createUser(t.db);
    await createOffer(t, { userId: provider.id, title: 'Piano tuning', category: 'Music & Audio' });
    const { cookie, offer } = await liveListing({
      kind: 'request',
      title: 'Piano tuning needed',
      category: 'Music & Audio',
    });
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Piano tuning needed soon' });
    await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    await deliverListingAlerts(t);
    expect(await notificationsOf(provider.id, 'request_match')).toEqual([]);
  });

  it('loses the edit when an admin takes the listing out of the approved statuses', async () => {
    const { cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'Lawn mowing deluxe' });
    await call('PATCH', `/api/admin/offers/${offer.id}/status`, adminCookie, { status: 'pending' });
    expect(await revisionOf(offer.id)).toBeUndefined();
    const res = await call('POST', `/api/admin/offers/${offer.id}/revision/approve`, adminCookie);
    expect(res.json().error.code).toBe('NO_PENDING_EDIT');
  });
});

describe('POST /api/admin/offers/:id/revision/reject', () => {
  it('answers 401, 403, 404, 400 without a reason and 409 when no edit waits', async () => {
    const { cookie, offer } = await liveListing();
    const url = `/api/admin/offers/${offer.id}/revision/reject`;
    const reason = { reason: 'Keep the title factual' };
    expect((await call('POST', url, adminCookie, reason)).statusCode).toBe(409);
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'BEST lawn mowing EVER' });
    expect((await call('POST', url, undefined, reason)).statusCode).toBe(401);
    expect((await call('POST', url, cookie, reason)).statusCode).toBe(403);
    const unknown = '/api/admin/offers/00000000-0000-4000-8000-000000000000/revision/reject';
    expect((await call('POST', unknown, adminCookie, reason)).statusCode).toBe(404);
    const blank = await call('POST', url, adminCookie, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reason).toBe('Please give the reason for rejecting this edit');
    expect((await revisionOf(offer.id))?.status).toBe('pending');
  });

  it('keeps the public version, tells the owner why, and shows it until the next edit replaces it', async () => {
    const { owner, cookie, offer } = await liveListing();
    await call('PATCH', `/api/offers/${offer.id}`, cookie, { title: 'BEST lawn mowing EVER' });
    const res = await call('POST', `/api/admin/offers/${offer.id}/revision/reject`, adminCookie, {
      reason: 'Keep the title factual',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: offer.id, status: 'active', notifiedSubscribers: 0 });
    expect((await publicView(offer.id)).card.title).toBe('Lawn mowing');
    expect(await notificationsOf(owner.id, 'listing_rejected')).toEqual([
      {
        title: 'Edit Rejected',
        message:
          'Your changes to "Lawn mowing" were not approved. Reason: Keep the title factual. The listing stays as it was.',
      },
    ]);
    expect((await mine(cookie, offer.id)).revision).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Keep the title factual',
      changes: { title: { after: 'BEST lawn mowing EVER' } },
    });
    expect((await queue()).items.map((item: { id: string }) => item.id)).not.toContain(offer.id);
    const again = await call('PATCH', `/api/offers/${offer.id}`, cookie, { description: 'Mowing and edging, tidy.' });
    expect(again.json().revision).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      changes: { description: { after: 'Mowing and edging, tidy.' } },
    });
    expect(Object.keys(again.json().revision.changes)).toEqual(['description']);
    expect((await t.db.select().from(offers).where(eq(offers.id, offer.id)))[0]?.status).toBe('active');
  });
});
