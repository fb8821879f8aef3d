import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySubscriptions, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createSignedInMember } from '../../test/session.ts';
import { publishOffer } from './publish.ts';
import { hasLiveService, lockCategory } from './subscriptions.ts';
import { transactWithEvents } from '../../platform/events/record.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (slug: string) => `/api/categories/${slug}/subscription`;
const call = (method: 'GET' | 'PUT' | 'DELETE', slug: string, cookie?: string) =>
  t.app.inject({ method, url: url(slug), ...(cookie ? { headers: { cookie } } : {}) });
const subscriptionsOf = async (userId: string) =>
  (await t.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, userId))).map(
    (s) => s.category,
  );

describe('/api/categories/:slug/subscription', () => {
  it('answers 401 to visitors, whatever the slug', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const slug of ['legal-services', 'no-such-category']) {
        const res = await call(method, slug);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('refuses an unknown category, naming the field', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, 'no-such-category', cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { slug: 'Unknown category' } });
    }
  });

  it('answers 403 to a suspended member, and changes nothing', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    await t.db.insert(categorySubscriptions).values({ userId: user.id, category: 'Language Lessons' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const slug of ['language-lessons', 'virtual-assistance']) {
        const res = await call(method, slug, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Spam' });
      }
    }
    expect(await subscriptionsOf(user.id)).toEqual(['Language Lessons']);
  });

  it('subscribes and unsubscribes idempotently, by category name, for this member only', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const { cookie: otherCookie } = await createSignedInMember(t.app);
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: false });

    for (let i = 0; i < 2; i += 1) {
      const res = await call('PUT', 'legal-services', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: true });
    }
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: true });
    expect((await call('GET', 'event-planning', cookie)).json()).toEqual({ subscribed: false });
    expect((await call('GET', 'legal-services', otherCookie)).json()).toEqual({ subscribed: false });
    const rows = await t.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, user.id));
    expect(rows).toMatchObject([{ category: 'Legal Services' }]);

    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', 'legal-services', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: false });
    }
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: false });
  });

  it('answers 409 once the category has a live service; requests and unlisted services do not count', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await createOffer(t, { category: 'Handyman Services', kind: 'request', status: 'active' });
    for (const status of ['pending', 'paused', 'rejected'] as const) {
      await createOffer(t, { category: 'Handyman Services', status });
    }
    expect((await call('PUT', 'handyman-services', cookie)).statusCode).toBe(200);
    expect((await call('DELETE', 'handyman-services', cookie)).statusCode).toBe(200);

    await createOffer(t, { category: 'Handyman Services', status: 'active' });
    const res = await call('PUT', 'handyman-services', cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CATEGORY_AVAILABLE',
      message: 'Handyman Services already has listings. Reload the page to see them.',
    });
    expect((await call('GET', 'handyman-services', cookie)).json()).toEqual({ subscribed: false });
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });
});

// A PUT and a service going live in the same category: the member is either alerted or told at once (409), never
// left waiting for an alert that has already gone. Each test holds one side's transaction open while the other
// side runs; on PostgreSQL the other side must wait for the category lock (on PGlite, for the transaction).
describe('a subscription racing a listing going live', () => {
  const holdOpen = () => sleep(300);

  it('answers 409 to a PUT made while the first service is going live', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { category: 'Financial Consulting', status: 'pending' });
    let put: ReturnType<typeof call> | undefined;
    await transactWithEvents(t.ctx, async (tx) => {
      expect(await publishOffer(tx, { offerId: offer.id, from: 'pending' })).toMatchObject({ notifiedSubscribers: 0 });
      put = call('PUT', 'financial-consulting', cookie);
      await holdOpen();
    });
    const res = await put;
    expect(res?.statusCode).toBe(409);
    expect(res?.json().error.code).toBe('CATEGORY_AVAILABLE');
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('alerts a member whose subscription commits while the first service is being approved', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const member = await createUser(t.db);
    const offer = await createOffer(t, { category: 'Writing & Translation', status: 'pending' });
    let approval: Promise<{ statusCode: number; json: () => { notifiedSubscribers: number } }> | undefined;
    // What subscribeToCategory does, held open: the approval must wait for it and then see the new row.
    await transactWithEvents(t.ctx, async (tx) => {
      await lockCategory(tx, 'Writing & Translation');
      expect(await hasLiveService(tx, { category: 'Writing & Translation' })).toBe(false);
      await tx.insert(categorySubscriptions).values({ userId: member.id, category: 'Writing & Translation' });
      approval = t.app.inject({ method: 'POST', url: `/api/admin/offers/${offer.id}/approve`, headers: { cookie } });
      await holdOpen();
    });
    const res = await approval;
    expect(res?.statusCode).toBe(200);
    expect(res?.json().notifiedSubscribers).toBe(1);
    await deliverListingAlerts(t);
    const alerts = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(alerts).toMatchObject([{ type: 'category_available', relatedId: offer.id }]);
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });
});
