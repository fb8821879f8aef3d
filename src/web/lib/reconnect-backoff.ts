// A closed event stream is rebuilt after 1 s, then 2 s, 4 s and so on, so a server in trouble is not hammered by
// every open tab; capped so that after a long outage the tab still reconnects within half a minute of recovery.
const firstDelayMs = 1000;
const maxDelayMs = 30_000;

/** The wait before reconnect attempt `attempt` (0 for the first after a successful open). */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** attempt);
}
