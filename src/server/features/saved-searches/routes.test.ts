import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/me/saved-searches';
type Body = Record<string, unknown>;
const save = (cookie: string, payload: Body) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const patch = (cookie: string, id: string, payload: Body) =>
  t.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers: { cookie }, payload });
const list = (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('saved searches: visitors', () => {
  it('answers 401 to every call without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['PATCH', `${url}/${id}`],
      ['DELETE', `${url}/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url: path, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /api/me/saved-searches', () => {
  it("saves the list's filters as the list reads them, without the page, and lists it", async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await save(cookie, {
      name: '  Garden help  ',
      query:
        '?kind=request&q=garden&category=home-and-garden&payment=coins&minPrice=10&maxPrice=50&currency=EUR&barter=true&page=3&view=list',
      alertEmail: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Garden help',
      alertInApp: true,
      alertEmail: true,
      filters: {
        kind: 'request',
        q: 'garden',
        category: 'home-and-garden',
        payment: 'coins',
        minPrice: 10,
        maxPrice: 50,
        currency: 'EUR',
        barter: true,
      },
    });
    expect(res.json().filters).not.toHaveProperty('page');
    expect(res.json().path).toBe(
      '/requests?q=garden&category=home-and-garden&payment=coins&minPrice=10&maxPrice=50&currency=EUR&barter=true',
    );
    const listed = await list(cookie);
    expect(listed.json()).toEqual([res.json()]);
  });

  it('defaults to services with the in-app alert only', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await save(cookie, { name: 'Everything', query: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      filters: { kind: 'service', currency: 'USD' },
      path: '/browse',
      alertInApp: true,
      alertEmail: false,
    });
  });

  it('refuses a missing or too long name and filters the list would refuse, naming the field', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const cases: [Body, string][] = [
      [{ query: '' }, 'name'],
      [{ name: '   ', query: '' }, 'name'],
      [{ name: 'x'.repeat(limits.savedSearchNameMax + 1), query: '' }, 'name'],
      [{ name: 'Bad', query: 'category=unicorns' }, 'query.category'],
      [{ name: 'Bad', query: 'minPrice=50&maxPrice=10' }, 'query.minPrice'],
      [{ name: 'Bad', query: 'coins=yes' }, 'query.coins'],
      [{ name: 'Bad', query: 'sort=cheapest' }, 'query.sort'],
      [{ name: 'Bad', query: '', alertEmail: 'yes' }, 'alertEmail'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await list(cookie)).json()).toEqual([]);
  });

  it('refuses a name the member already uses with 409, while another member may use it', async () => {
    const { cookie } = await createSignedInMember(t.app);
    expect((await save(cookie, { name: 'Tutors', query: 'q=maths' })).statusCode).toBe(201);
    const again = await save(cookie, { name: 'Tutors', query: 'q=physics' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'NAME_TAKEN' });
    expect(again.json().error.message).toContain('"Tutors"');
    const other = await createSignedInMember(t.app);
    expect((await save(other.cookie, { name: 'Tutors', query: '' })).statusCode).toBe(201);
  });

  it(`keeps at most ${limits.savedSearchesMax} searches per member`, async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await t.db.insert(savedSearches).values(
      Array.from({ length: limits.savedSearchesMax }, (_, i) => ({
        userId: user.id,
        name: `Search ${i}`,
        filters: { kind: 'service' as const, currency: 'USD' as const },
      })),
    );
    const res = await save(cookie, { name: 'One too many', query: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SAVED_SEARCHES_FULL');
    expect(await t.db.$count(savedSearches, eq(savedSearches.userId, user.id))).toBe(limits.savedSearchesMax);
  });
});

describe('PATCH and DELETE /api/me/saved-searches/:id', () => {
  it('renames and switches the alerts; refuses an empty change, a taken name, and answers 404 to others', async () => {
    const owner = await createSignedInMember(t.app);
    const { id } = (await save(owner.cookie, { name: 'Bikes', query: 'q=bike' })).json();
    await save(owner.cookie, { name: 'Cars', query: 'q=car' });

    const renamed = await patch(owner.cookie, id, { name: 'Bicycles', alertInApp: false, alertEmail: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Bicycles', alertInApp: false, alertEmail: true });
    // Its own name again is no conflict.
    expect((await patch(owner.cookie, id, { name: 'Bicycles' })).statusCode).toBe(200);

    expect((await patch(owner.cookie, id, {})).statusCode).toBe(400);
    const taken = await patch(owner.cookie, id, { name: 'Cars' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('NAME_TAKEN');

    const stranger = await createSignedInMember(t.app);
    expect((await patch(stranger.cookie, id, { name: 'Mine now' })).statusCode).toBe(404);
    const removeByStranger = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(removeByStranger.statusCode).toBe(404);
    expect(removeByStranger.json().error.message).toBe('Saved search not found');
    expect((await patch(owner.cookie, 'not-an-id', { name: 'X' })).statusCode).toBe(404);

    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ name: 'Bicycles', alertInApp: false, alertEmail: true });

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await list(owner.cookie)).json().map((s: { name: string }) => s.name)).toEqual(['Cars']);
    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { cookie: owner.cookie } });
    expect(gone.statusCode).toBe(404);
  });
});
