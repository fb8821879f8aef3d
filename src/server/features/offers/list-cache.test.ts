import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { searchTotalCap } from './list.ts';

let t: TestContext;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  providerId = (await createUser(t.db)).id;
}, 120_000);
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/offers${query}` })).json();

// Straight into the table, as another process would: this process's caches do not hear of it.
async function insertBehindTheCache(title: string, copies = 1, category = 'Photography') {
  await t.db.execute(sql`
    INSERT INTO ${offers} (user_id, title, description, category, price_cash_cents, payment_types, status)
    SELECT ${providerId}, ${title}, 'Written behind the cache', ${category}, 1000, '{cash}', 'active'
    FROM generate_series(1, ${copies})`);
}

describe('with OFFER_LIST_CACHE_SECONDS=0', () => {
  let uncached: TestContext;
  beforeAll(async () => {
    uncached = await createTestApp({ env: { OFFER_LIST_CACHE_SECONDS: '0' } });
  }, 120_000);
  afterAll(() => uncached.close());

  it('shows a change made behind the cache at once, without invalidateOfferLists; the total keeps its minute', async () => {
    const userId = (await createUser(uncached.db)).id;
    const offer = await createOffer(uncached, { userId, title: 'Portrait session', category: 'Photography' });
    const read = async () =>
      (await uncached.app.inject({ method: 'GET', url: '/api/offers?category=photography' })).json();
    expect(await read()).toMatchObject({ total: 1, items: [{ title: 'Portrait session' }] });

    await uncached.db.execute(sql`UPDATE ${offers} SET title = 'Family portraits' WHERE id = ${offer.id}`);
    await uncached.db.execute(sql`
      INSERT INTO ${offers} (user_id, title, description, category, price_cash_cents, payment_types, status)
      VALUES (${userId}, 'Wedding photography', 'Written behind the cache', 'Photography', 1000, '{cash}', 'active')`);
    const after = await read();
    expect(after.items.map((o: { title: string }) => o.title)).toEqual(['Wedding photography', 'Family portraits']);
    expect(after.total).toBe(1);
  });
});

describe('the offer list cache', () => {
  it('answers from the cache until invalidateOfferLists, then shows the new offer and total', async () => {
    await createOffer(t, { userId: providerId, title: 'Portrait session', category: 'Photography' });
    const before = await list('?category=photography');
    expect(before.total).toBe(1);

    await insertBehindTheCache('Wedding photography');
    expect(await list('?category=photography')).toEqual(before);
    // Another page of the same filter is a new response, but it shares the cached total.
    expect((await list('?category=photography&page=2')).total).toBe(1);

    invalidateOfferLists(t.ctx);
    const after = await list('?category=photography');
    expect(after.total).toBe(2);
    expect(after.items.map((o: { title: string }) => o.title)).toContain('Wedding photography');
  });

  it('is refreshed by an offer created through the factories (tests list right after writing)', async () => {
    const before = (await list('?category=pet-services')).total;
    await createOffer(t, { userId: providerId, title: 'Dog walking', category: 'Pet Services' });
    expect((await list('?category=pet-services')).total).toBe(before + 1);
  });

  it('after 5 s answers once more from the cache while it reloads, then with the reloaded answer', async () => {
    await createOffer(t, { userId: providerId, title: 'Oil change at home', category: 'Automotive Services' });
    const titles = async () =>
      (await list('?category=automotive-services')).items.map((o: { title: string }) => o.title);
    expect(await titles()).toEqual(['Oil change at home']);
    await t.db.execute(sql`
      INSERT INTO ${offers} (user_id, title, description, category, price_cash_cents, payment_types, status)
      VALUES (${providerId}, 'Tire swap', 'Written behind the cache', 'Automotive Services', 1000, '{cash}', 'active')`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    expect(await titles()).toEqual(['Oil change at home']);
    await vi.waitFor(async () => expect(await titles()).toContain('Tire swap'));
  });

  it('keeps the featured offers and the category counts with the lists, cleared with them', async () => {
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const eventPlanningCount = async () =>
      (await read('/api/categories')).find((c: { slug: string }) => c.slug === 'event-planning').count;
    const before = await eventPlanningCount();
    const featured = await read('/api/offers/featured');

    await insertBehindTheCache('Birthday party planning', 1, 'Event Planning');
    expect(await eventPlanningCount()).toBe(before);
    expect(await read('/api/offers/featured')).toEqual(featured);

    invalidateOfferLists(t.ctx);
    expect(await eventPlanningCount()).toBe(before + 1);
    expect((await read('/api/offers/featured'))[0]).toMatchObject({ title: 'Birthday party planning' });
  });

  it('sends each cached answer compressed to a client that accepts it, the same JSON once decompressed', async () => {
    for (const url of ['/api/offers', '/api/offers/featured', '/api/categories']) {
      const plain = await t.app.inject({ method: 'GET', url });
      // Smaller responses go out as they are: compressing them saves less than a packet.
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);

      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), url).toEqual(plain.json());

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString()), url).toEqual(plain.json());
    }
  });

  it('sends the same JSON a plain handler would, with a JSON content type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offers?category=photography&pageSize=25' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ page: 1, pageSize: 25, total: 2 });
  });
});

describe('search totals', () => {
  it(`count matches up to ${searchTotalCap} and stop there`, async () => {
    await insertBehindTheCache('Drum lessons for kids', searchTotalCap + 5);
    invalidateOfferLists(t.ctx);
    const found = await list('?q=drum');
    expect(found).toMatchObject({ total: searchTotalCap, totalCapped: true });
    expect(found.items).toHaveLength(50);
    expect((await list('?q=drum&page=20')).items).toHaveLength(50);
    // Without a search the total stays exact.
    expect(await list('?category=photography')).toMatchObject({ total: searchTotalCap + 7, totalCapped: false });
  });

  it('tells exactly as many matches as the cap from more', async () => {
    await insertBehindTheCache('Zither repair and tuning', searchTotalCap);
    invalidateOfferLists(t.ctx);
    expect(await list('?q=zither')).toMatchObject({ total: searchTotalCap, totalCapped: false });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the caches across two server processes', () => {
  let other: TestContext;
  beforeAll(async () => {
    // The other process's clock never moves, so nothing it caches expires: only the invalidation can refresh it.
    const frozenAt = Date.now();
    other = await createTestApp({ sameDatabaseAs: t, clock: () => frozenAt });
  }, 120_000);
  afterAll(() => other.close());

  it("drops the other process's lists as soon as an approval through this one commits", async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const pending = await createOffer(t.db, {
      userId: providerId,
      title: 'Bicycle repair',
      category: 'Automotive Services',
      status: 'pending',
    });
    const titlesOnOther = async () =>
      (await other.app.inject({ method: 'GET', url: '/api/offers?category=automotive-services' }))
        .json()
        .items.map((o: { title: string }) => o.title);
    expect(await titlesOnOther()).not.toContain('Bicycle repair');

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/offers/${pending.id}/approve`,
      headers: { cookie },
    });
    expect(approved.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await titlesOnOther()).toContain('Bicycle repair'), { timeout: 2000 });
  });

  it('puts the other process into maintenance as soon as the switch through this one commits', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const visitorOnOther = () => other.app.inject({ method: 'GET', url: '/api/offers' });
    expect((await visitorOnOther()).statusCode).toBe(200);

    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { maintenanceMode: true },
    });
    expect(switched.statusCode).toBe(200);
    try {
      await vi.waitFor(async () => expect((await visitorOnOther()).statusCode).toBe(503), { timeout: 2000 });
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { cookie },
        payload: { maintenanceMode: false },
      });
    }
    await vi.waitFor(async () => expect((await visitorOnOther()).statusCode).toBe(200), { timeout: 2000 });
  });
});
