// How each adapter of the search port chooses to read a page, from the planner's estimates it is given: the rule
// that decides between collecting a search's matches, reading in the sort's order, and RUM. The pages each way
// reads are the same (search-adapters.test.ts); this is about which way is taken.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { OfferSort } from '#shared/constants.ts';
import { createSearchPort } from './port.ts';
import type { PageRequest, RowSource } from './page-source.ts';

type Estimates = { matches: number; walked: number; textMatches?: number };

function pageRequest(q: string, sort: OfferSort, needed: number, estimates: Estimates) {
  const asked: string[] = [];
  const page: PageRequest = {
    where: sql`true`,
    q,
    sort,
    needed,
    estimate: Promise.resolve(estimates.matches),
    walked: () => {
      asked.push('walked');
      return Promise.resolve(estimates.walked);
    },
    textMatches: () => {
      asked.push('textMatches');
      return Promise.resolve(estimates.textMatches ?? estimates.matches);
    },
  };
  return { page, asked };
}

const dialect = new PgDialect();
const way = (source: RowSource) => {
  const from = dialect.sqlToQuery(source.from).sql;
  if (from.includes('<=|')) return 'rum';
  return source.counted ? 'collected' : 'in order';
};

describe('the GIN adapter', () => {
  const gin = createSearchPort('gin');

  it('collects a phrase without weighing, and a search with few matches', async () => {
    const phrase = pageRequest('"piano lessons"', 'price-asc', 24, { matches: 500_000, walked: 700_000 });
    expect(way(await gin.chooseSource(phrase.page))).toBe('collected');
    expect(phrase.asked).toEqual([]);
    const rare = pageRequest('harpsichord', 'newest', 24, { matches: 400, walked: 700_000 });
    expect(way(await gin.chooseSource(rare.page))).toBe('collected');
  });

  it('reads a common word in the sort order, which passes few rows for each match', async () => {
    const { page, asked } = pageRequest('lessons', 'price-asc', 24, { matches: 120_000, walked: 700_000 });
    expect(way(await gin.chooseSource(page))).toBe('in order');
    expect(asked).toEqual(['walked']);
  });

  it('weighs the page depth and the index range beside the matches', async () => {
    const shallow = pageRequest('tuning', 'newest', 24, { matches: 8_000, walked: 700_000 });
    expect(way(await gin.chooseSource(shallow.page))).toBe('in order');
    const deep = pageRequest('tuning', 'newest', 240, { matches: 8_000, walked: 700_000 });
    expect(way(await gin.chooseSource(deep.page))).toBe('collected');
    const wholeKind = pageRequest('tuning', 'newest', 24, { matches: 1_500, walked: 700_000 });
    expect(way(await gin.chooseSource(wholeKind.page))).toBe('collected');
    const narrowRange = pageRequest('tuning', 'newest', 24, { matches: 1_500, walked: 20_000 });
    expect(way(await gin.chooseSource(narrowRange.page))).toBe('in order');
  });

  it('trusts a read by price or rating less than one by date', async () => {
    const estimates = { matches: 5_000, walked: 700_000 };
    expect(way(await gin.chooseSource(pageRequest('tuning', 'newest', 24, estimates).page))).toBe('in order');
    expect(way(await gin.chooseSource(pageRequest('tuning', 'price-asc', 24, estimates).page))).toBe('collected');
    expect(way(await gin.chooseSource(pageRequest('tuning', 'rating', 24, estimates).page))).toBe('collected');
  });

  it('reads a plain list in the sort order without asking for estimates', async () => {
    const { page, asked } = pageRequest('', 'newest', 24, { matches: 0, walked: 0 });
    expect(way(await gin.chooseSource({ ...page, q: undefined, estimate: null }))).toBe('in order');
    expect(asked).toEqual([]);
  });
});

describe('the RUM adapter', () => {
  const rum = createSearchPort('rum');

  it('reads the newest matches from RUM when few listings hold the words, whatever the filters keep', async () => {
    const few = pageRequest('harpsichord', 'relevance', 300, { matches: 900, walked: 700_000, textMatches: 3_000 });
    expect(way(await rum.chooseSource(few.page))).toBe('rum');
    expect(few.asked).toEqual(['textMatches']);
    // A filter keeps 20,000 of the 88,000 listings with the word, but RUM would read all 88,000.
    const filtered = pageRequest('anywhere', 'newest', 24, { matches: 20_000, walked: 700_000, textMatches: 88_000 });
    expect(way(await rum.chooseSource(filtered.page))).not.toBe('rum');
  });

  it('leaves the price and rating sorts to the GIN way', async () => {
    const { page, asked } = pageRequest('harpsichord', 'price-desc', 24, { matches: 900, walked: 700_000 });
    expect(way(await rum.chooseSource(page))).toBe('collected');
    expect(asked).not.toContain('textMatches');
  });

  it('reads a phrase from RUM for the date orders', async () => {
    const { page } = pageRequest('"piano lessons"', 'newest', 24, { matches: 500_000, walked: 700_000 });
    expect(way(await rum.chooseSource(page))).toBe('rum');
  });
});
