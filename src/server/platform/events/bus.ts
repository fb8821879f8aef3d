// The in-process side of realtime events: streams subscribe per member, and published event ids are turned into
// wake-ups for the streams of the members they concern, which then read their new events from the table. On PostgreSQL the ids travel by NOTIFY (ids only:
// payloads stay small, and the row is the truth) and every process, this one included, delivers what it hears on
// its one LISTEN connection, so a member connected to any process sees events raised on any other. PGlite is one
// process, so there the ids go straight to delivery.
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/** userId null: an event for every member. */
export type StoredEvent = { id: number; userId: string | null; type: string; payload: unknown };
/** Told that the member may have new events; it reads them from the table after its own last id. */
export type WakeListener = () => void;

export type EventBus = {
  /** Calls `wake` whenever events of that member (or for every member) were published; returns the unsubscribe. */
  subscribe: (userId: string, wake: WakeListener) => () => void;
  publish: (ids: number[]) => void;
  /** How many streams listen in this process. */
  listenerCount: () => number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const channel = 'market_events';
// NOTIFY payloads must stay under 8000 bytes; ids are at most 19 digits.
const idsPerNotify = 300;
const pruneEveryMs = 60 * 60 * 1000;
// Long enough for any reconnect worth replaying; older streams start afresh.
const keepEventsMs = 24 * 60 * 60 * 1000;

export function createEventBus({ database, log }: { database: DatabaseHandle; log: FastifyBaseLogger }): EventBus {
  const listeners = new Map<string, Set<WakeListener>>();
  let stopListening: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  const wake = (set: Iterable<WakeListener>) => {
    for (const listener of set) listener();
  };
  // When this process may have missed a publication (a NOTIFY that failed, a LISTEN connection that dropped, a
  // delivery that could not be read), every stream reads what is new after its own last id.
  const wakeAll = () => {
    for (const set of listeners.values()) wake(set);
  };

  // The ids only say whom to wake; each stream then reads its events in id order after its last one, so an
  // earlier event whose NOTIFY arrives late is still sent before a later one (commit order equals id order for
  // what one member reads, see record.ts).
  const deliver = async (ids: number[]) => {
    if (listeners.size === 0 || ids.length === 0) return;
    const rows = await database.db
      .selectDistinct({ userId: events.userId })
      .from(events)
      .where(inArray(events.id, ids));
    if (rows.some((row) => row.userId === null)) {
      wakeAll();
      return;
    }
    for (const { userId } of rows) wake(listeners.get(userId!) ?? []);
  };
  const deliverOrWakeAll = (ids: number[]) =>
    deliver(ids).catch((error: unknown) => {
      log.error({ err: error }, 'event delivery failed');
      wakeAll();
    });

  const notify = async (ids: number[]) => {
    for (let i = 0; i < ids.length; i += idsPerNotify) {
      const payload = ids.slice(i, i + idsPerNotify).join(',');
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    }
  };

  const prune = () =>
    database.db
      .delete(events)
      .where(lt(events.createdAt, new Date(Date.now() - keepEventsMs)))
      .catch((error: unknown) => log.error({ err: error }, 'event pruning failed'));

  const bus: EventBus = {
    subscribe: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    listenerCount: () => {
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    publish: (ids) => {
      if (!database.listen) {
        void deliverOrWakeAll(ids);
        return;
      }
      notify(ids).catch((error: unknown) => {
        // Other processes' streams catch up on their members' next event, or when their clients reconnect.
        log.error({ err: error }, 'event notify failed');
        wakeAll();
      });
    },
    start: async () => {
      if (database.listen) {
        stopListening = await database.listen(channel, {
          onPayload: (payload) => void deliverOrWakeAll(payload.split(',').map(Number).filter(Number.isSafeInteger)),
          onRelisten: wakeAll,
        });
      }
      void prune();
      pruneTimer = setInterval(() => void prune(), pruneEveryMs);
      pruneTimer.unref();
    },
    stop: async () => {
      clearInterval(pruneTimer);
      await stopListening?.();
    },
  };
  return bus;
}
