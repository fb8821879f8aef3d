import { describe, expect, it } from 'vitest';
import {
  describeCoinPacks,
  describeConversion,
  describeWithdrawals,
  formatDollars,
  joinAlternatives,
} from './wallet-terms.ts';

describe('formatDollars', () => {
  it('leaves out zero cents', () => {
    expect(formatDollars(1000)).toBe('$10');
    expect(formatDollars(1250)).toBe('$12.50');
  });
});

describe('joinAlternatives', () => {
  it('joins with commas and a final or', () => {
    expect(joinAlternatives([])).toBe('');
    expect(joinAlternatives(['a'])).toBe('a');
    expect(joinAlternatives(['a', 'b'])).toBe('a or b');
    expect(joinAlternatives(['a', 'b', 'c'])).toBe('a, b or c');
  });
});

describe('the wallet terms', () => {
  it('word the packs, the conversion and the withdrawals', () => {
    expect(describeCoinPacks()).toBe('100, 500 or 1000 DC');
    expect(describeCoinPacks([100, 250])).toBe('100 or 250 DC');
    expect(describeConversion([200, 400])).toBe(
      'in steps of 200 DC or 400 DC, at the rate your wallet shows (never more than a coin costs in the cheapest pack)',
    );
    expect(describeWithdrawals([2500, 5000, 10000])).toBe('$25, $50 or $100');
  });
});
