// Every PostgreSQL advisory lock the app takes is named here, so no two uses can share a key by accident and a
// reader of pg_locks can tell what a key is. Keys only have to be the same in every process of this app.
import { sql, type SQL } from 'drizzle-orm';

/** One-key locks held for a whole operation. */
export const lockKeys = {
  migrations: 727_274_001,
  seed: 727_274_002,
} as const;

/** The first key of two-key locks; the second names the thing locked within the space. */
export const lockSpaces = {
  category: 727_274_003,
  emailCoalesce: 727_274_015,
  savedSearchMember: 727_274_024,
  savedSearchDigest: 727_274_025,
  /** Event order gates (decision 024). */
  eventGates: 0x6d6b74,
} as const;

export type LockSpace = keyof typeof lockSpaces;

/** The two keys of the event order gates: the broadcast gate and the admins' audience gate. */
export const eventGates = {
  broadcast: sql`${lockSpaces.eventGates}::int, 0`,
  adminAudience: sql`${lockSpaces.eventGates}::int, 1`,
} as const;

// Structural, so this module needs nothing of client.ts (which imports it).
type SqlRunner = { execute: (query: SQL) => PromiseLike<unknown> };

/** Locks `name` within `space` until the caller's transaction ends; later statements see what holders committed. */
export async function lockInSpace(tx: SqlRunner, space: LockSpace, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockSpaces[space]}::int, hashtext(${name}))`);
}

// Member event locks use the one-key space (a 64-bit hash of the id); the two-key spaces above never overlap it.
/** A transaction lock on one member's events, held until commit. */
export function memberEventLock(userId: string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${userId}::text, 0))`;
}
