// GET /api/offers' sorts and filters (issue 24): each order exact and stable (ties broken by id), the price range in
// the viewer's currency, the payment switches, the errors, and deep pages read by keyset matching those skipped to.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createReview, createUser } from '../../test/factories.ts';
import { invalidateOfferLists } from './list-cache.ts';

let t: TestContext;
const hour = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

type Card = { id: string; title: string; rating: number | null; reviewCount: number };

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/offers${query}` });
  return { status: response.statusCode, body: response.json() };
}
const titles = async (query: string) => ((await list(query)).body.items as Card[]).map((c) => c.title);

let pricedTwin: { id: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createUser(t.db, { fullName: 'Sorted Provider' });
  const make = (title: string, extra: Parameters<typeof createOffer>[1]) =>
    createOffer(t, { userId: provider.id, title, category: 'Home & Garden', ...extra });
  await make('Cheap cash', { priceCashCents: 1000, priceCoins: null, paymentTypes: ['cash'], createdAt: ago(5) });
  await make('Coins only', { priceCashCents: null, priceCoins: 50, paymentTypes: ['coins'], createdAt: ago(4) });
  await make('Dear cash', {
    priceCashCents: 9000,
    priceCoins: null,
    paymentTypes: ['cash', 'trade'],
    createdAt: ago(3),
  });
  await make('Negotiable', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', createdAt: ago(2) });
  // Two at one price: the id decides between them, the same way every time.
  pricedTwin = [
    await make('Twin A', { priceCashCents: 5000, priceCoins: 500, paymentTypes: ['cash', 'coins'], createdAt: ago(1) }),
    await make('Twin B', { priceCashCents: 5000, priceCoins: null, paymentTypes: ['trade'], createdAt: ago(1) }),
  ];
  await make('Elsewhere', { category: 'Technology', priceCashCents: 10, createdAt: ago(6) });

  const dear = await t.db.query.offers.findFirst({ where: (o, { eq }) => eq(o.title, 'Dear cash') });
  const cheap = await t.db.query.offers.findFirst({ where: (o, { eq }) => eq(o.title, 'Cheap cash') });
  await createReview(t, { offerId: dear!.id, rating: 5 });
  await createReview(t, { offerId: cheap!.id, rating: 5 });
  await createReview(t, { offerId: cheap!.id, rating: 4 });
  await createReview(t, { offerId: pricedTwin[0]!.id, rating: 5 });
  await createReview(t, { offerId: pricedTwin[0]!.id, rating: 5 });
  invalidateOfferLists(t.ctx);
}, 120_000);
afterAll(() => t.close());

const garden = '?category=home-and-garden';
const twins = () => [...pricedTwin].sort((a, b) => (a.id < b.id ? -1 : 1)).map((o) => o.id);
const titleOf = (id: string) => (id === pricedTwin[0]!.id ? 'Twin A' : 'Twin B');

describe('GET /api/offers sorts', () => {
  it('orders newest first by default', async () => {
    expect(await titles(garden)).toEqual(['Twin B', 'Twin A', 'Negotiable', 'Dear cash', 'Coins only', 'Cheap cash']);
  });

  it('orders by price low to high, coins at their dollar value, unpriced last, ties by id', async () => {
    const [first, second] = twins().map(titleOf);
    expect(await titles(`${garden}&sort=price-asc`)).toEqual([
      'Coins only',
      'Cheap cash',
      first,
      second,
      'Dear cash',
      'Negotiable',
    ]);
  });

  it('orders by price high to low with the unpriced still last', async () => {
    const [first, second] = twins().map(titleOf).reverse();
    expect(await titles(`${garden}&sort=price-desc`)).toEqual([
      'Dear cash',
      first,
      second,
      'Cheap cash',
      'Coins only',
      'Negotiable',
    ]);
  });

  it('orders best rated first: the average, then the number of reviews, then the id; unrated last', async () => {
    const { body } = await list(`${garden}&sort=rating`);
    const cards = body.items as Card[];
    expect(cards.slice(0, 3).map((c) => [c.title, c.rating, c.reviewCount])).toEqual([
      ['Twin A', 5, 2],
      ['Dear cash', 5, 1],
      ['Cheap cash', 4.5, 2],
    ]);
    const unrated = cards.slice(3);
    expect(unrated.every((c) => c.rating === null)).toBe(true);
    expect(unrated.map((c) => c.id)).toEqual(
      unrated
        .map((c) => c.id)
        .sort()
        .reverse(),
    );
  });

  it('treats relevance without a search as newest first', async () => {
    expect(await titles(`${garden}&sort=relevance`)).toEqual(await titles(garden));
  });
});

describe('GET /api/offers filters', () => {
  it('keeps a price range in the viewer currency, leaving unpriced listings out', async () => {
    expect(await titles(`${garden}&minPrice=20&maxPrice=50&sort=price-asc`)).toEqual(
      expect.arrayContaining(['Twin A', 'Twin B']),
    );
    expect(await titles(`${garden}&minPrice=20&maxPrice=50`)).toHaveLength(2);
    // 46 EUR is 50 USD at the static rate: the twins are in, the 90 USD one is not.
    expect((await titles(`${garden}&minPrice=46&maxPrice=46&currency=EUR`)).sort()).toEqual(['Twin A', 'Twin B']);
    expect(await titles(`${garden}&maxPrice=10&sort=price-asc`)).toEqual(['Coins only', 'Cheap cash']);
    const ranged = (await list(`${garden}&maxPrice=10`)).body;
    expect(ranged).toMatchObject({ total: 2, totalCapped: false });
  });

  it('keeps listings that accept coins or are open to barter, and both', async () => {
    expect((await titles(`${garden}&coins=true`)).sort()).toEqual(['Coins only', 'Twin A']);
    expect((await titles(`${garden}&barter=true`)).sort()).toEqual(['Dear cash', 'Twin B']);
    expect(await titles(`${garden}&coins=true&barter=true`)).toEqual([]);
  });

  it.each([
    ['?minPrice=60&maxPrice=50', 'minPrice', 'Minimum price must not be above maximum price'],
    ['?minPrice=-1', 'minPrice', 'Minimum price must not be negative'],
    ['?maxPrice=lots', 'maxPrice', 'Maximum price must be a number'],
    ['?sort=cheapest', 'sort', 'Sort must be relevance, newest, price-asc, price-desc or rating'],
    ['?coins=yes', 'coins', 'coins must be true or left out'],
    ['?currency=XYZ', 'currency', 'Unknown currency'],
  ])('answers 400 for %s naming the problem', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });
});

describe('GET /api/offers deep pages', () => {
  beforeAll(async () => {
    const provider = await createUser(t.db);
    for (let i = 0; i < 60; i += 1) {
      await createOffer(t, {
        userId: provider.id,
        title: `Paged lesson ${i}`,
        category: 'Education & Tutoring',
        // Every third has no price, and prices repeat, so ties and the unpriced tail cross page ends.
        priceCashCents: i % 3 === 0 ? null : 1000 + (i % 7) * 100,
        priceCoins: null,
        createdAt: ago(i % 5),
      });
    }
  }, 120_000);

  it.each(['newest', 'price-asc', 'price-desc', 'rating'])(
    'gives the same pages %s whether read one after another (keyset) or jumped to (offset)',
    async (sort) => {
      const query = `?category=education-and-tutoring&sort=${sort}&pageSize=25`;
      invalidateOfferLists(t.ctx);
      const jumped = [];
      for (const page of [3, 2, 1]) jumped.unshift(...(await list(`${query}&page=${page}`)).body.items);
      invalidateOfferLists(t.ctx);
      const walked = [];
      for (const page of [1, 2, 3]) walked.push(...(await list(`${query}&page=${page}`)).body.items);
      const ids = walked.map((c: Card) => c.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      expect(ids).toEqual(jumped.map((c: Card) => c.id));
    },
  );
});

describe('GET /api/offers pages of rows a millisecond apart or less', () => {
  beforeAll(async () => {
    const provider = await createUser(t.db);
    // Microseconds apart, as listings created by the API are (now() has them); a JavaScript date has none.
    await t.db.execute(sql`
      INSERT INTO offers (user_id, title, description, category, price_cash_cents, payment_types, status, created_at)
      SELECT ${provider.id}, 'Zebra crossing warden ' || i, 'Walks children across.', 'Pet Services', 1000, '{cash}',
        'active', timestamptz '2026-01-01 10:00:00.123' + i * interval '1 microsecond'
      FROM generate_series(1, 30) AS i`);
    await t.db.execute(sql`
      INSERT INTO offers (user_id, title, description, category, price_cash_cents, payment_types, status, created_at)
      SELECT ${provider.id}, 'Quagga tour ' || i, 'A day out.', 'Photography', 1000, '{cash}', 'active',
        timestamptz '2026-01-01 10:00:00' - i * interval '1 minute'
      FROM generate_series(1, 320) AS i`);
    invalidateOfferLists(t.ctx);
  }, 120_000);

  it('walks newest first through rows sharing a millisecond without losing any', async () => {
    const ids = [];
    for (const page of [1, 2]) {
      ids.push(...(await list(`?category=pet-services&pageSize=25&page=${page}`)).body.items.map((c: Card) => c.id));
    }
    expect(new Set(ids).size).toBe(30);
  });

  it('pages a ranked search past its window without repeating or losing a match', async () => {
    const ids = [];
    for (const page of [1, 2, 3, 4]) {
      ids.push(...(await list(`?q=quagga&pageSize=100&page=${page}`)).body.items.map((c: Card) => c.id));
    }
    expect(ids).toHaveLength(320);
    expect(new Set(ids).size).toBe(320);
  });
});
