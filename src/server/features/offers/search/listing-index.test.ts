// The listing index's own rules (decision 062): a tsquery read back as PostgreSQL wrote it, words combined as `@@`
// combines them, and each sort's order with its ties and its listings without a value, as list-order.ts says.
import { describe, expect, it } from 'vitest';
import { createListingIndex, type IndexedListing } from './listing-index.ts';
import { parseTsquery, type QueryNode } from './tsquery.ts';

describe('parseTsquery', () => {
  it('reads words, NOT, AND over OR and brackets as PostgreSQL prints them', () => {
    expect(parseTsquery(`'wed' & !'cheap' | 'photo'`)).toEqual({
      op: 'or',
      args: [
        {
          op: 'and',
          args: [
            { op: 'word', word: 'wed' },
            { op: 'not', arg: { op: 'word', word: 'cheap' } },
          ],
        },
        { op: 'word', word: 'photo' },
      ],
    });
    expect(parseTsquery(`( 'a' | 'b' ) & 'c'`)).toEqual({
      op: 'and',
      args: [
        {
          op: 'or',
          args: [
            { op: 'word', word: 'a' },
            { op: 'word', word: 'b' },
          ],
        },
        { op: 'word', word: 'c' },
      ],
    });
    expect(parseTsquery(`'it''s' & 'back\\\\slash'`)).toEqual({
      op: 'and',
      args: [
        { op: 'word', word: "it's" },
        { op: 'word', word: 'back\\slash' },
      ],
    });
  });

  it('leaves phrases, prefixes and weights to the database, and reads stop words only as empty', () => {
    expect(parseTsquery(`'photo' <-> 'booth'`)).toBeNull();
    expect(parseTsquery(`'friend' <2> 'mine'`)).toBeNull();
    expect(parseTsquery(`'wed':*`)).toBeNull();
    expect(parseTsquery(`'wed':A`)).toBeNull();
    expect(parseTsquery(`( 'a'`)).toBeNull();
    expect(parseTsquery('')).toBeUndefined();
  });
});

const us = (minute: number) => Date.parse('2026-11-01T00:00:00Z') * 1000 + minute * 60_000_000;
const listing = (id: string, overrides: Partial<IndexedListing>): IndexedListing => ({
  id,
  kind: 0,
  category: 0,
  payments: 1,
  price: 1000,
  rating: null,
  reviews: 0,
  createdUs: us(0),
  words: ['lesson'],
  ...overrides,
});
const word = (w: string): QueryNode => ({ op: 'word', word: w });
const everything = { limit: 10, offset: 0 };

describe('the listing index', () => {
  const index = createListingIndex();
  index.put(
    listing('00000000-0000-4000-8000-00000000000a', { words: ['guitar', 'lesson'], price: 2000, createdUs: us(1) }),
  );
  index.put(
    listing('00000000-0000-4000-8000-00000000000b', { words: ['piano', 'lesson'], price: null, createdUs: us(1) }),
  );
  index.put(
    listing('00000000-0000-4000-8000-00000000000c', {
      words: ['piano', 'repair'],
      price: 500,
      rating: 4.5,
      reviews: 2,
    }),
  );
  index.put(
    listing('00000000-0000-4000-8000-00000000000d', {
      words: ['drum', 'lesson'],
      price: 2000,
      rating: 4.5,
      reviews: 7,
    }),
  );
  index.put(listing('00000000-0000-4000-8000-00000000000e', { words: ['piano', 'lesson'], kind: 1, payments: 3 }));
  const ids = (found: { ids: string[] }) => found.ids.map((id) => id.at(-1));
  const filter = { kind: 0, payments: 0 };

  it('combines words with AND, OR and NOT', () => {
    const piano = word('piano');
    const lesson = word('lesson');
    expect(ids(index.find({ op: 'and', args: [piano, lesson] }, filter, 'newest', everything))).toEqual(['b']);
    expect(ids(index.find({ op: 'or', args: [word('guitar'), word('drum')] }, filter, 'newest', everything))).toEqual([
      'a',
      'd',
    ]);
    expect(
      ids(index.find({ op: 'and', args: [lesson, { op: 'not', arg: piano }] }, filter, 'newest', everything)),
    ).toEqual(['a', 'd']);
    expect(ids(index.find({ op: 'not', arg: lesson }, filter, 'newest', everything))).toEqual(['c']);
    expect(index.find(word('violin'), filter, 'newest', everything)).toEqual({ ids: [], total: 0 });
  });

  it('orders each sort as the database does: ties by id, listings without a value last', () => {
    const lesson = word('lesson');
    const any: QueryNode = { op: 'or', args: [lesson, word('repair')] };
    expect(ids(index.find(lesson, filter, 'newest', everything))).toEqual(['b', 'a', 'd']);
    expect(ids(index.find(any, filter, 'price-asc', everything))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(index.find(any, filter, 'price-desc', everything))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(index.find(any, filter, 'rating', everything))).toEqual(['d', 'c', 'b', 'a']);
    expect(index.find(any, filter, 'price-asc', { limit: 2, offset: 1 })).toMatchObject({ total: 4 });
    expect(ids(index.find(any, filter, 'price-asc', { limit: 2, offset: 1 }))).toEqual(['a', 'd']);
  });

  it('keeps to the kind, category, payments and price range asked for', () => {
    const lesson = word('lesson');
    expect(ids(index.find(lesson, { kind: 1, payments: 0 }, 'newest', everything))).toEqual(['e']);
    expect(ids(index.find(lesson, { kind: 1, payments: 2 }, 'newest', everything))).toEqual(['e']);
    expect(ids(index.find(lesson, { kind: 0, payments: 2 }, 'newest', everything))).toEqual([]);
    expect(ids(index.find(lesson, { kind: 0, category: 3, payments: 0 }, 'newest', everything))).toEqual([]);
    expect(ids(index.find(lesson, { kind: 0, payments: 0, minPrice: 1500 }, 'price-asc', everything))).toEqual([
      'a',
      'd',
    ]);
    expect(ids(index.find(lesson, { kind: 0, payments: 0, maxPrice: 1500 }, 'price-asc', everything))).toEqual([]);
  });

  it('forgets a listing that left and reads a changed one as it is now', () => {
    const changing = createListingIndex();
    changing.put(listing('00000000-0000-4000-8000-00000000000a', { words: ['guitar'] }));
    changing.put(listing('00000000-0000-4000-8000-00000000000b', { words: ['guitar'] }));
    changing.put(listing('00000000-0000-4000-8000-00000000000a', { words: ['violin'] }));
    changing.remove('00000000-0000-4000-8000-00000000000b');
    expect(changing.find(word('guitar'), filter, 'newest', everything)).toEqual({ ids: [], total: 0 });
    expect(ids(changing.find(word('violin'), filter, 'newest', everything))).toEqual(['a']);
    expect(changing.counts()).toEqual({ live: 1, dead: 2 });
  });
});
