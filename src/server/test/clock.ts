// A clock a test moves on by hand, for the app (`createTestApp({ clock: time.clock })`) and its scheduled jobs.
export const minute = 60_000;
export const day = 24 * 60 * minute;

export function createManualClock(start = Date.parse('2026-12-01T10:00:00Z')) {
  let now = start;
  return {
    clock: () => now,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (at: number) => {
      now = at;
    },
  };
}
