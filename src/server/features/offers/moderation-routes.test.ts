import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categorySubscriptions, notifications, offers, proposals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createProposal, createUser, type User } from '../../test/factories.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let admin: User;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((i) => i.id);
const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
// Category and favourite notices go out in batches after the change commits: delivered here as the job runner would.
const notificationsOf = async (userId: string) => {
  await deliverListingAlerts(t);
  return t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
};
const offerRow = async (id: string) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0];
const publicTotal = async (category: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/offers?category=${category}` })).json().total as number;

describe('GET /api/admin/offers', () => {
  it('searches title or description case-insensitively, % and _ literally, with status and all', async () => {
    const owner = await createUser(t.db, { fullName: 'Search Owner' });
    const tag = randomUUID().slice(0, 8);
    // A second apart: PGlite's clock can give two quick inserts the same created_at, and the list is newest first.
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    const percent = await createOffer(t, {
      userId: owner.id,
      title: `Zq${tag} 100% Organic`,
      status: 'pending',
      createdAt: at(1),
    });
    const plain = await createOffer(t, {
      userId: owner.id,
      title: `Zq${tag} 100 organic`,
      status: 'active',
      createdAt: at(2),
    });
    const underscore = await createOffer(t, {
      userId: owner.id,
      createdAt: at(3),
      title: 'Plain title',
      description: `About zq${tag} a_b and more text here`,
      status: 'rejected',
      rejectionReason: 'Blurry',
    });
    const lookalike = await createOffer(t, {
      userId: owner.id,
      createdAt: at(4),
      description: `About zq${tag} axb and more text here`,
      status: 'completed',
    });
    const search = (q: string, extra = '&pageSize=100') =>
      call('GET', `/admin/offers?q=${encodeURIComponent(q)}${extra}`);

    const all = await search(`ZQ${tag}`);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([lookalike.id, underscore.id, plain.id, percent.id]);
    expect(all.json().total).toBe(4);
    expect(ids(await search(`zq${tag}`, '&status=all&pageSize=100'))).toHaveLength(4);
    expect(ids(await search(`${tag} 100%`))).toEqual([percent.id]);
    expect(ids(await search(`${tag} a_b`))).toEqual([underscore.id]);
    expect(ids(await search(`zq${tag}`, '&status=active&pageSize=100'))).toEqual([plain.id]);
    expect((await search(`${tag} a_b`)).json().items[0]).toMatchObject({
      description: `About zq${tag} a_b and more text here`,
      price: { cashCents: 2500, coins: null, unit: 'hour', note: null },
      status: 'rejected',
      rejectionReason: 'Blurry',
      owner: { id: owner.id, fullName: 'Search Owner', email: owner.email },
    });

    const first = await search(`zq${tag}`, '&pageSize=25&page=1');
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const beyond = await search(`zq${tag}`, '&pageSize=25&page=2');
    expect(beyond.json()).toMatchObject({ items: [], total: 4, page: 2 });
  });
});

describe('POST /api/admin/offers/:id/reject', () => {
  it('rejects with the reason, notifies the owner, who sees the reason in their listings', async () => {
    const { user: owner, cookie: ownerCookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.id, status: 'pending', title: 'Dog walks' });
    const res = await call('POST', `/admin/offers/${offer.id}/reject`, { reason: ' Blurry photos ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: offer.id, status: 'rejected', rejectionReason: 'Blurry photos' });
    expect(await notificationsOf(owner.id)).toMatchObject([
      {
        type: 'listing_rejected',
        title: 'Listing Rejected',
        message: 'Your listing "Dog walks" has been rejected. Reason: Blurry photos',
        relatedId: offer.id,
        isRead: false,
      },
    ]);
    const mine = await call('GET', '/me/offers', undefined, ownerCookie);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: offer.id, status: 'rejected', rejectionReason: 'Blurry photos' }),
    ]);
    expect(await auditOf(offer.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'offer.reject',
        targetType: 'offer',
        details: { title: 'Dog walks', from: 'pending', reason: 'Blurry photos' },
      },
    ]);

    const again = await call('POST', `/admin/offers/${offer.id}/reject`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LISTING_REJECTED');
    expect(await notificationsOf(owner.id)).toHaveLength(1);
    expect((await offerRow(offer.id))?.rejectionReason).toBe('Blurry photos');
  });

  it('takes a live listing off the public lists at once', async () => {
    const offer = await createOffer(t, { status: 'active', category: 'Pet Services' });
    expect(await publicTotal('pet-services')).toBe(1);
    expect((await call('POST', `/admin/offers/${offer.id}/reject`, { reason: 'Misleading' })).statusCode).toBe(200);
    expect(await publicTotal('pet-services')).toBe(0);
  });
});

describe('PATCH /api/admin/offers/:id/status', () => {
  const setStatus = (id: string, status: string) => call('PATCH', `/admin/offers/${id}/status`, { status });

  it('puts a listing live through the publish path: owner told, subscribers alerted once', async () => {
    const owner = await createUser(t.db);
    const subscriber = await createUser(t.db);
    await t.db.insert(categorySubscriptions).values({ userId: subscriber.id, category: 'Legal Services' });
    const offer = await createOffer(t, {
      userId: owner.id,
      status: 'rejected',
      rejectionReason: 'Too short',
      title: 'Will drafting',
      category: 'Legal Services',
    });
    expect(await publicTotal('legal-services')).toBe(0);
    const res = await setStatus(offer.id, 'active');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: offer.id, status: 'active', rejectionReason: null });
    expect(await publicTotal('legal-services')).toBe(1);
    expect(await notificationsOf(subscriber.id)).toMatchObject([
      { type: 'category_available', title: 'Now available: Legal Services', relatedId: offer.id },
    ]);
    expect(await notificationsOf(owner.id)).toMatchObject([
      { type: 'listing_approved', message: 'Your listing "Will drafting" has been approved and is now live.' },
    ]);

    // The same status again changes nothing; off and on again alerts nobody (the subscription was one-shot).
    expect((await setStatus(offer.id, 'active')).statusCode).toBe(200);
    expect((await setStatus(offer.id, 'completed')).json().status).toBe('completed');
    expect(await publicTotal('legal-services')).toBe(0);
    expect((await setStatus(offer.id, 'active')).statusCode).toBe(200);
    expect(await notificationsOf(subscriber.id)).toHaveLength(1);
    const audit = await auditOf(offer.id);
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['offer.status', { title: 'Will drafting', from: 'rejected', to: 'active', notifiedSubscribers: 1 }],
      ['offer.status', { title: 'Will drafting', from: 'active', to: 'completed', notifiedSubscribers: 0 }],
      ['offer.status', { title: 'Will drafting', from: 'completed', to: 'active', notifiedSubscribers: 0 }],
    ]);
  });

  it('sets pending and rejected, clearing or keeping the reason and telling the owner of a rejection', async () => {
    const owner = await createUser(t.db);
    const offer = await createOffer(t, { userId: owner.id, status: 'rejected', rejectionReason: 'Old reason' });
    expect((await setStatus(offer.id, 'pending')).json()).toMatchObject({ status: 'pending', rejectionReason: null });
    const rejected = await setStatus(offer.id, 'rejected');
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: null });
    expect(await notificationsOf(owner.id)).toMatchObject([
      { type: 'listing_rejected', message: `Your listing "${offer.title}" has been rejected.` },
    ]);
  });
});

describe('DELETE /api/admin/offers/:id', () => {
  it('deletes any listing; its proposals keep the title; the lists and the audit log know', async () => {
    const offer = await createOffer(t, { status: 'active', category: 'Gaming Coaching', title: 'Chess coach' });
    const proposal = await createProposal(t, { offerId: offer.id });
    expect(await publicTotal('gaming-coaching')).toBe(1);
    const res = await call('DELETE', `/admin/offers/${offer.id}`);
    expect(res.statusCode).toBe(204);
    expect(await offerRow(offer.id)).toBeUndefined();
    expect(await publicTotal('gaming-coaching')).toBe(0);
    const [kept] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(kept).toMatchObject({ offerId: null, listingTitle: 'Chess coach' });
    expect(await auditOf(offer.id)).toMatchObject([
      { actorId: admin.id, action: 'offer.delete', details: { title: 'Chess coach', status: 'active' } },
    ]);
    expect((await call('DELETE', `/admin/offers/${offer.id}`)).statusCode).toBe(404);
  });
});
