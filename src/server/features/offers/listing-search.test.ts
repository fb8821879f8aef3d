// The listing index (decision 062) answers searched pages from memory and follows every change to the listings, made
// by this server process or another, including one committed after a search began looking.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';

type Page = { items: { id: string; title: string }[]; total: number };

let t: TestContext;
/** Another server process on the same database (PostgreSQL), or this one's own handle (PGlite). */
let writer: TestContext['db'];
let other: TestContext | undefined;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { OFFER_LIST_CACHE_SECONDS: '0' } });
  const provider = await createUser(t.db, { fullName: 'Pat Provider' });
  const titles = ['Violin lessons', 'Cello lessons', 'Drum lessons', 'Violin repair'];
  for (const [i, title] of titles.entries()) {
    const offer = await createOffer(t, {
      userId: provider.id,
      title,
      description: 'Patient teaching at home',
      priceCashCents: 1000 * (i + 1),
      createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000),
    });
    ids[title] = offer.id;
  }
  await t.ctx.search.listings!.ready();
  if (testDatabaseKind() === 'postgres') {
    other = await createTestApp({ sameDatabaseAs: t, env: { SEARCH_LISTING_INDEX: 'off' } });
    writer = other.db;
  } else {
    writer = t.db;
  }
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

async function search(query: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/offers?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json();
}

const titlesOf = (page: Page) => page.items.map((card) => card.title);

describe('the listing index', () => {
  it('answers a searched page itself, in the sort asked for, and leaves a phrase to the database', async () => {
    const listings = t.ctx.search.listings!;
    const found = await listings.findPage({
      filters: { kind: 'service', q: 'lessons', currency: 'USD' },
      sort: 'price-desc',
      page: { limit: 2, offset: 1 },
      priceCents: {},
    });
    expect(found).toEqual({ ids: [ids['Cello lessons'], ids['Violin lessons']], total: 3 });
    expect(titlesOf(await search('q=lessons&sort=price-desc'))).toEqual([
      'Drum lessons',
      'Cello lessons',
      'Violin lessons',
    ]);
    const newest = (q: string) => ({
      filters: { kind: 'service' as const, q, currency: 'USD' as const },
      sort: 'newest' as const,
      page: { limit: 5, offset: 0 },
      priceCents: {},
    });
    expect(await listings.findPage(newest('"violin lessons"'))).toBeNull();
    expect(await listings.findPage(newest('the'))).toEqual({ ids: [], total: 0 });
  });

  it('follows listings paused, edited, added, rated and deleted by another process', async () => {
    await writer.execute(sql`UPDATE offers SET status = 'paused' WHERE id = ${ids['Drum lessons']}`);
    expect(titlesOf(await search('q=lessons&sort=newest'))).toEqual(['Cello lessons', 'Violin lessons']);

    await writer.execute(
      sql`UPDATE offers SET title = 'Violin lessons and repair' WHERE id = ${ids['Violin lessons']}`,
    );
    const repairs = await search('q=repair&sort=newest');
    expect(titlesOf(repairs)).toEqual(['Violin repair', 'Violin lessons and repair']);
    expect(repairs.total).toBe(2);

    const newcomer = await createUser(writer, { fullName: 'New Teacher' });
    await createOffer(writer, { userId: newcomer.id, title: 'Harp lessons', priceCashCents: 500 });
    expect(titlesOf(await search('q=lessons&sort=price-asc'))).toEqual([
      'Harp lessons',
      'Violin lessons and repair',
      'Cello lessons',
    ]);

    await writer.execute(sql`UPDATE offers SET rating_sum = 5, review_count = 1 WHERE id = ${ids['Cello lessons']}`);
    expect(titlesOf(await search('q=lessons&sort=rating'))[0]).toBe('Cello lessons');

    await writer.execute(sql`DELETE FROM users WHERE id = ${newcomer.id}`);
    const left = await search('q=lessons&sort=price-asc');
    expect(titlesOf(left)).toEqual(['Violin lessons and repair', 'Cello lessons']);
    expect(left.total).toBe(2);
  });

  it('sees a change committed after a search looked, by a transaction open while it looked', async () => {
    if (testDatabaseKind() === 'pglite') return; // PGlite runs one transaction at a time: nothing commits late.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated = () => {};
    const written = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const late = writer.transaction(async (tx) => {
      await tx.execute(sql`UPDATE offers SET status = 'paused' WHERE id = ${ids['Violin repair']}`);
      updated();
      await held;
    });
    await written;
    // A newer transaction commits while the older one is still open: looking now must not pass the older one by.
    await writer.execute(sql`UPDATE offers SET title = 'Cello lessons and repair' WHERE id = ${ids['Cello lessons']}`);
    expect(titlesOf(await search('q=repair&sort=newest'))).toEqual([
      'Violin repair',
      'Cello lessons and repair',
      'Violin lessons and repair',
    ]);
    release();
    await late;
    // The page's rows are tested again in the database; the total is the index's own.
    const after = await search('q=repair&sort=newest');
    expect(titlesOf(after)).toEqual(['Cello lessons and repair', 'Violin lessons and repair']);
    expect(after.total).toBe(2);
  });
});
