// A listing new to the marketplace raises the alerts of exactly the saved searches its list would show it to.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notifications, savedSearches, savedSearchMatches } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createOffer, createUser, type Offer, type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { readSavedFilters } from './service.ts';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await createSignedInMember(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

async function saveSearch(user: User, query: string, options: { alertInApp?: boolean; name?: string } = {}) {
  const [row] = await t.db
    .insert(savedSearches)
    .values({
      userId: user.id,
      name: options.name ?? query,
      filters: readSavedFilters(query),
      alertInApp: options.alertInApp ?? true,
    })
    .returning();
  return row!;
}

async function approve(offer: Offer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/offers/${offer.id}/approve`,
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  await deliverListingAlerts(t);
}

const alertedFor = async (offerId: string) =>
  (
    await t.db
      .select({ userId: notifications.userId, title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.type, 'saved_search_match'), eq(notifications.relatedId, offerId)))
  ).sort((a, b) => a.title.localeCompare(b.title));

const matchedSearches = async (offerId: string) =>
  (await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.offerId, offerId)))
    .map((m) => m.savedSearchId)
    .sort();

describe('alerts on a new listing', () => {
  it('alerts the owners of matching searches only, by category, kind, price, payment and text', async () => {
    const owner = await createUser(t.db);
    const offer = await createOffer(t, {
      userId: owner.id,
      status: 'pending',
      kind: 'service',
      title: 'Garden design consultation',
      description: 'I plan borders, lawns and vegetable beds for small town gardens.',
      category: 'Home & Garden',
      priceCashCents: 2500,
      paymentTypes: ['cash', 'coins'],
    });

    const member = () => createUser(t.db);
    const matching = [
      await saveSearch(await member(), ''),
      await saveSearch(await member(), 'category=home-and-garden'),
      await saveSearch(await member(), 'q="garden design"', { name: 'Garden designers' }),
      await saveSearch(await member(), 'q=piano OR gardens'),
      await saveSearch(await member(), 'q=garden -piano'),
      await saveSearch(await member(), 'minPrice=10&maxPrice=30'),
      // 25 EUR is 27.17 USD.
      await saveSearch(await member(), 'maxPrice=25&currency=EUR'),
      await saveSearch(await member(), 'payment=coins&coins=true'),
      await saveSearch(await member(), 'sort=price-asc&q=lawns'),
    ];
    const notMatching = [
      await saveSearch(await member(), 'kind=request'),
      await saveSearch(await member(), 'category=photography'),
      await saveSearch(await member(), 'q="design garden"'),
      await saveSearch(await member(), 'q=garden -lawns'),
      await saveSearch(await member(), 'q=piano'),
      await saveSearch(await member(), 'minPrice=30'),
      await saveSearch(await member(), 'maxPrice=20&currency=EUR'),
      await saveSearch(await member(), 'payment=trade'),
      await saveSearch(await member(), 'barter=true'),
      // Words the search ignores leave nothing to match.
      await saveSearch(await member(), 'q=the'),
      // The owner's own search.
      await saveSearch(owner, 'category=home-and-garden'),
    ];
    const quiet = await saveSearch(await member(), 'q=garden', { alertInApp: false });

    await approve(offer);

    expect(await matchedSearches(offer.id)).toEqual([...matching, quiet].map((s) => s.id).sort());
    const alerted = await alertedFor(offer.id);
    expect(alerted.map((n) => n.userId).sort()).toEqual(matching.map((s) => s.userId).sort());
    expect(alerted).toContainEqual({
      userId: matching[2]!.userId,
      title: 'New match for "Garden designers"',
      message: '"Garden design consultation" matches your saved search.',
    });
    for (const search of notMatching) expect(alerted.map((n) => n.userId)).not.toContain(search.userId);
    // The notification reaches the member's open tabs.
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.userId, matching[0]!.userId), eq(events.type, 'notification.created')));
    expect(event?.payload).toMatchObject({ notification: { type: 'saved_search_match', relatedId: offer.id } });
  });

  it('matches a request against request searches, and a listing without a price is in no range', async () => {
    const seeker = await createUser(t.db);
    const ranged = await saveSearch(seeker, 'kind=request&maxPrice=100', { name: 'Cheap requests' });
    const any = await saveSearch(seeker, 'kind=request&category=pet-services', { name: 'Pet requests' });
    const request = await createOffer(t, {
      status: 'pending',
      kind: 'request',
      category: 'Pet Services',
      priceCashCents: null,
      paymentTypes: ['trade'],
    });
    await approve(request);
    const matched = await matchedSearches(request.id);
    expect(matched).toContain(any.id);
    expect(matched).not.toContain(ranged.id);
    const alerted = await alertedFor(request.id);
    expect(alerted.filter((n) => n.userId === seeker.id).map((n) => n.title)).toEqual(['New match for "Pet requests"']);
  });

  it('alerts on Auto Approve, and not again when the listing is paused and live again', async () => {
    const watcher = await createUser(t.db);
    await saveSearch(watcher, 'q=unicycle', { name: 'Unicycles' });
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { autoApproveListings: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const seller = await createSignedInMember(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { cookie: seller.cookie },
      payload: {
        kind: 'service',
        title: 'Unicycle lessons',
        description: 'Learn to ride a unicycle in the park, helmets provided.',
        category: 'Health & Fitness',
        price: { cashCents: 2000, unit: 'hour' },
        paymentTypes: ['cash'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await deliverListingAlerts(t);
    const alerted = (await alertedFor(id)).map((n) => n.userId);
    expect(alerted).toContain(watcher.id);

    // Saved after it went live: pausing and going live again is not a new listing.
    const late = await saveSearch(await createUser(t.db), 'q=unicycle');
    for (const status of ['paused', 'active']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/offers/${id}`,
        headers: { cookie: seller.cookie },
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await deliverListingAlerts(t);
    expect((await alertedFor(id)).map((n) => n.userId)).toEqual(alerted);
    expect(await matchedSearches(id)).not.toContain(late.id);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { autoApproveListings: false },
    });
  });
});
