import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CoinRates,
  conversionCents,
  defaultCoinRates,
  findCoinRateBreach,
  maxConversionCentsPer100Coins,
  packsOf,
} from './coin-rates.ts';

describe('the cash-out rule', () => {
  it('lets the defaults through: 100 DC convert for $9.00, what the 1000 DC pack sells them for', () => {
    expect(maxConversionCentsPer100Coins(packsOf(defaultCoinRates))).toBe(900);
    expect(findCoinRateBreach(defaultCoinRates)).toBeNull();
    expect(conversionCents(100, 900)).toBe(900);
    expect(conversionCents(500, 900)).toBe(4500);
  });

  it("refuses the spec's 10 DC = $1 beside a $90 pack, naming the rate", () => {
    expect(findCoinRateBreach({ ...defaultCoinRates, conversionCentsPer100Coins: 1000 })).toEqual({
      field: 'conversionCentsPer100Coins',
      message: 'The conversion rate can be at most $9.00 per 100 DC, what the cheapest pack sells them for',
    });
  });

  it('blames the cheapest pack when only prices changed', () => {
    const rates = { ...defaultCoinRates, coinPack500PriceCents: 4000, coinPack1000PriceCents: 8500 };
    expect(findCoinRateBreach(rates, ['coinPack500PriceCents', 'coinPack1000PriceCents'])).toEqual({
      field: 'coinPack500PriceCents',
      message:
        'The 500 DC pack at $40.00 would sell coins for less than they convert for ($9.00 per 100 DC): lower the conversion rate first',
    });
  });

  it('rounds the most a rate may be down to a cent, so it never pays a fraction above the price', () => {
    const rates = { ...defaultCoinRates, coinPack1000PriceCents: 8999 };
    expect(maxConversionCentsPer100Coins(packsOf(rates))).toBe(899);
    expect(findCoinRateBreach({ ...rates, conversionCentsPer100Coins: 899 })).toBeNull();
    expect(findCoinRateBreach({ ...rates, conversionCentsPer100Coins: 900 })).not.toBeNull();
  });

  it('for any prices and rate it allows, no pack bought and converted returns more than it cost', () => {
    const price = fc.integer({ min: 50, max: 1_000_000 });
    fc.assert(
      fc.property(price, price, price, fc.integer({ min: 1, max: 1_000_000 }), (p100, p500, p1000, rate) => {
        const rates: CoinRates = {
          coinPack100PriceCents: p100,
          coinPack500PriceCents: p500,
          coinPack1000PriceCents: p1000,
          conversionCentsPer100Coins: rate,
        };
        const allowed = findCoinRateBreach(rates) === null;
        const profitable = packsOf(rates).some((pack) => conversionCents(pack.coins, rate) > pack.priceCents);
        expect(allowed && profitable).toBe(false);
        expect(allowed).toBe(rate <= maxConversionCentsPer100Coins(packsOf(rates)));
      }),
    );
  });
});
