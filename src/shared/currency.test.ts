import { describe, expect, it } from 'vitest';
import { currencies, formatMoney, readCurrencyCookie } from './currency.ts';

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

  it('keeps each currency to its own decimals however calls interleave', () => {
    const amounts = ['JPY', 'USD', 'JPY', 'EUR'].map((code) => formatMoney(123456, code as 'USD'));
    expect(amounts).toEqual(['¥184,962', '$1,234.56', '¥184,962', '€1,135.80']);
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

describe('readCurrencyCookie', () => {
  it('reads a known currency from among other cookies', () => {
    expect(readCurrencyCookie('theme=dark; currency=EUR; session=abc')).toBe('EUR');
    expect(readCurrencyCookie('currency=JPY')).toBe('JPY');
  });

  it('ignores an unknown currency, a look-alike name and a missing header', () => {
    expect(readCurrencyCookie('currency=XYZ')).toBeNull();
    expect(readCurrencyCookie('mycurrency=EUR')).toBeNull();
    expect(readCurrencyCookie(undefined)).toBeNull();
  });
});
