import { and, asc, eq, gt, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, sessions, users } from '../../db/schema/index.ts';
import type { StoredEvent } from '../../platform/events/bus.ts';

// The member's own events and those for every member.
const eventsFor = (userId: string) => or(eq(events.userId, userId), isNull(events.userId));

/** The member's first `limit` events after `afterId`, oldest first: what a reconnecting stream missed. */
export async function listEventsAfter(
  db: Database,
  { userId, afterId, limit }: { userId: string; afterId: number; limit: number },
): Promise<StoredEvent[]> {
  return db
    .select({ id: events.id, userId: events.userId, type: events.type, payload: events.payload })
    .from(events)
    .where(and(eventsFor(userId), gt(events.id, afterId)))
    .orderBy(asc(events.id))
    .limit(limit);
}

/** The id of the newest event the member may see, or 0 when there is none. */
export async function latestEventId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(events.id) })
    .from(events)
    .where(eventsFor(userId));
  return row?.id ?? 0;
}

/**
 * Whether the session still exists, has not expired and belongs to a member who is not suspended (a stream opened
 * with it may go on). A suspended member keeps their session, to be shown why, but hears nothing more.
 */
export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')));
  return Boolean(row);
}
