// Spec section 2 (notification bell): 'Just now', 'N minute(s) ago', 'N hour(s) ago', 'N day(s) ago', then a locale
// date after 7 days. The clock is passed in so the wording is testable and one render reads one "now".

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const maxRelativeDays = 7;

function formatCount(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export function relativeTime(date: Date | string, now: Date): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  // A clock slightly ahead of ours (another device, the server) must not read as "in the future".
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < minuteMs) return 'Just now';
  if (elapsed < hourMs) return formatCount(Math.floor(elapsed / minuteMs), 'minute');
  if (elapsed < dayMs) return formatCount(Math.floor(elapsed / hourMs), 'hour');
  // Compared in milliseconds, not whole days: 7 days and an hour is past 7 days, though it still floors to 7.
  if (elapsed <= maxRelativeDays * dayMs) return formatCount(Math.floor(elapsed / dayMs), 'day');
  return then.toLocaleDateString();
}
