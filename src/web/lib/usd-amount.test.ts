import { describe, expect, it } from 'vitest';
import { formatUsdAmount, parseUsdAmount } from './usd-amount.ts';

describe('parseUsdAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$ 1,200.05', 120005],
    [' 0.99 ', 99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseUsdAmount(text)).toBe(cents);
  });

  it('leaves an empty box empty and marks anything else as no amount', () => {
    expect(parseUsdAmount('  ')).toBeUndefined();
    for (const text of ['$', 'abc', '25.555', '-5', '1e3', '25 per hour']) expect(parseUsdAmount(text)).toBeNaN();
  });
});

describe('formatUsdAmount', () => {
  it('shows whole dollars bare and cents with two decimals', () => {
    expect(formatUsdAmount(2500)).toBe('25');
    expect(formatUsdAmount(2550)).toBe('25.50');
    expect(formatUsdAmount(undefined)).toBe('');
  });
});
