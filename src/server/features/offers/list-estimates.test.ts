// A searched list's estimate is worked out from estimates of its parts (list-estimates.ts); it must be the
// planner's own estimate of the whole filter, which the reads are weighed by and the '1000+' shortcut trusts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { estimateRows } from '../../db/capped-search.ts';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { filterConditions } from './filters.ts';
import { estimateList } from './list-estimates.ts';

const categories = ['Technology', 'Home & Garden', 'Photography'] as const;
const words = ['guitar', 'garden', 'wedding', 'repair'];

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db);
  for (let i = 0; i < 240; i++) {
    await createOffer(t, {
      userId: user.id,
      kind: i % 4 === 0 ? 'request' : 'service',
      title: `${words[i % words.length]} help ${i % 3 === 0 ? 'and repair' : ''}`,
      category: categories[i % categories.length],
      priceCashCents: 1000 + (i % 12) * 700,
      status: i % 10 === 9 ? 'paused' : 'active',
    });
  }
  await t.db.execute(sql`ANALYZE offers`);
}, 60_000);
afterAll(() => t.close());

describe('a list estimate', () => {
  it.each([
    'q=guitar',
    'q=repair&category=home-and-garden',
    'q=wedding&kind=request',
    'q=garden&minPrice=20&maxPrice=60',
    'q=guitar OR wedding&category=technology&minPrice=10',
    'minPrice=30&maxPrice=70',
  ])("is the planner's estimate of the whole filter: %s", async (search) => {
    const query = offerListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    const planner = await estimateRows(t.db, sql`SELECT 1 FROM ${offers} WHERE ${filterConditions(query)}`);
    const worked = await estimateList(t.ctx, query, 'newest', true).estimate;
    expect(Math.abs(worked! - planner), `${worked} against ${planner}`).toBeLessThanOrEqual(
      Math.max(1, planner * 0.02),
    );
  });

  it('is not asked for a plain list, which is counted', () => {
    const query = offerListQuerySchema.parse({ category: 'technology' });
    expect(estimateList(t.ctx, query, 'newest', false).estimate).toBeNull();
  });
});
