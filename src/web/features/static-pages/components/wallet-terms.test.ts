import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
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
    expect(joinAlternatives(intl, [])).toBe('');
    expect(joinAlternatives(intl, ['a'])).toBe('a');
    expect(joinAlternatives(intl, ['a', 'b'])).toBe('a or b');
    expect(joinAlternatives(intl, ['a', 'b', 'c'])).toBe('a, b or c');
  });
});

describe('the wallet terms', () => {
  it('word the packs, the conversion and the withdrawals', () => {
    expect(describeCoinPacks(intl)).toBe('100, 500 or 1000 DC');
    expect(describeCoinPacks(intl, [100, 250])).toBe('100 or 250 DC');
    expect(describeConversion(intl, [200, 400])).toBe(
      'in steps of 200 DC or 400 DC, at the rate your wallet shows (never more than a coin costs in the cheapest pack)',
    );
    expect(describeWithdrawals(intl, [2500, 5000, 10000])).toBe('$25, $50 or $100');
  });
});
