import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatNumber } from './number-format.ts';

describe('formatNumber', () => {
  it('groups thousands and keeps the places asked for, as en-US does', () => {
    for (const [value, decimals] of [
      [0, 0],
      [7, 2],
      [999.999, 2],
      [1234.5, 2],
      [1_000_000, 0],
      [12_345_678.9, 2],
      [149.82 * 1234.56, 0],
      [-2500, 0],
      [1.005, 2],
      [0.125, 2],
      [2.5, 0],
      [(1025 / 100) * 0.78, 2],
      [(3050 / 100) * 0.89, 2],
      [(1234 / 100) * 149.82, 0],
      [1e-7, 2],
      [-0.004, 2],
    ] as const) {
      const expected = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
      expect(formatNumber(value, decimals), `${value} to ${decimals} places`).toBe(
        expected.replace(/^-(0\.?0*)$/, '$1'),
      );
    }
  });
});

describe('formatMonthYear', () => {
  it('names the month and year in UTC', () => {
    expect(formatMonthYear('2026-11-30T23:30:00Z')).toBe('November 2026');
    expect(formatMonthYear(new Date('2025-01-01T00:00:00Z'))).toBe('January 2025');
    expect(formatLongDate('2026-11-30T23:30:00Z')).toBe('November 30, 2026');
  });
});
