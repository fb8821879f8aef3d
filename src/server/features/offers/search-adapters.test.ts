// The search port's adapters agree (issue 36): the same listings, asked the same lists, searches, suggestions and
// matches, answer alike on every adapter this machine has: RUM and GIN on PostgreSQL, GIN on PGlite. Each list is
// also held to its order worked out here, so one adapter alone (the PGlite project) still proves its answers.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { findListingMatches } from './matches.ts';
import { createSearchPort, detectSearchIndex } from './search/port.ts';

type Card = { id: string; title: string; highlight?: { title: string; description: string } };
type Page = { items: Card[]; total: number; totalCapped: boolean; suggestion?: string; resultsFor?: string };

// One instant for every app: relevance lifts recent listings, so the clock is part of the answer.
const now = Date.parse('2026-11-20T12:00:00Z');
const clock = () => now;
const hour = 60 * 60 * 1000;

const subjects = ['Guitar lessons', 'Piano lessons', 'Garden design', 'Wedding photography', 'Bike repair'];
const extras = ['for beginners', 'at home', 'on weekends', 'with care', 'near you'];

type Listing = {
  id: string;
  userId: string;
  title: string;
  description: string;
  kind: 'service' | 'request';
  createdAt: Date;
  priceCashCents: number | null;
};

// 130 listings, five to an instant: a list of two of the subjects has a tie across every page's end, which the ids
// decide.
const providers = [randomUUID(), randomUUID(), randomUUID()];
const listings: Listing[] = Array.from({ length: 130 }, (_, i) => ({
  id: randomUUID(),
  userId: providers[i % providers.length]!,
  title: `${subjects[i % subjects.length]} ${extras[Math.floor(i / 5) % extras.length]}`,
  description: `Listing ${i}: ${i % 3 === 0 ? 'experienced and patient' : 'friendly'} help ${i % 7 === 0 ? 'with tuning' : ''}`,
  kind: i % 10 === 4 ? 'request' : 'service',
  createdAt: new Date(now - Math.floor(i / 5) * hour),
  priceCashCents: i % 6 === 5 ? null : 1000 + ((i * 37) % 11) * 500,
}));

async function seed(t: TestContext) {
  for (const [i, userId] of providers.entries()) {
    await createUser(t.db, { id: userId, email: `provider${i}@search.example`, fullName: `Provider ${i}` });
  }
  for (const listing of listings) {
    await createOffer(t, {
      ...listing,
      category: 'Home & Garden',
      priceCoins: null,
      priceUnit: listing.priceCashCents === null ? 'negotiable' : 'hour',
    });
  }
  // The planner's word statistics, as a live database has them.
  await t.db.execute(sql`ANALYZE offers`);
}

type Adapter = { name: string; t: TestContext };
const adapters: Adapter[] = [];
let own: TestContext;

const databaseOnly = { SEARCH_LISTING_INDEX: 'off' };

beforeAll(async () => {
  // The listing index first (decision 062), built before the first search so that it answers every one.
  own = await createTestApp({ clock });
  await seed(own);
  await own.ctx.search.listings!.ready();
  adapters.push({ name: `${testDatabaseKind()} listing index`, t: own });
  if (testDatabaseKind() === 'postgres') {
    // The same database read by RUM and as without it, and the same listings on PGlite.
    const rum = await createTestApp({ clock, sameDatabaseAs: own, env: databaseOnly });
    adapters.push({ name: `postgres ${rum.ctx.search.index}`, t: rum });
    const gin = await createTestApp({ clock, sameDatabaseAs: own, env: { ...databaseOnly, SEARCH_INDEX: 'gin' } });
    adapters.push({ name: 'postgres gin', t: gin });
  }
  const pglite = await createTestApp({ clock, databaseKind: 'pglite', env: databaseOnly });
  await seed(pglite);
  adapters.push({ name: 'pglite gin', t: pglite });
}, 180_000);
afterAll(async () => {
  for (const { t } of adapters.reverse()) await t.close();
});

async function list(t: TestContext, query: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/offers?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json();
}

