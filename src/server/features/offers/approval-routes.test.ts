import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categorySubscriptions, notifications, offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { deliverListingNotices } from '../../test/listing-alerts.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/offers', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offers' })).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offers', headers: { cookie } })).statusCode).toBe(403);
  });

  it('refuses an unknown status and bad paging, naming the field', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    for (const [query, field] of [
      ['status=deleted', 'status'],
      ['page=0', 'page'],
      ['pageSize=10', 'pageSize'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/offers?${query}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('lists the review queue with each owner, newest first, and every status without a filter', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const owner = await createUser(t.db, { fullName: 'Queue Owner' });
    const older = await createOffer(t, {
      userId: owner.id,
      status: 'pending',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createOffer(t, { userId: owner.id, status: 'pending' });
    const live = await createOffer(t, { userId: owner.id, status: 'active' });

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/offers?status=pending&pageSize=100',
      headers: { cookie },
    });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().items.map((o: { id: string }) => o.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(live.id);
    expect(queue.json().items.find((o: { id: string }) => o.id === newer.id)).toMatchObject({
      status: 'pending',
      owner: { id: owner.id, fullName: 'Queue Owner', email: owner.email },
    });
    expect(queue.json().total).toBe(queue.json().items.length);

    const all = await t.app.inject({ method: 'GET', url: '/api/admin/offers?pageSize=100', headers: { cookie } });
    expect(all.json().items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([older.id, live.id]));
  });
});

describe('POST /api/admin/offers/:id/approve', () => {
  const approve = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/offers/${id}/approve`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  // Category alerts go out in batches after the approval commits: delivered here as the job runner would.
  const notificationsOf = async (userId: string) => {
    await deliverListingNotices(t);
    return t.db.select().from(notifications).where(eq(notifications.userId, userId));
  };
  const subscribe = (userId: string, category: string) =>
    t.db.insert(categorySubscriptions).values({ userId, category });

  it('answers 401 to visitors and 403 to members, and leaves the listing pending', async () => {
    const offer = await createOffer(t, { status: 'pending' });
    expect((await approve(offer.id)).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    expect((await approve(offer.id, cookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 for a malformed id, as for an unknown listing', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const bad = await approve('not-an-id', cookie);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe('Listing not found');
    const unknown = await approve(randomUUID(), cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Listing not found');
  });

  it('approves only pending listings (409 otherwise)', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    for (const status of ['active', 'paused', 'rejected'] as const) {
      const offer = await createOffer(t, { status });
      const res = await approve(offer.id, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'LISTING_NOT_PENDING',
        message: `Only pending listings can be approved; this listing is ${status}.`,
      });
      const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
      expect(row?.status).toBe(status);
    }
  });

  it('puts the listing live, notifies its owner and writes the audit entry', async () => {
    const { user: admin, cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const offer = await createOffer(t, { status: 'pending', title: 'Bike repairs', category: 'Photography' });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/offers?category=photography' })).json().total;
    expect(await listed()).toBe(0);
    const res = await approve(offer.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: offer.id, status: 'active', notifiedSubscribers: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${offer.id}` })).statusCode).toBe(200);
    // The lists' cached responses are dropped once the approval commits.
    expect(await listed()).toBe(1);
    expect(await notificationsOf(offer.userId)).toMatchObject([
      {
        type: 'listing_approved',
        title: 'Listing Approved',
        message: 'Your listing "Bike repairs" has been approved and is now live.',
        relatedId: offer.id,
        isRead: false,
      },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, offer.id));
    expect(audit).toMatchObject([{ actorId: admin.id, action: 'offer.approve', targetType: 'offer' }]);
    expect((await approve(offer.id, cookie)).statusCode).toBe(409);
    expect(await notificationsOf(offer.userId)).toHaveLength(1);
  });

  it('tells the subscribers of an empty category once, on its first live service, and clears their subscriptions', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const owner = await createUser(t.db);
    const [ann, ben] = [await createUser(t.db), await createUser(t.db)];
    const elsewhere = await createUser(t.db);
    for (const u of [ann, ben, owner]) await subscribe(u.id, 'Legal Services');
    await subscribe(elsewhere.id, 'Event Planning');
    // A request in the category is not what the category page lists, so it does not use up the alert.
    const request = await createOffer(t, { status: 'pending', kind: 'request', category: 'Legal Services' });
    expect((await approve(request.id, cookie)).json().notifiedSubscribers).toBe(0);

    const first = await createOffer(t, {
      userId: owner.id,
      status: 'pending',
      title: 'Tenancy contract review',
      category: 'Legal Services',
    });
    const second = await createOffer(t, { status: 'pending', category: 'Legal Services' });
    expect((await approve(first.id, cookie)).json().notifiedSubscribers).toBe(2);
    expect((await approve(second.id, cookie)).json().notifiedSubscribers).toBe(0);

    for (const u of [ann, ben]) {
      expect(await notificationsOf(u.id)).toMatchObject([
        {
          type: 'category_available',
          title: 'Now available: Legal Services',
          message: '"Tenancy contract review" is the first listing in Legal Services.',
          relatedId: first.id,
        },
      ]);
    }
    // The owner hears of their own listing once, as its approval, not as a category alert.
    expect((await notificationsOf(owner.id)).map((n) => n.type)).toEqual(['listing_approved']);
    expect(await notificationsOf(elsewhere.id)).toHaveLength(0);
    const left = await t.db.select().from(categorySubscriptions);
    expect(left.filter((s) => s.category === 'Legal Services')).toHaveLength(0);
    expect(left).toContainEqual(expect.objectContaining({ userId: elsewhere.id, category: 'Event Planning' }));
  });

  it('does not alert subscribers when the category already has a live service', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const subscriber = await createUser(t.db);
    await createOffer(t, { status: 'active', category: 'Event Planning' });
    await subscribe(subscriber.id, 'Event Planning');
    const offer = await createOffer(t, { status: 'pending', category: 'Event Planning' });
    expect((await approve(offer.id, cookie)).json().notifiedSubscribers).toBe(0);
    expect(await notificationsOf(subscriber.id)).toHaveLength(0);
    const kept = await t.db
      .select()
      .from(categorySubscriptions)
      .where(
        and(eq(categorySubscriptions.userId, subscriber.id), eq(categorySubscriptions.category, 'Event Planning')),
      );
    expect(kept).toHaveLength(1);
  });

  it('notifies each subscriber once when two first listings are approved at the same time', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const subscriber = await createUser(t.db);
    await subscribe(subscriber.id, 'Gaming Coaching');
    const a = await createOffer(t, { status: 'pending', category: 'Gaming Coaching' });
    const b = await createOffer(t, { status: 'pending', category: 'Gaming Coaching' });
    const results = await Promise.all([approve(a.id, cookie), approve(b.id, cookie)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().notifiedSubscribers).sort()).toEqual([0, 1]);
    expect(await notificationsOf(subscriber.id)).toHaveLength(1);
  });
});
