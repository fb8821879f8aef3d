// Listings that stay fresh (issue 34), on the app's clock: a listing expires the platform's lifetime after it went
// live, its owner told a week before; expired, it leaves the lists and its page says so; its owner renews it in
// one click, live again with no review.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock } from '../../test/clock.ts';
import { memberRequests, type Signed } from '../../test/member-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { listingExpiryJob, listingReminderJob } from './expiry-schedule.ts';

const time = createManualClock(Date.parse('2026-12-01T10:00:00Z'));
let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  admin = await createSignedInMember(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const { post, get } = memberRequests(() => t);

async function postApproved(owner: Signed, title = 'Bicycle repair at your door') {
  const created = await post('/api/offers', owner, {
    kind: 'service',
    title,
    category: 'Home & Garden',
    description: 'Flat tyres, brakes and gears fixed where you keep your bike.',
    price: { cashCents: 3000 },
    paymentTypes: ['cash'],
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: string }>().id;
  expect((await post(`/api/admin/offers/${id}/approve`, admin)).statusCode).toBe(200);
  return id;
}

const jobsOf = async (id: string) =>
  Object.fromEntries(
    (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, id))).map((job) => [
      job.kind,
      job.runAt.toISOString(),
    ]),
  );

const noticesOf = (userId: string, type: 'listing_expiring' | 'listing_expired') =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const browse = async () =>
  (await get('/api/offers?pageSize=100', undefined)).json<{ items: { id: string }[] }>().items.map((o) => o.id);

describe('a listing that expires', () => {
  it('lives 90 days from approval, reminds its owner a week before, then leaves the lists with a page that says so', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const owner = await createSignedInMember(t.app);
    const id = await postApproved(owner);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.expiresAt?.toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(await jobsOf(id)).toEqual({
      [listingExpiryJob]: '2027-03-01T10:00:00.000Z',
      [listingReminderJob]: '2027-02-22T10:00:00.000Z',
    });

    time.set(Date.parse('2027-02-22T10:00:00Z'));
    await t.ctx.jobs.runDue([listingReminderJob, listingExpiryJob]);
    const [reminder] = await noticesOf(owner.user.id, 'listing_expiring');
    expect(reminder?.message).toBe(
      'Your listing "Bicycle repair at your door" expires in 7 days. Renew it to keep it on the marketplace.',
    );
    expect(await browse()).toContain(id);

    time.set(Date.parse('2027-03-01T10:00:00Z'));
    await t.ctx.jobs.runDue([listingReminderJob, listingExpiryJob]);
    expect((await t.db.select().from(offers).where(eq(offers.id, id)))[0]?.status).toBe('expired');
    expect(await noticesOf(owner.user.id, 'listing_expired')).toHaveLength(1);
    expect(await browse()).not.toContain(id);
    const page = await get(`/api/offers/${id}`, undefined);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id, status: 'expired', can: { propose: false } });
    const expiredOnly = await get('/api/me/offers?status=expired', owner);
    expect(expiredOnly.json().items).toMatchObject([{ id, status: 'expired', can: { renew: true } }]);
    expect((await get('/api/me/offers?status=active', owner)).json().items).toEqual([]);
  });
});

describe('POST /api/offers/:id/renew', () => {
  it('answers 401, 404, 403 and 409, changing nothing', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const owner = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const id = await postApproved(owner);
    const before = await jobsOf(id);
    expect((await post(`/api/offers/${id}/renew`, undefined)).statusCode).toBe(401);
    expect((await post('/api/offers/00000000-0000-4000-8000-000000000000/renew', owner)).statusCode).toBe(404);
    const foreign = await post(`/api/offers/${id}/renew`, other);
    expect(foreign.statusCode).toBe(403);
    const pending = await post('/api/offers', owner, {
      kind: 'service',
      title: 'Pending piano tuning',
      category: 'Home & Garden',
      description: 'Tuning upright pianos, waiting for review.',
      price: { cashCents: 9000 },
      paymentTypes: ['cash'],
    });
    const locked = await post(`/api/offers/${pending.json().id}/renew`, owner);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('LISTING_STATUS_LOCKED');
    expect(await jobsOf(id)).toEqual(before);
  });

  it('puts an expired listing back live at once, with no review, for a new lifetime from today', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const owner = await createSignedInMember(t.app);
    const id = await postApproved(owner, 'Garden clearing');
    time.set(Date.parse('2027-03-02T09:00:00Z'));
    await t.ctx.jobs.runDue([listingReminderJob, listingExpiryJob]);
    expect(await browse()).not.toContain(id);

    const renewed = await post(`/api/offers/${id}/renew`, owner);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ id, status: 'active', expiresAt: '2027-05-31T09:00:00.000Z' });
    expect(await browse()).toContain(id);
    expect(await jobsOf(id)).toEqual({
      [listingExpiryJob]: '2027-05-31T09:00:00.000Z',
      [listingReminderJob]: '2027-05-24T09:00:00.000Z',
    });
  });

  it('moves a live listing on, so the expiry it had does nothing when its old time comes', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const owner = await createSignedInMember(t.app);
    const id = await postApproved(owner, 'Dog walking');
    time.set(Date.parse('2027-02-25T10:00:00Z'));
    expect((await post(`/api/offers/${id}/renew`, owner)).statusCode).toBe(200);
    time.set(Date.parse('2027-03-01T10:00:00Z'));
    await t.ctx.jobs.runDue([listingReminderJob, listingExpiryJob]);
    expect((await t.db.select().from(offers).where(eq(offers.id, id)))[0]).toMatchObject({
      status: 'active',
      expiresAt: new Date('2027-05-26T10:00:00.000Z'),
    });
  });

  it("follows the admin's lifetime setting, refusing one out of range", async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const tooShort = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { listingLifetimeDays: 3 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields.listingLifetimeDays).toBe(
      "A listing's lifetime must be between 7 and 365 days",
    );
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { listingLifetimeDays: 30 },
    });
    expect(set.statusCode).toBe(200);
    const owner = await createSignedInMember(t.app);
    const id = await postApproved(owner, 'Window cleaning');
    expect((await t.db.select().from(offers).where(eq(offers.id, id)))[0]?.expiresAt?.toISOString()).toBe(
      '2026-12-31T10:00:00.000Z',
    );
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { listingLifetimeDays: 90 },
    });
  });
});
