// Spec section 2 (notification bell): 'Just now', 'N minute(s) ago', 'N hour(s) ago', 'N day(s) ago', then a locale
// date after 7 days. This measures which; the web words it in the page's language (src/web/components/
// relative-time.ts). The clock is passed in so the reading is testable and one render reads one "now".

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const maxRelativeDays = 7;

/** How long ago a moment was: under a minute, whole minutes, hours or days, or (after 7 days) its date. */
export type RelativeTime =
  { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; count: number } | { unit: 'date'; date: Date };

export function measureRelativeTime(date: Date | string, now: Date): RelativeTime {
  const then = typeof date === 'string' ? new Date(date) : date;
  // A clock slightly ahead of ours (another device, the server) must not read as "in the future".
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < minuteMs) return { unit: 'now' };
  if (elapsed < hourMs) return { unit: 'minute', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { unit: 'hour', count: Math.floor(elapsed / hourMs) };
  // Compared in milliseconds, not whole days: 7 days and an hour is past 7 days, though it still floors to 7.
  if (elapsed <= maxRelativeDays * dayMs) return { unit: 'day', count: Math.floor(elapsed / dayMs) };
  return { unit: 'date', date: then };
}
