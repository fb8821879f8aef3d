import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import { describeFilters, suggestSearchName } from './filters-in-words.ts';

describe('describeFilters', () => {
  it('says each filter in words, the kind first', () => {
    expect(
      describeFilters(
        {
          kind: 'request',
          q: 'garden',
          category: 'home-and-garden',
          payment: 'coins',
          barter: true,
          minPrice: 10,
          maxPrice: 50,
          currency: 'EUR',
          sort: 'price-asc',
        },
        intl,
      ),
    ).toEqual([
      'Requests',
      '“garden”',
      'Home & Garden',
      'Paid in Dragon Coins',
      'Open to barter',
      '€10 to €50',
      'Price: low to high',
    ]);
    expect(describeFilters({ kind: 'service', currency: 'USD', maxPrice: 20, coins: true }, intl)).toEqual([
      'Services',
      'Accepts Dragon Coins',
      'Up to $20',
    ]);
  });
});

describe('suggestSearchName', () => {
  it('names a search by its text and category, or by what it lists', () => {
    expect(suggestSearchName(new URLSearchParams('q=piano&category=music-and-audio'), 'service', intl)).toBe(
      'piano in Music & Audio',
    );
    expect(suggestSearchName(new URLSearchParams('payment=cash'), 'request', intl)).toBe('All requests');
    expect(suggestSearchName(new URLSearchParams(`q=${'x'.repeat(80)}`), 'service', intl)).toHaveLength(60);
  });
});
