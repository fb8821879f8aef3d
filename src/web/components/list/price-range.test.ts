import { describe, expect, it } from 'vitest';
import { checkedOfferFiltersSchema } from '#shared/schemas/offers.ts';
import { describePriceRange, readPriceRange } from './price-range.ts';

describe('readPriceRange', () => {
  it('reads empty boxes as no bound, and numbers as typed', () => {
    expect(readPriceRange('', ' ')).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(readPriceRange('12.5', '80')).toEqual({ minPrice: 12.5, maxPrice: 80 });
    expect(readPriceRange('10', '10')).toEqual({ minPrice: 10, maxPrice: 10 });
  });

  it('refuses what the server refuses, in its words', () => {
    const cases: [string, string][] = [
      ['50', '10'],
      ['-1', ''],
      ['', 'abc'],
      ['', '1000001'],
    ];
    for (const [min, max] of cases) {
      const read = readPriceRange(min, max);
      const server = checkedOfferFiltersSchema.safeParse({ minPrice: min || undefined, maxPrice: max || undefined });
      expect(server.success, `${min}-${max}`).toBe(false);
      expect(read).toEqual({ error: server.error?.issues[0]?.message });
    }
  });
});

describe('describePriceRange', () => {
  it('names the range in its currency', () => {
    expect(describePriceRange({ minPrice: 10, maxPrice: 50.5 }, 'EUR')).toBe('€10 – €50.5');
    expect(describePriceRange({ minPrice: 1500, maxPrice: undefined }, 'JPY')).toBe('From ¥1,500');
    expect(describePriceRange({ minPrice: undefined, maxPrice: 20 }, 'USD')).toBe('Up to $20');
  });
});
