import { describe, expect, it } from 'vitest';
import { findNextLocalTime, findQuietHoursEnd, readLocalTime } from './local-time.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('local time', () => {
  it('reads the wall clock and weekday in the zone', () => {
    // 2026-12-01 is a Tuesday; 23:30 UTC is already Wednesday 12:30 in Auckland (UTC+13 in summer).
    expect(readLocalTime(at('2026-12-01T23:30:00Z'), 'Pacific/Auckland')).toEqual({ minutes: 750, weekday: 3 });
    expect(readLocalTime(at('2026-12-01T23:30:00Z'), 'UTC')).toEqual({ minutes: 1410, weekday: 2 });
  });

  it('finds the next wall time, strictly after now, on a given weekday when asked', () => {
    expect(iso(findNextLocalTime(at('2026-12-01T07:00:00Z'), 'UTC', 8 * 60))).toBe('2026-12-01T08:00:00.000Z');
    expect(iso(findNextLocalTime(at('2026-12-01T08:00:00Z'), 'UTC', 8 * 60))).toBe('2026-12-02T08:00:00.000Z');
    // 08:00 in New York (UTC-5 in December) is 13:00 UTC.
    expect(iso(findNextLocalTime(at('2026-12-01T14:00:00Z'), 'America/New_York', 8 * 60))).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    // The next Monday 08:00 after Tuesday is six days on.
    expect(iso(findNextLocalTime(at('2026-12-01T09:00:00Z'), 'UTC', 8 * 60, 1))).toBe('2026-12-07T08:00:00.000Z');
    // Monday before 08:00 is that same Monday.
    expect(iso(findNextLocalTime(at('2026-12-07T07:59:00Z'), 'UTC', 8 * 60, 1))).toBe('2026-12-07T08:00:00.000Z');
  });

  it('lands on the wall time across a clock change', () => {
    // Europe/Berlin moves from UTC+2 to UTC+1 on 2026-10-25 at 03:00 local.
    expect(iso(findNextLocalTime(at('2026-10-24T12:00:00Z'), 'Europe/Berlin', 8 * 60))).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });

  it('tells when quiet hours end, across midnight, and null outside them', () => {
    const quiet = { timeZone: 'Europe/Paris', start: 22 * 60, end: 7 * 60 };
    // 23:30 in Paris (UTC+1) is inside; they end at 07:00 Paris, 06:00 UTC.
    expect(iso(findQuietHoursEnd(at('2026-12-01T22:30:00Z'), quiet) ?? 0)).toBe('2026-12-02T06:00:00.000Z');
    expect(iso(findQuietHoursEnd(at('2026-12-02T05:59:00Z'), quiet) ?? 0)).toBe('2026-12-02T06:00:00.000Z');
    expect(findQuietHoursEnd(at('2026-12-02T06:00:00Z'), quiet)).toBeNull();
    expect(findQuietHoursEnd(at('2026-12-01T12:00:00Z'), quiet)).toBeNull();
    expect(findQuietHoursEnd(at('2026-12-01T12:00:00Z'), { timeZone: 'UTC', start: null, end: null })).toBeNull();
    const daytime = { timeZone: 'UTC', start: 9 * 60, end: 17 * 60 };
    expect(iso(findQuietHoursEnd(at('2026-12-01T12:00:00Z'), daytime) ?? 0)).toBe('2026-12-01T17:00:00.000Z');
  });
});
