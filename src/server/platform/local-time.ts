// A member's own clock: quiet hours and digest times are read in their time zone (an IANA name), so a member in
// Auckland is not woken at 03:00 by a push timed for Europe.

const minuteMs = 60_000;
const dayMinutes = 24 * 60;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock at `at` in the zone: minutes after midnight, and the weekday (0 is Sunday). */
export function readLocalTime(at: number, timeZone: string): { minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

/**
 * The first whole minute after `now` that reads `minutes` on the zone's wall clock (on `weekday` when given). A time
 * a clock change skips (02:30 on a spring-forward night) lands an hour early or late, never inside the gap.
 */
export function findNextLocalTime(now: number, timeZone: string, minutes: number, weekday?: number): number {
  const local = readLocalTime(now, timeZone);
  let ahead = (minutes - local.minutes + dayMinutes) % dayMinutes || dayMinutes;
  if (weekday !== undefined) {
    const landsOn = (local.weekday + Math.floor((local.minutes + ahead) / dayMinutes)) % 7;
    ahead += ((weekday - landsOn + 7) % 7) * dayMinutes;
  }
  const startOfMinute = now - (now % minuteMs);
  const guess = startOfMinute + ahead * minuteMs;
  // Across a clock change the guess is off by the change; one correction lands on the wall time.
  const drift =
    ((((minutes - readLocalTime(guess, timeZone).minutes) % dayMinutes) + dayMinutes + dayMinutes / 2) % dayMinutes) -
    dayMinutes / 2;
  const corrected = guess + drift * minuteMs;
  return corrected > now ? corrected : guess;
}

export type QuietHours = { timeZone: string; start: number | null; end: number | null };

/** While `now` is inside the member's quiet hours, when they end; otherwise null. A span may cross midnight. */
export function findQuietHoursEnd(now: number, quiet: QuietHours): number | null {
  const { start, end, timeZone } = quiet;
  if (start === null || end === null || start === end) return null;
  const { minutes } = readLocalTime(now, timeZone);
  const inside = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  return inside ? findNextLocalTime(now, timeZone, end) : null;
}
