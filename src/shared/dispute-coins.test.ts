import { describe, expect, it } from 'vitest';
import { rulingCoinParts } from './dispute-coins.ts';

describe('rulingCoinParts', () => {
  it('gives the provider all, none, or their part of a split, and the payer exactly the rest', () => {
    expect(rulingCoinParts(50, { outcome: 'release' })).toEqual({ providerCoins: 50, payerCoins: 0 });
    expect(rulingCoinParts(50, { outcome: 'refund' })).toEqual({ providerCoins: 0, payerCoins: 50 });
    expect(rulingCoinParts(50, { outcome: 'split', providerCoins: 30 })).toEqual({ providerCoins: 30, payerCoins: 20 });
    expect(rulingCoinParts(50, { outcome: 'split', providerCoins: 0 })).toEqual({ providerCoins: 0, payerCoins: 50 });
    expect(rulingCoinParts(50, { outcome: 'split', providerCoins: 50 })).toEqual({ providerCoins: 50, payerCoins: 0 });
  });

  it("ignores a provider's part given with a release or a refund", () => {
    expect(rulingCoinParts(50, { outcome: 'refund', providerCoins: 20 })).toEqual({ providerCoins: 0, payerCoins: 50 });
  });

  it('moves nothing on a deal without coins, which cannot be split', () => {
    expect(rulingCoinParts(null, { outcome: 'release' })).toBeNull();
    expect(rulingCoinParts(null, { outcome: 'refund' })).toBeNull();
    expect(rulingCoinParts(null, { outcome: 'split', providerCoins: 0 })).toBe('NO_COINS');
  });

  it("refuses a split without a part, or with one outside the deal's coins", () => {
    for (const providerCoins of [undefined, -1, 51, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rulingCoinParts(50, { outcome: 'split', providerCoins })).toBe('SPLIT_RANGE');
    }
  });
});
