import { describe, expect, it } from 'vitest';
import { currencies, formatMoney } from './currency.ts';

describe('formatMoney', () => {
  it('shows USD cents with two decimals and the symbol first', () => {
    expect(formatMoney(124750)).toBe('$1,247.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('converts with the static rates, JPY without decimals', () => {
    expect(formatMoney(1000, 'EUR')).toBe('€9.20');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,498');
    expect(formatMoney(100, 'INR')).toBe('₹83.42');
  });

  it('has the ten currencies of the spec', () => {
    expect(currencies.map((c) => c.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CAD',
      'AUD',
      'CHF',
      'CNY',
      'INR',
      'BRL',
    ]);
  });
});