/** Every adapter's answer to `query`, which must be one answer. */
async function agreed(query: string): Promise<Page> {
  const answers = [];
  for (const { name, t } of adapters) answers.push({ name, page: await list(t, query) });
  for (const { name, page } of answers.slice(1)) expect(page, `${name}: ${query}`).toEqual(answers[0]!.page);
  return answers[0]!.page;
}

const newestFirst = (a: Listing, b: Listing) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

const servicesWith = (pattern: RegExp) =>
  listings.filter((listing) => listing.kind === 'service' && pattern.test(`${listing.title} ${listing.description}`));

describe('the search port', () => {
  it('uses RUM on PostgreSQL wherever the rum extension is installed', async () => {
    if (testDatabaseKind() === 'pglite') {
      expect(own.ctx.search.index).toBe('gin');
      return;
    }
    const { rows } = (await own.db.execute(sql`SELECT 1 FROM pg_available_extensions WHERE name = 'rum'`)) as {
      rows: unknown[];
    };
    expect(own.ctx.search.index).toBe(rows.length > 0 ? 'rum' : 'gin');
    expect(await detectSearchIndex(own.db)).toBe(own.ctx.search.index);
    expect(createSearchPort('gin').index).toBe('gin');
  });

  it('pages a searched list newest first alike, ties by id, on every page', async () => {
    const expected = servicesWith(/lessons/i).sort(newestFirst);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const found = await agreed(`q=lessons&sort=newest&pageSize=25&page=${page}`);
      expect(found.total).toBe(expected.length);
      seen.push(...found.items.map((card) => card.id));
    }
    expect(seen).toEqual(expected.map((listing) => listing.id));
  });

  it('ranks a search alike, each match once, with the same marks and total', async () => {
    const ranked = [];
    for (let page = 1; page <= 3; page++)
      ranked.push(...(await agreed(`q=garden design&pageSize=25&page=${page}`)).items);
    expect(ranked.map((card) => card.id).sort()).toEqual(
      servicesWith(/garden design/i)
        .map((listing) => listing.id)
        .sort(),
    );
    // A full page of a search with fewer matches than the relevance window: the window tells the total.
    const lessons = await agreed('q=lessons&pageSize=25');
    expect(lessons.items).toHaveLength(25);
    expect(lessons.total).toBe(servicesWith(/lessons/i).length);
    expect(ranked[0]?.highlight?.title).toMatch(/\[\[Garden\]\] \[\[design\]\]/);
  });

  it('answers phrases, OR, excluded words and every sort alike', async () => {
    const queries = [
      'q="piano lessons"&sort=newest',
      'q=piano OR bike&sort=newest&page=2',
      'q=lessons -piano&sort=newest',
      'q=experienced&sort=price-asc&page=2',
      'q=experienced&sort=price-desc',
      'q=patient&sort=rating',
      'q=tuning',
      'q=repair&kind=request',
      'sort=newest&page=3',
    ];
    for (const query of queries) await agreed(query);
    const phrase = await agreed('q="piano lessons"&sort=newest');
    expect(phrase.items.map((card) => card.id)).toEqual(
      servicesWith(/piano lessons/i)
        .sort(newestFirst)
        .map((listing) => listing.id)
        .slice(0, phrase.items.length),
    );
  });

  it('corrects a misspelt search, suggests titles and finds matches alike', async () => {
    const corrected = await agreed('q=guittar');
    expect(corrected.resultsFor).toBe('guitar');
    const suggestions = [];
    const matches = [];
    const request = listings.find((listing) => listing.kind === 'request')!;
    for (const { t } of adapters) {
      const response = await t.app.inject({ method: 'GET', url: '/api/offers/suggestions?q=wed pho' });
      suggestions.push(response.json());
      matches.push((await findListingMatches(t.db, request.id)).map((row) => row.listing.id));
    }
    const titles = (suggestions[0] as { suggestions: string[] }).suggestions;
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Wedding photography/);
    for (const answer of suggestions.slice(1)) expect(answer).toEqual(suggestions[0]);
    expect(matches[0]!.length).toBeGreaterThan(0);
    for (const answer of matches.slice(1)) expect(answer).toEqual(matches[0]);
  });
});
