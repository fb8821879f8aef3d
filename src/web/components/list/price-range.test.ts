import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '#shared/currency.ts';
import { checkedOfferFiltersSchema } from '#shared/schemas/offers.ts';
import { englishIntl } from '#web/test/english.ts';
import { checkPriceRange, type PriceRange, priceRangeMessage, priceRangeProblemMessage } from './price-range.ts';

describe('checkPriceRange', () => {
  it('reads empty boxes as no bound, and numbers as typed', () => {
    expect(checkPriceRange('', ' ')).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(checkPriceRange('12.5', '80')).toEqual({ minPrice: 12.5, maxPrice: 80 });
    expect(checkPriceRange('10', '10')).toEqual({ minPrice: 10, maxPrice: 10 });
  });

  it('refuses what the server refuses, in its words in English', () => {
    const cases: [string, string][] = [
      ['50', '10'],
      ['-1', ''],
      ['', 'abc'],
      ['', '1000001'],
    ];
    for (const [min, max] of cases) {
      const checked = checkPriceRange(min, max);
      const server = checkedOfferFiltersSchema.safeParse({ minPrice: min || undefined, maxPrice: max || undefined });
      expect(server.success, `${min}-${max}`).toBe(false);
      if (!('problem' in checked)) throw new Error(`${min}-${max} was accepted`);
      expect(englishIntl.formatMessage({ id: priceRangeProblemMessage(checked.problem) })).toBe(
        server.error?.issues[0]?.message,
      );
    }
  });
});

describe('priceRangeMessage', () => {
  const word = (range: PriceRange, code: CurrencyCode) => {
    const message = priceRangeMessage(range, code, englishIntl);
    return message && englishIntl.formatMessage({ id: message.id }, message.values);
  };

  it('names the range in its currency', () => {
    expect(word({ minPrice: 10, maxPrice: 50.5 }, 'EUR')).toBe('€10 – €50.5');
    expect(word({ minPrice: 1500, maxPrice: undefined }, 'JPY')).toBe('From ¥1,500');
    expect(word({ minPrice: undefined, maxPrice: 20 }, 'USD')).toBe('Up to $20');
    expect(word({ minPrice: undefined, maxPrice: undefined }, 'USD')).toBeNull();
  });
});
