// 'Your service matches a request': who hears of a new request, how often, and what does not count as new.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import { events, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createOffer, createUser, ensurePlatformSettings, type Offer } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await createSignedInMember(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

async function approve(offer: Offer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/offers/${offer.id}/approve`,
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  await deliverListingAlerts(t);
}

const alertsOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'request_match')));

const pendingRequest = (overrides: Parameters<typeof createOffer>[1]) =>
  createOffer(t, { kind: 'request', status: 'pending', ...overrides });

describe('a request going live', () => {
  it('alerts the members with a live service of its category sharing a word of its title', async () => {
    const category = 'Music & Audio';
    const provider = await createUser(t.db);
    const stemmed = await createUser(t.db);
    const inDescription = await createUser(t.db);
    const otherCategory = await createUser(t.db);
    const otherWords = await createUser(t.db);
    const paused = await createUser(t.db);
    const requesterDemand = await createUser(t.db);
    await createOffer(t, { userId: provider.id, category, title: 'Guitar lessons for adults' });
    await createOffer(t, { userId: stemmed.id, category, title: 'Learn the guitars with me' });
    await createOffer(t, {
      userId: inDescription.id,
      category,
      title: 'Strings instructor',
      description: 'Classical and acoustic guitar, all levels welcome.',
    });
    await createOffer(t, { userId: otherCategory.id, category: 'Photography', title: 'Guitar album covers' });
    await createOffer(t, { userId: otherWords.id, category, title: 'Piano tuning at home' });
    await createOffer(t, { userId: paused.id, category, title: 'Guitar repair', status: 'paused' });
    // Another request is no service: its owner is not told of this one.
    await createOffer(t, { userId: requesterDemand.id, kind: 'request', category, title: 'Guitar wanted' });
    const request = await pendingRequest({ category, title: 'Beginner guitar teacher needed' });

    await approve(request);

    for (const member of [provider, stemmed, inDescription]) {
      const [alert, ...more] = await alertsOf(member.id);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({ title: 'Your service matches a request', relatedId: request.id, isRead: false });
      expect(alert?.message).toContain('"Beginner guitar teacher needed"');
    }
    for (const member of [otherCategory, otherWords, paused, requesterDemand]) {
      expect(await alertsOf(member.id)).toEqual([]);
    }
  });

  it('never alerts its owner, and alerts a member once, naming their best matching service', async () => {
    const category = 'Pet Services';
    const owner = await createUser(t.db);
    const provider = await createUser(t.db);
    await createOffer(t, { userId: owner.id, category, title: 'Dog walking around the park' });
    await createOffer(t, {
      userId: provider.id,
      category,
      title: 'Pet sitting',
      description: 'I look after cats and dogs, walking included.',
    });
    await createOffer(t, { userId: provider.id, category, title: 'Dog walking, mornings and evenings' });
    const request = await pendingRequest({ userId: owner.id, category, title: 'Dog walking on weekdays' });

    await approve(request);

    expect(await alertsOf(owner.id)).toEqual([]);
    const alerts = await alertsOf(provider.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toContain('"Dog walking, mornings and evenings"');
    // It reaches the member's open tabs with their unread count.
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.userId, provider.id), eq(events.type, 'notification.created')));
    expect(event?.payload).toMatchObject({
      notification: { id: alerts[0]?.id, type: 'request_match', relatedId: request.id },
      unreadCount: 1,
    });
  });

  it('alerts nobody for a title of stopwords only, though the category has services', async () => {
    const category = 'Gaming Coaching';
    const provider = await createUser(t.db);
    await createOffer(t, { userId: provider.id, category, title: 'Anyone for chess coaching?' });
    const request = await pendingRequest({ category, title: 'Any of these?' });

    await approve(request);

    expect(await alertsOf(provider.id)).toEqual([]);
  });

  it(`stops at ${limits.requestMatchAlertsPerDay} alerts a member in 24 hours, and alerts again after`, async () => {
    const category = 'Language Lessons';
    const provider = await createUser(t.db);
    const fresh = await createUser(t.db);
    await createOffer(t, { userId: provider.id, category, title: 'Spanish conversation classes' });
    const requests: Offer[] = [];
    for (let n = 0; n <= limits.requestMatchAlertsPerDay; n += 1) {
      requests.push(await pendingRequest({ category, title: `Spanish practice partner ${n}` }));
    }
    for (const request of requests) await approve(request);
    const alerts = await alertsOf(provider.id);
    expect(alerts).toHaveLength(limits.requestMatchAlertsPerDay);
    expect(alerts.map((a) => a.relatedId).sort()).toEqual(
      requests
        .slice(0, limits.requestMatchAlertsPerDay)
        .map((r) => r.id)
        .sort(),
    );

    // A member below the cap is still told while the first is not.
    await createOffer(t, { userId: fresh.id, category, title: 'Spanish for travellers' });
    await approve(await pendingRequest({ category, title: 'Spanish before my trip' }));
    expect(await alertsOf(fresh.id)).toHaveLength(1);
    expect(await alertsOf(provider.id)).toHaveLength(limits.requestMatchAlertsPerDay);

    // A day on (the alerts' own times moved back, as the database's clock decides), the cap starts again.
    await t.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '24 hours 1 minute'` })
      .where(eq(notifications.userId, provider.id));
    await approve(await pendingRequest({ category, title: 'Spanish tutor wanted' }));
    expect(await alertsOf(provider.id)).toHaveLength(limits.requestMatchAlertsPerDay + 1);
  });

  it('alerts when Auto Approve puts a new request live at once', async () => {
    const category = 'Financial Consulting';
    const provider = await createUser(t.db);
    await createOffer(t, { userId: provider.id, category, title: 'Budget planning for families' });
    const { cookie } = await createSignedInMember(t.app);
    await ensurePlatformSettings(t, { autoApproveListings: true });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: { cookie },
        payload: {
          kind: 'request',
          title: 'Help with a household budget',
          category,
          description: 'Looking for someone to review our monthly spending.',
          price: { cashCents: 5000, unit: 'fixed' },
          paymentTypes: ['cash'],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe('active');
      await deliverListingAlerts(t);
      expect((await alertsOf(provider.id)).map((a) => a.relatedId)).toEqual([res.json().id]);
    } finally {
      await ensurePlatformSettings(t, { autoApproveListings: false });
    }
  });
});

