import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { englishIntl as intl } from '#web/test/english.ts';
import spanish from 'virtual:messages/es';
import arabic from 'virtual:messages/ar';
import { describeRelativeTime } from './relative-time.ts';

const now = new Date('2024-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const word = (date: Date | string) => describeRelativeTime(date, now, intl);

describe('describeRelativeTime', () => {
  it('reads "Just now" under a minute, and for a clock slightly ahead', () => {
    expect(word(now)).toBe('Just now');
    expect(word(before(59 * second))).toBe('Just now');
    expect(word(before(-5 * second))).toBe('Just now');
  });

  it('counts minutes, hours and days in the singular and the plural', () => {
    expect(word(before(minute))).toBe('1 minute ago');
    expect(word(before(5 * minute + 30 * second))).toBe('5 minutes ago');
    expect(word(before(59 * minute))).toBe('59 minutes ago');
    expect(word(before(hour))).toBe('1 hour ago');
    expect(word(before(23 * hour))).toBe('23 hours ago');
    expect(word(before(day))).toBe('1 day ago');
    expect(word(before(7 * day))).toBe('7 days ago');
  });

  it('shows the date after 7 days', () => {
    const date = before(7 * day + hour);
    expect(word(date)).toBe(new Intl.DateTimeFormat('en').format(date));
    expect(word(before(8 * day).toISOString())).toBe(new Intl.DateTimeFormat('en').format(before(8 * day)));
  });

  it("words it in the reader's language, with its plurals", () => {
    const es = createIntl({ locale: 'es', messages: spanish as never });
    expect(describeRelativeTime(before(minute), now, es)).toBe('hace 1 minuto');
    expect(describeRelativeTime(before(3 * hour), now, es)).toBe('hace 3 horas');
    const ar = createIntl({ locale: 'ar', messages: arabic as never });
    expect(describeRelativeTime(before(2 * day), now, ar)).toBe('منذ يومين');
    expect(describeRelativeTime(before(8 * day), now, es)).toBe(new Intl.DateTimeFormat('es').format(before(8 * day)));
  });
});
