import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2024-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime', () => {
  it('reads "Just now" under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(before(59 * second), now)).toBe('Just now');
    expect(relativeTime(before(-5 * second), now)).toBe('Just now');
  });

  it('counts minutes, hours and days in the singular and the plural', () => {
    expect(relativeTime(before(minute), now)).toBe('1 minute ago');
    expect(relativeTime(before(5 * minute + 30 * second), now)).toBe('5 minutes ago');
    expect(relativeTime(before(59 * minute), now)).toBe('59 minutes ago');
    expect(relativeTime(before(hour), now)).toBe('1 hour ago');
    expect(relativeTime(before(23 * hour), now)).toBe('23 hours ago');
    expect(relativeTime(before(day), now)).toBe('1 day ago');
    expect(relativeTime(before(7 * day), now)).toBe('7 days ago');
  });

  it('shows a locale date after 7 days', () => {
    const date = before(8 * day);
    expect(relativeTime(date, now)).toBe(date.toLocaleDateString());
  });

  it('shows a locale date as soon as more than 7 days have passed', () => {
    const date = before(7 * day + hour);
    expect(relativeTime(date, now)).toBe(date.toLocaleDateString());
    expect(relativeTime(before(7 * day), now)).toBe('7 days ago');
  });

  it('accepts an ISO string as the server sends it', () => {
    expect(relativeTime(before(2 * hour).toISOString(), now)).toBe('2 hours ago');
  });
});
