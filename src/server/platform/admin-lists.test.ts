// The admin lists' totals and search at the edges: a search's count stops at the cap and says so, yet pages go
// on; searches under 3 characters (no trigram index can serve them) still find substrings; `%` and `_` are
// characters; totals without a search are exact, past the cap too.
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTotalCap } from '../db/capped-search.ts';
import { feedback, ledgerEntries, offers, users } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';

type ListPage = { items: Record<string, unknown>[]; total: number; totalCapped: boolean };

let t: TestContext;
let cookie: string;
let ownerId: string;
// Members that exist besides the generated ones: the signed-in admin and the offers' owner.
const others = 2;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createSignedInMember(t.app, { role: 'admin', fullName: 'Staff Admin' })).cookie;
  ownerId = (await createUser(t.db, { fullName: 'Offer Owner' })).id;
  // Past the cap by ten, exactly at it, and a few: names and emails by the hundred, in bulk (no sign-in needed).
  const members = [
    ...named('Overcap', searchTotalCap + 10),
    ...named('Atcap', searchTotalCap),
    { email: 'quinn@list.example', fullName: 'Quinn Percent' },
  ];
  for (let i = 0; i < members.length; i += 500) await t.db.insert(users).values(members.slice(i, i + 500));
  // Newest first by (created_at, id): the authors' feedback spread over time, one per member past the cap.
  const authors = await t.db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(like(users.fullName, 'Overcap%'));
  await t.db
    .insert(feedback)
    .values(authors.map((a) => ({ userId: a.id, content: 'The wallet page is slow.', createdAt: a.createdAt })));
  await t.db.insert(offers).values(
    ['100% cotton tote bags', '100 cotton tote bags', 'Fix a_b joints', 'Fix axb joints', 'JQ maths help'].map(
      (title) => ({
        userId: ownerId,
        title,
        description: 'Handmade.',
        category: 'Technology',
        priceCashCents: 500,
        paymentTypes: ['cash'],
      }),
    ),
  );
  await t.db.insert(ledgerEntries).values(
    ['Paid for Quilts', 'quiet hours refund', 'Nothing to see'].map((description) => ({
      type: 'received' as const,
      kind: 'adjustment' as const,
      currency: 'coins' as const,
      amount: 1,
      description,
    })),
  );
  // Realistic estimates, as a live database has: the planner's row counts choose how each search is read.
  for (const table of ['users', 'feedback', 'offers', 'ledger_entries'])
    await t.db.execute(sql.raw(`ANALYZE ${table}`));
});
afterAll(() => t.close());

function named(word: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    email: `${word.toLowerCase()}${i}@list.example`,
    fullName: `${word} Member ${i}`,
    createdAt: minutesAgo(i),
  }));
}

function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

async function list(url: string): Promise<ListPage> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListPage;
}

describe('admin list totals', () => {
  it(`answer a search past ${searchTotalCap} matches as capped at ${searchTotalCap}, and page on past it`, async () => {
    const first = await list('/api/admin/users?q=OVERCAP&pageSize=100');
    expect(first).toMatchObject({ total: searchTotalCap, totalCapped: true });
    expect(first.items.map((u) => u.fullName)).toEqual(Array.from({ length: 100 }, (_, i) => `Overcap Member ${i}`));
    const past = await list(`/api/admin/users?q=overcap&pageSize=100&page=${searchTotalCap / 100 + 1}`);
    expect(past.items.map((u) => u.fullName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Overcap Member ${searchTotalCap + i}`),
    );
    expect(past).toMatchObject({ total: searchTotalCap, totalCapped: true });
  });

  it(`answer exactly ${searchTotalCap} matches as exact`, async () => {
    expect(await list('/api/admin/users?q=atcap')).toMatchObject({ total: searchTotalCap, totalCapped: false });
  });

  it('cap a feedback search that matches through its authors, newest first', async () => {
    const found = await list('/api/admin/feedback?q=overcap&pageSize=25');
    expect(found).toMatchObject({ total: searchTotalCap, totalCapped: true });
    expect(found.items.map((f) => (f.user as { fullName: string }).fullName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Overcap Member ${i}`),
    );
    expect(await list('/api/admin/feedback?q=quinn')).toMatchObject({ total: 0, totalCapped: false });
  });

  it('count exactly without a search, past the cap too, and with a status filter', async () => {
    const everyone = searchTotalCap * 2 + 10 + 1 + others;
    expect(await list('/api/admin/users')).toMatchObject({ total: everyone, totalCapped: false });
    expect(await list('/api/admin/users?status=all&page=3')).toMatchObject({ total: everyone, totalCapped: false });
    expect(await list('/api/admin/users?status=active')).toMatchObject({ total: everyone, totalCapped: false });
    expect(await list('/api/admin/users?status=suspended')).toMatchObject({ total: 0, totalCapped: false });
    expect(await list('/api/admin/feedback')).toMatchObject({ total: searchTotalCap + 10, totalCapped: false });
  });
});

describe('admin list totals kept for a few seconds', () => {
  it('count a new member and an admin action at once', async () => {
    const before = (await list('/api/admin/users')).total;
    const suspended = (await list('/api/admin/users?status=suspended')).total;
    const member = await createUser(t.db, { fullName: 'Fresh Member' });
    expect((await list('/api/admin/users')).total).toBe(before + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspend`,
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('/api/admin/users?status=suspended')).total).toBe(suspended + 1);
    expect((await list('/api/admin/users?status=active')).total).toBe(before + 1 - suspended - 1);
  });
});

describe('admin search under 3 characters and with wildcards', () => {
  it('finds a 1- or 2-character substring in any case', async () => {
    const titles = async (search: string) =>
      (await list(`/api/admin/offers?q=${encodeURIComponent(search)}`)).items.map((o) => o.title);
    expect(await titles('jQ')).toEqual(['JQ maths help']);
    const descriptions = async (search: string) =>
      (await list(`/api/admin/transactions?q=${search}`)).items.map((e) => e.description);
    expect((await descriptions('Q')).sort()).toEqual(['Paid for Quilts', 'quiet hours refund']);
    expect(await descriptions('ui')).toHaveLength(2);
    expect((await list('/api/admin/users?q=Q')).items.map((u) => u.fullName)).toEqual(['Quinn Percent']);
  });

  it('takes % and _ as the characters, alone and in a word', async () => {
    const titles = async (search: string) => {
      const page = await list(`/api/admin/offers?q=${encodeURIComponent(search)}`);
      return page.items.map((o) => o.title);
    };
    expect(await titles('%')).toEqual(['100% cotton tote bags']);
    expect(await titles('0%')).toEqual(['100% cotton tote bags']);
    expect(await titles('_')).toEqual(['Fix a_b joints']);
    expect(await titles('A_B')).toEqual(['Fix a_b joints']);
  });
});
