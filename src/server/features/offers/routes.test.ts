import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createProposal, createReview, createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
const hour = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createUser(t.db, { fullName: 'Grace Provider' });
  // 60 live design services, newest first by index, to page through.
  for (let i = 0; i < 60; i += 1) {
    await createOffer(t, {
      userId: provider.id,
      title: `Logo design package ${i}`,
      description: 'Clean vector logos with two rounds of changes.',
      category: 'Design & Creative',
      paymentTypes: i % 2 === 0 ? ['cash'] : ['coins', 'trade'],
      createdAt: ago(i + 10),
    });
  }
  await createOffer(t, {
    userId: provider.id,
    title: 'Guitar lessons for beginners',
    description: 'Chords, strumming and your first songs, 100% patient teaching.',
    category: 'Music & Audio',
    createdAt: ago(1),
  });
  await createOffer(t, {
    title: 'Hidden pending listing about guitar',
    status: 'pending',
    category: 'Music & Audio',
  });
  await createOffer(t, { title: 'Paused guitar repairs', status: 'paused', category: 'Music & Audio' });
  await createOffer(t, { title: 'Need a guitar teacher', kind: 'request', category: 'Music & Audio' });
}, 120_000);
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/offers${query}` });

describe('GET /api/offers', () => {
  it('lists live services only, newest first, 50 per page by default, with the total', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 61, page: 1, pageSize: 50 });
    expect(body.items).toHaveLength(50);
    expect(body.items[0].title).toBe('Guitar lessons for beginners');
    expect(body.items[1].title).toBe('Logo design package 0');
    expect(body.items[0]).toMatchObject({
      categorySlug: 'music-and-audio',
      provider: { fullName: 'Grace Provider' },
      rating: null,
      reviewCount: 0,
    });
    expect(body.items[0].provider).not.toHaveProperty('email');
  });

  it('pages with the allowed page sizes and stops at the last item', async () => {
    const second = (await list('?pageSize=25&page=3')).json();
    expect(second.items).toHaveLength(11);
    expect(second.items[0].title).toBe('Logo design package 49');
    const beyond = (await list('?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 61 });
  });

  it('searches title and description by words without case, and ignores symbols', async () => {
    const guitar = (await list('?q=GUITAR')).json();
    expect(guitar.items.map((o: { title: string }) => o.title)).toEqual(['Guitar lessons for beginners']);
    expect((await list('?q=vector%20LOGOS')).json().total).toBe(60);
    expect((await list('?q=100%25')).json().total).toBe(1);
    // A search of symbols or ignored words alone has no words to find.
    expect((await list('?q=%25')).json()).toMatchObject({ total: 0, items: [] });
    expect((await list('?q=the')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('filters by category slug and by accepted payment type', async () => {
    expect((await list('?category=music-and-audio')).json().total).toBe(1);
    expect((await list('?category=design-and-creative&payment=coins')).json().total).toBe(30);
    expect((await list('?payment=trade&q=logo')).json().total).toBe(30);
  });

  it('lists requests separately', async () => {
    const requests = (await list('?kind=request')).json();
    expect(requests.items.map((o: { title: string }) => o.title)).toEqual(['Need a guitar teacher']);
  });

  it.each([
    ['?page=0', 'page', 'Page must be at least 1'],
    ['?page=abc', 'page', 'Page must be a number'],
    ['?page=201', 'page', 'Page must be at most 200'],
    ['?pageSize=10', 'pageSize', 'Page size must be 25, 50, 75 or 100'],
    ['?category=astrology', 'category', 'Unknown category'],
    ['?payment=gold', 'payment', 'Payment type must be cash, coins or trade'],
    ['?kind=everything', 'kind', 'Kind must be service or request'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
  ])('answers %s with a 400 naming the field', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });
});

describe('ratings, featured and categories', () => {
  it('shows the real average rating from completed deals', async () => {
    const offer = await createOffer(t, {
      title: 'Rated dog walking',
      category: 'Pet Services',
      createdAt: ago(0.5),
    });
    for (const rating of [5, 4, 4]) {
      const deal = await createProposal(t, { offerId: offer.id, status: 'completed' });
      await createReview(t, { proposalId: deal.id, rating });
    }
    const card = (await list('?category=pet-services')).json().items[0];
    expect(card).toMatchObject({ title: 'Rated dog walking', rating: 4.3, reviewCount: 3 });
  });

  it('features six live services, best rated first', async () => {
    const featured = (await t.app.inject({ method: 'GET', url: '/api/offers/featured' })).json();
    expect(featured).toHaveLength(6);
    expect(featured[0]).toMatchObject({ title: 'Rated dog walking', rating: 4.3 });
    expect(featured.every((o: { kind: string }) => o.kind === 'service')).toBe(true);
  });

  it('counts live services for each of the 22 categories', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(res).toHaveLength(22);
    const byName = Object.fromEntries(res.map((c: { name: string; count: number }) => [c.name, c.count]));
    expect(byName).toMatchObject({
      'Design & Creative': 60,
      'Music & Audio': 1,
      'Pet Services': 1,
      'Legal Services': 0,
    });
    expect(res.find((c: { slug: string }) => c.slug === 'business')).toMatchObject({ name: 'Business Services' });
  });
});

describe('GET /api/offers/:id', () => {
  it('shows a live listing to anyone, with its provider and images', async () => {
    const offer = await createOffer(t, { images: ['/uploads/aa/a.webp', '/uploads/bb/b.webp'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: offer.id,
      images: ['/uploads/aa/a.webp', '/uploads/bb/b.webp'],
      image: '/uploads/aa/a.webp',
      provider: { memberSince: expect.any(String) },
    });
  });

  it("answers 'Listing not found' for unknown ids and for listings that are not live", async () => {
    const pending = await createOffer(t, { status: 'pending' });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', pending.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/offers/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
    }
  });

  it('counts a view once per viewer per day, and not the owner own visits', async () => {
    const { user: owner, cookie: ownerCookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.id, views: 0 });
    const view = (headers: Record<string, string> = {}, remoteAddress = '10.2.2.2') =>
      t.app.inject({ method: 'GET', url: `/api/offers/${offer.id}`, headers, remoteAddress });

    expect((await view()).json().views).toBe(1);
    expect((await view()).json().views).toBe(1);
    expect((await view({}, '10.3.3.3')).json().views).toBe(2);
    const { cookie } = await createSignedInMember(t.app);
    expect((await view({ cookie })).json().views).toBe(3);
    expect((await view({ cookie })).json().views).toBe(3);
    expect((await view({ cookie: ownerCookie })).json().views).toBe(3);
    const stored = await t.db.query.offerViews.findMany({ where: (v, { eq }) => eq(v.offerId, offer.id) });
    expect(stored.map((v) => v.viewerKey).join(' ')).not.toContain('10.2.2.2');
  });

  it('shows a listing that is not live to its owner and to admins', async () => {
    const { user: owner, cookie } = await createSignedInMember(t.app);
    const pending = await createOffer(t, { userId: owner.id, status: 'pending' });
    const mine = await t.app.inject({ method: 'GET', url: `/api/offers/${pending.id}`, headers: { cookie } });
    expect(mine.json()).toMatchObject({ id: pending.id, status: 'pending' });
    const { cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${pending.id}`,
      headers: { cookie: adminCookie },
    });
    expect(admin.statusCode).toBe(200);
    const { cookie: otherCookie } = await createSignedInMember(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${pending.id}`,
      headers: { cookie: otherCookie },
    });
    expect(other.statusCode).toBe(404);
  });
});
