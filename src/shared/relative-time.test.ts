import { describe, expect, it } from 'vitest';
import { measureRelativeTime } from './relative-time.ts';

const now = new Date('2024-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('measureRelativeTime', () => {
  it('reads "now" under a minute, and for a clock slightly ahead', () => {
    expect(measureRelativeTime(now, now)).toEqual({ unit: 'now' });
    expect(measureRelativeTime(before(59 * second), now)).toEqual({ unit: 'now' });
    expect(measureRelativeTime(before(-5 * second), now)).toEqual({ unit: 'now' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(measureRelativeTime(before(minute), now)).toEqual({ unit: 'minute', count: 1 });
    expect(measureRelativeTime(before(5 * minute + 30 * second), now)).toEqual({ unit: 'minute', count: 5 });
    expect(measureRelativeTime(before(59 * minute), now)).toEqual({ unit: 'minute', count: 59 });
    expect(measureRelativeTime(before(hour), now)).toEqual({ unit: 'hour', count: 1 });
    expect(measureRelativeTime(before(23 * hour), now)).toEqual({ unit: 'hour', count: 23 });
    expect(measureRelativeTime(before(day), now)).toEqual({ unit: 'day', count: 1 });
    expect(measureRelativeTime(before(7 * day), now)).toEqual({ unit: 'day', count: 7 });
  });

  it('gives the date as soon as more than 7 days have passed', () => {
    const date = before(7 * day + hour);
    expect(measureRelativeTime(date, now)).toEqual({ unit: 'date', date });
    expect(measureRelativeTime(before(8 * day), now)).toEqual({ unit: 'date', date: before(8 * day) });
  });

  it('accepts an ISO string as the server sends it', () => {
    expect(measureRelativeTime(before(2 * hour).toISOString(), now)).toEqual({ unit: 'hour', count: 2 });
  });
});
