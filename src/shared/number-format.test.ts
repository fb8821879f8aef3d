import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { formatNumber, placeSymbol } from './number-format.ts';

const samples = [
  [0, 0],
  [7, 2],
  [999.999, 2],
  [1234.5, 2],
  [12_345.5, 2],
  [1_000_000, 0],
  [12_345_678.9, 2],
  [149.82 * 1234.56, 0],
  [-2500, 0],
  [-12_500.25, 2],
  [1.005, 2],
  [0.125, 2],
  [2.5, 0],
  [(1025 / 100) * 0.78, 2],
  [(3050 / 100) * 0.89, 2],
  [(1234 / 100) * 149.82, 0],
  [1e-7, 2],
  [-0.004, 2],
] as const;

// Intl writes a negative zero '-0.00'; a figure that rounds to nothing has no sign.
const withoutNegativeZero = (text: string) => (/[1-9]/.test(text) ? text : text.replace(/^\u200e?-/, ''));

describe('formatNumber', () => {
  it.each(locales)('groups and rounds as Intl does in %s', (locale) => {
    for (const [value, decimals] of samples) {
      const expected = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
      expect(formatNumber(value, decimals, locale), `${value} to ${decimals} places`).toBe(
        withoutNegativeZero(expected),
      );
    }
  });

  it('writes a tag it does not know as English', () => {
    expect(formatNumber(1234.5, 2, 'en-US')).toBe('1,234.50');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
  });
});

describe('placeSymbol', () => {
  it.each(locales)('puts the symbol where Intl does in %s', (locale) => {
    for (const value of [9.2, 1234.5, -1234.5]) {
      const expected = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
      expect(placeSymbol(formatNumber(value, 2, locale), '€', locale)).toBe(expected);
    }
  });
});
