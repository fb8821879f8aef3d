import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://market.example.com' } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every category, each live listing and the profile of its owner', async () => {
    const owner = await createUser(t.db, { fullName: 'Sitemap Owner' });
    const live = await createOffer(t.db, { userId: owner.id, status: 'active' });
    const pending = await createOffer(t.db, { status: 'pending' });
    const suspended = await createUser(t.db, { status: 'suspended' });
    await createOffer(t.db, { userId: suspended.id, status: 'active' });

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    for (const path of ['/', '/browse', '/requests', '/explore-categories', '/categories/business']) {
      expect(xml, path).toContain(`<loc>https://market.example.com${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>https://market.example.com/listing/${live.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(xml).toContain(`<loc>https://market.example.com/members/${owner.id}</loc>`);
    expect(xml).not.toContain(pending.id);
    // A suspended member's profile is not public, though their listing row is still marked live.
    expect(xml).not.toContain(`/members/${suspended.id}`);
    expect(xml).not.toContain('/dashboard');
  });

  it('drops a listing the moment it leaves the marketplace', async () => {
    const listing = await createOffer(t.db, { status: 'active' });
    expect((await get('/sitemap.xml')).body).toContain(`/listing/${listing.id}`);
    await t.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, listing.id));
    expect((await get('/sitemap.xml')).body).not.toContain(`/listing/${listing.id}`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, closes the API and member pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *\nAllow: /\n');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /dashboard\n');
    expect(response.body).toContain('Sitemap: https://market.example.com/sitemap.xml\n');
  });
});
