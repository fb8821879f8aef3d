// Events are rows written in the transaction of the change they describe, so an event exists exactly when its
// change committed, and a client that was away reads what it missed from the table (Last-Event-ID). Telling the
// open streams happens after the commit: transactWithEvents publishes the ids its transaction recorded.
import type { Database, Transaction } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { publishEvents } from './bus.ts';

export type EventInput = { userId: string; type: string; payload: Record<string, unknown> };

// The ids each open transaction recorded; keyed by the transaction so nothing leaks into another one.
const recordedIds = new WeakMap<Transaction, number[]>();

/**
 * Writes an event in the caller's transaction. It reaches open streams when that transaction was opened with
 * transactWithEvents; otherwise only clients that reconnect see it.
 */
export async function recordEvent(tx: Transaction, input: EventInput): Promise<number> {
  const [row] = await tx.insert(events).values(input).returning({ id: events.id });
  if (!row) throw new Error('event insert returned nothing');
  const ids = recordedIds.get(tx) ?? [];
  ids.push(row.id);
  recordedIds.set(tx, ids);
  return row.id;
}

/** db.transaction, then (after the commit, never inside it) the recorded events are published. */
export async function transactWithEvents<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let ids: number[] = [];
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    ids = recordedIds.get(tx) ?? [];
    return value;
  });
  if (ids.length > 0) publishEvents(db, ids);
  return result;
}
