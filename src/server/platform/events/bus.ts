// The in-process side of realtime events: streams subscribe per member, and published event ids are read back
// from the events table and handed to that member's listeners. On PostgreSQL the ids travel by NOTIFY (ids only:
// payloads stay small, and the row is the truth) and every process, this one included, delivers what it hears on
// its one LISTEN connection, so a member connected to any process sees events raised on any other. PGlite is one
// process, so there the ids go straight to delivery.
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export type StoredEvent = { id: number; userId: string; type: string; payload: unknown };
export type EventListener = (event: StoredEvent) => void;

export type EventBus = {
  /** Calls `listener` with each event of that member published from now on; returns the unsubscribe. */
  subscribe: (userId: string, listener: EventListener) => () => void;
  publish: (ids: number[]) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const channel = 'market_events';
// NOTIFY payloads must stay under 8000 bytes; ids are at most 19 digits.
const idsPerNotify = 300;
const pruneEveryMs = 60 * 60 * 1000;
// Long enough for any reconnect worth replaying; older streams start afresh.
const keepEventsMs = 24 * 60 * 60 * 1000;

// One bus per database handle: services know only their database, and two test apps must not share a bus.
const buses = new WeakMap<Database, EventBus>();

/** Tells the bus of this database about committed events; without one (scripts, seeds) they wait for replay. */
export function publishEvents(db: Database, ids: number[]): void {
  buses.get(db)?.publish(ids);
}

export function createEventBus({ database, log }: { database: DatabaseHandle; log: FastifyBaseLogger }): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  let stopListening: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  const deliver = async (ids: number[]) => {
    if (listeners.size === 0 || ids.length === 0) return;
    const rows = await database.db
      .select({ id: events.id, userId: events.userId, type: events.type, payload: events.payload })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(events.id);
    for (const row of rows) {
      for (const listener of listeners.get(row.userId) ?? []) listener(row);
    }
  };
  const deliverLogged = (ids: number[]) =>
    deliver(ids).catch((error: unknown) => log.error({ err: error }, 'event delivery failed'));

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
    publish: (ids) => {
      if (!database.listen) {
        void deliverLogged(ids);
        return;
      }
      notify(ids).catch((error: unknown) => log.error({ err: error }, 'event notify failed'));
    },
    start: async () => {
      if (database.listen) {
        stopListening = await database.listen(channel, (payload) => {
          void deliverLogged(payload.split(',').map(Number).filter(Number.isSafeInteger));
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
  buses.set(database.db, bus);
  return bus;
}