describe("a request told in its reader's language", () => {
  it('alerts a Spanish-speaking provider in Spanish, category too, the titles as their owners wrote them', async () => {
    const category = 'Home & Garden';
    const provider = await createUser(t.db, { language: 'es' });
    await createOffer(t, { userId: provider.id, category, title: 'Window cleaning for flats' });
    const request = await pendingRequest({ category, title: 'Window cleaner needed' });

    await approve(request);

    expect((await alertsOf(provider.id)).map((a) => [a.title, a.message])).toEqual([
      [
        'Tu servicio coincide con una solicitud',
        'Un miembro busca «Window cleaner needed» en Hogar y jardín, y tu servicio «Window cleaning for flats» lo ofrece.',
      ],
    ]);
  });
});

describe('what is not a new request', () => {
  it('alerts nobody when a service goes live, even with matching requests', async () => {
    const category = 'Handyman Services';
    const asker = await createUser(t.db);
    const provider = await createUser(t.db);
    await createOffer(t, { userId: asker.id, kind: 'request', category, title: 'Shelf mounting needed' });
    const service = await createOffer(t, {
      userId: provider.id,
      status: 'pending',
      category,
      title: 'Shelf mounting',
    });

    await approve(service);

    expect(await alertsOf(asker.id)).toEqual([]);
    expect(await alertsOf(provider.id)).toEqual([]);
  });

  it('alerts nobody when its owner puts a paused request live again', async () => {
    const category = 'Event Planning';
    const provider = await createUser(t.db);
    await createOffer(t, { userId: provider.id, category, title: 'Birthday party decorations' });
    const { user: owner, cookie } = await createSignedInMember(t.app);
    const request = await createOffer(t, {
      userId: owner.id,
      kind: 'request',
      status: 'paused',
      category,
      title: 'Decorations for a birthday',
    });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/offers/${request.id}`,
      headers: { cookie },
      payload: { status: 'active' },
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('active');
    await deliverListingAlerts(t);
    expect(await alertsOf(provider.id)).toEqual([]);
  });
});

describe('a request that raises both kinds of alert', () => {
  it('tells matching providers and saved searches alike, whatever order their members sort in', async () => {
    const category = 'Pet Services';
    const providers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db)));
    const searchers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db)));
    for (const provider of providers) {
      await createOffer(t, { userId: provider.id, category, title: 'Ferret sitting at your home' });
    }
    for (const searcher of searchers) {
      await t.db.execute(sql`INSERT INTO saved_searches (user_id, name, filters)
        VALUES (${searcher.id}, 'Ferrets', ${JSON.stringify({ kind: 'request', q: 'ferret', currency: 'USD' })}::jsonb)`);
    }
    const request = await pendingRequest({ category, title: 'Ferret sitter wanted' });
    await approve(request);
    for (const provider of providers) expect(await alertsOf(provider.id)).toHaveLength(1);
    for (const searcher of searchers) {
      const found = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, searcher.id), eq(notifications.type, 'saved_search_match')));
      expect(found.map((n) => n.relatedId)).toEqual([request.id]);
    }
  });
});
