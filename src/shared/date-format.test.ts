import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear } from './date-format.ts';
import { locales } from './locales.ts';

describe('formatMonthYear and formatLongDate', () => {
  it('name the month and year in UTC', () => {
    expect(formatMonthYear('2026-11-30T23:30:00Z')).toBe('November 2026');
    expect(formatMonthYear(new Date('2025-01-01T00:00:00Z'))).toBe('January 2025');
    expect(formatLongDate('2026-11-30T23:30:00Z')).toBe('November 30, 2026');
  });

  it.each(locales)('write every month as Intl does in %s', (locale) => {
    for (let month = 0; month < 12; month++) {
      const moment = new Date(Date.UTC(2026, month, month + 1, 23, 30));
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(moment);
      expect(formatMonthYear(moment, locale)).toBe(intl({ month: 'long', year: 'numeric' }));
      expect(formatLongDate(moment, locale)).toBe(intl({ dateStyle: 'long' }));
    }
  });
});
