import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { StoredEvent } from '../../platform/events/bus.ts';

/** The member's events after `afterId`, oldest first: what a reconnecting stream missed. */
export async function listEventsAfter(
  db: Database,
  { userId, afterId }: { userId: string; afterId: number },
): Promise<StoredEvent[]> {
  return db
    .select({ id: events.id, userId: events.userId, type: events.type, payload: events.payload })
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.id, afterId)))
    .orderBy(asc(events.id));
}
