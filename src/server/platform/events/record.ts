// Events are rows written in the transaction of the change they describe, so an event exists exactly when its
// change committed, and a client that was away reads what it missed from the table (Last-Event-ID). Telling the
// open streams happens after the commit: transactWithEvents publishes the ids its transaction recorded.
//
// Order: identity ids are handed out at insert, not at commit, so a later event could commit before an earlier
// one and a client already past its id would never be replayed the earlier one. Advisory locks held to the commit
// prevent it for everything one client reads: a member's own events take that member's lock, and every member
// event takes the broadcast gate shared while a broadcast event takes it alone, so a broadcast waits for the member
// events in flight and the ones after it wait for it. On PGlite, one transaction at a time, the locks cost a query
// each and change nothing.
import { sql } from 'drizzle-orm';
import type {
  AdminEventType,
  BroadcastEventType,
  MemberEventType,
  RealtimeEventMap,
  RealtimeEventType,
} from '#shared/schemas/events.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { eventGates, memberEventLock } from '../../db/locks.ts';
import { events, users } from '../../db/schema/index.ts';
import type { JobRunner } from '../jobs.ts';
import type { EventBus } from './bus.ts';

/** What a transaction opened by transactWithEvents has recorded so far, published after its commit. */
type RecordedEvents = {
  ids: number[];
  /** The members' and broadcast events asked for, written in one statement when the work is done (flushEvents). */
  rows: { userId: string | null; type: RealtimeEventType; payload: unknown }[];
  /** The admins' events asked for, written when the work is done (flushAdminEvents). */
  adminEvents: Map<string, { type: AdminEventType; payload: unknown }>;
  /** The member locks held, so each is asked for once; null until the first. */
  lockedMembers: Set<string> | null;
  /** Jobs made due at once (kickJobsAfterCommit): the runner is kicked after the commit. */
  jobsDue: boolean;
};

/** A transaction whose events reach the open streams once it commits; only transactWithEvents opens one. */
export type EventTransaction = Transaction & { readonly recorded: RecordedEvents };

/**
 * What transactWithEvents needs of the app context. Without a bus (the demo seed) events wait for replay; without a
 * job runner, due jobs wait for the next one to start.
 */
export type EventContext = { db: Database; events: Pick<EventBus, 'publish'> | null; jobs?: Pick<JobRunner, 'kick'> };

/**
 * Holds the members' event locks until the caller commits, taken in sorted order so two transactions that both
 * write for several members cannot deadlock. It also makes what the transaction reads of those members (an unread
 * count) exact. Call it before those reads, and for every member up front when writing for several.
 */
export async function lockMemberEvents(tx: EventTransaction, userIds: string[]): Promise<void> {
  const locked = tx.recorded.lockedMembers ?? new Set<string>();
  const wanted = [...new Set(userIds)].sort().filter((userId) => !locked.has(userId));
  // Taking a member that sorts before one already held breaks the order that rules out deadlocks.
  const held = wanted[0] && [...locked].find((other) => other > wanted[0]!);
  if (held) throw new Error(`member event lock ${wanted[0]} asked for after ${held}; lock every member up front`);
  const locks = wanted.map(memberEventLock);
  if (!tx.recorded.lockedMembers) locks.unshift(sql`pg_advisory_xact_lock_shared(${eventGates.broadcast})`);
  if (locks.length === 0) return;
  // One statement: PostgreSQL evaluates a select list left to right, so the locks are still taken in this order.
  await tx.execute(sql`SELECT ${sql.join(locks, sql`, `)}`);
  for (const userId of wanted) locked.add(userId);
  tx.recorded.lockedMembers = locked;
}

/**
 * Writes an event for one member in the caller's transaction; it reaches open streams after the commit. The lock is
 * taken now; the row is written with the transaction's others when its work is done, in the order asked for.
 */
export async function recordEvent<T extends MemberEventType>(
  tx: EventTransaction,
  input: { userId: string; type: T; payload: RealtimeEventMap[T] },
): Promise<void> {
  await lockMemberEvents(tx, [input.userId]);
  tx.recorded.rows.push(input);
}

