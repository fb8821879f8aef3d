import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

describe('GET /api/proposals filters', () => {
  const ids = (res: { json: () => { items: { id: string }[] } }) =>
    res
      .json()
      .items.map((item) => item.id)
      .sort();

  it('answers 401 to visitors and 400 to a bad category, payment type or search, with the message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/proposals?q=garden' })).statusCode).toBe(401);
    const member = await createSignedInMember(t.app);
    const cases: [string, string][] = [
      ['category=nope', 'Unknown category'],
      ['category=Technology', 'Unknown category'],
      ['payment=gold', 'Payment type must be cash, coins or trade'],
      [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/proposals?${query}`, member);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBe(message);
    }
  });

  it('narrows by title, category and payment, together and with the box, counting what is left', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const propose = async (listing: { id: string }, who: Signed, overrides: object = {}) =>
      (await post(`/api/offers/${listing.id}/proposals`, who, form(overrides))).json().id as string;
    const garden = await listingOf(owner, { title: 'Garden Design 50%', category: 'Home & Garden' });
    const piano = await listingOf(owner, { title: 'Piano lessons', category: 'Music & Audio' });
    const logo = await listingOf(sender, { title: 'Logo garden', category: 'Design & Creative' });
    const gone = await listingOf(owner, { title: 'Garden shed', category: 'Home & Garden' });
    const gardenCash = await propose(garden, sender);
    const pianoCoins = await propose(piano, sender, {
      paymentMethods: ['coins', 'trade'],
      coinAmount: 5,
      tradeDescription: 'Eggs',
    });
    const logoReceived = await propose(logo, owner, { paymentMethods: ['trade'], tradeDescription: 'Bread' });
    const goneCash = await propose(gone, sender);
    await t.db.delete(offers).where(eq(offers.id, gone.id));
    // Another member's proposals on the same listings must never leak through a filter.
    await propose(garden, other);
    await propose(piano, other, { paymentMethods: ['coins'], coinAmount: 9 });

    const list = (query: string) => get(`/api/proposals?${query}`, sender);
    expect(ids(await list(''))).toEqual([gardenCash, pianoCoins, logoReceived, goneCash].sort());
    // The title kept on the proposal, in any case, as a substring; % matches itself.
    expect(ids(await list('q=GARDEN'))).toEqual([gardenCash, logoReceived, goneCash].sort());
    expect(ids(await list('q=%20design%2050%25%20'))).toEqual([gardenCash]);
    expect(ids(await list('q=%25'))).toEqual([gardenCash]);
    // A deleted listing has no category, so it matches none.
    expect(ids(await list('category=home-and-garden'))).toEqual([gardenCash]);
    expect(ids(await list('payment=trade'))).toEqual([pianoCoins, logoReceived].sort());
    expect(ids(await list('payment=cash'))).toEqual([gardenCash, goneCash].sort());
    expect(ids(await list('q=garden&payment=cash'))).toEqual([gardenCash, goneCash].sort());
    expect(ids(await list('q=garden&payment=trade&box=received'))).toEqual([logoReceived]);
    expect(ids(await list('q=garden&payment=trade&box=sent'))).toEqual([]);
    expect(ids(await list('category=music-and-audio&payment=cash'))).toEqual([]);
    const paged = (await list('q=garden&pageSize=25&page=1')).json();
    expect(paged.total).toBe(3);
    const none = (await list('q=nothing-like-this')).json();
    expect(none).toMatchObject({ total: 0, items: [] });

    // The other member sees only the two they sent, whatever the filter.
    const theirs = (query: string) => get(`/api/proposals?${query}`, other);
    for (const query of [
      'q=garden',
      'q=piano',
      'category=home-and-garden',
      'payment=coins',
      'payment=trade',
      'box=received',
    ]) {
      const res = (await theirs(query)).json();
      for (const item of res.items) expect(item.sender.id, query).toBe(other.user.id);
      expect(res.total, query).toBe(res.items.length);
    }
    expect((await theirs('payment=trade')).json().total).toBe(0);
    expect((await theirs('q=logo')).json().total).toBe(0);
    expect((await theirs('category=home-and-garden')).json().total).toBe(1);
  });
});