/** Writes an event for every member; like recordEvent otherwise. */
export async function recordBroadcastEvent<T extends BroadcastEventType>(
  tx: EventTransaction,
  input: { type: T; payload: RealtimeEventMap[T] },
): Promise<void> {
  // Upgrading a shared gate to an exclusive one would wait on every other holder, each maybe waiting on this.
  if (tx.recorded.lockedMembers) throw new Error('a broadcast event needs a transaction without member events');
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${eventGates.broadcast})`);
  tx.recorded.rows.push({ userId: null, ...input });
}

/** A member deleted in this transaction: the events recorded for them would point at no one, so none is written. */
export function dropMemberEvents(tx: EventTransaction, userId: string): void {
  tx.recorded.rows = tx.recorded.rows.filter((row) => row.userId !== userId);
}

/** The events recorded, in one statement: ids are handed out in the order of the rows, as they were asked for. */
async function flushEvents(tx: EventTransaction): Promise<void> {
  if (tx.recorded.rows.length === 0) return;
  const inserted = await tx.insert(events).values(tx.recorded.rows).returning({ id: events.id });
  tx.recorded.ids.push(...inserted.map((row) => row.id));
}

/**
 * Tells every active admin, once the transaction's work is done, that something their lists or stats row show
 * changed. The same type and payload asked for twice in one transaction is written once.
 */
export function recordAdminEvent<T extends AdminEventType>(
  tx: EventTransaction,
  input: { type: T; payload: RealtimeEventMap[T] },
): void {
  tx.recorded.adminEvents.set(`${input.type}:${JSON.stringify(input.payload)}`, input);
}

// Last in the transaction: the gate, held to the commit, keeps the admins' events in id order among themselves,
// and taken after every other lock it cannot be part of a deadlock. They are not ordered against an admin's own
// member events (that would serialise every money change on the admins' locks): in that rare interleaving a stream
// can pass one by, and the admin's lists catch up at the next change or reconnect (decision 018).
async function flushAdminEvents(tx: EventTransaction): Promise<void> {
  const pending = tx.recorded.adminEvents;
  if (pending.size === 0) return;
  // Like any event, a broadcast waits for it.
  if (!tx.recorded.lockedMembers) await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${eventGates.broadcast})`);
  // The admins' gate is taken alone, by the one statement that writes their events.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${eventGates.adminAudience})`);
  // One row per event and active admin, in the order asked for, written by one statement.
  const asked = [...pending.values()].map(
    (event, order) => sql`(${order}::int, ${event.type}::text, ${JSON.stringify(event.payload)}::jsonb)`,
  );
  const inserted = (await tx.execute(sql`
    INSERT INTO ${events} (user_id, type, payload)
    SELECT ${users.id}, asked.type, asked.payload
    FROM ${users} CROSS JOIN (VALUES ${sql.join(asked, sql`, `)}) AS asked (ord, type, payload)
    WHERE ${users.role} = 'admin' AND ${users.status} = 'active'
    ORDER BY asked.ord, ${users.id}
    RETURNING id`)) as { rows: { id: string | number }[] };
  tx.recorded.ids.push(...inserted.rows.map((row) => Number(row.id)));
}

/** db.transaction, then (after the commit, never inside it) the recorded events are published. */
export async function transactWithEvents<T>(ctx: EventContext, work: (tx: EventTransaction) => Promise<T>): Promise<T> {
  let ids: number[] = [];
  let jobsDue = false;
  const result = await ctx.db.transaction(async (tx) => {
    const recorded: RecordedEvents = { ids: [], rows: [], adminEvents: new Map(), lockedMembers: null, jobsDue: false };
    const eventTx = Object.assign(tx, { recorded });
    const value = await work(eventTx);
    await flushEvents(eventTx);
    await flushAdminEvents(eventTx);
    ids = recorded.ids;
    jobsDue = recorded.jobsDue;
    return value;
  });
  if (ids.length > 0) ctx.events?.publish(ids);
  if (jobsDue) ctx.jobs?.kick();
  return result;
}

/** Work this transaction made due at once (platform/jobs.ts) starts as soon as it commits, not at the next poll. */
export function kickJobsAfterCommit(tx: EventTransaction): void {
  tx.recorded.jobsDue = true;
}
