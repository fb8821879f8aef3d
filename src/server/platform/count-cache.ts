// Counts the admin panel keeps for a few seconds: the stats row and the lists' totals without a
// search, each an exact count of up to 1,000,000 rows (decision 013). An entry is recounted as soon as anything
// the admin does could change it (each admin action writes the audit log) or a row is added to a table it counts
// (the newest created_at moves), so what waits out the few seconds is a member's change to an existing row.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * The value `count` gives, from the app's cache (admin-counts: a few seconds, since every admin page shows the
 * stats row and a list's total) while the newest audit entry and the newest `created_at` of each table counted are
 * what they were. Concurrent requests share one count; a failed one is not kept.
 */
export async function readCachedCount<T>(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  key: string,
  counted: AnyPgColumn[],
  count: () => Promise<T>,
): Promise<T> {
  const fingerprint = await readFingerprint(ctx.db, counted);
  return ctx.cache.read('admin-counts', `${key}|${fingerprint}`, count);
}

/** One index probe per column: each is the created_at of a table with an index on it. */
async function readFingerprint(db: Database, counted: AnyPgColumn[]): Promise<string> {
  const newest = (column: AnyPgColumn): SQL => sql`(SELECT max(${column}) FROM ${column.table})::text`;
  const parts = sql.join([auditLog.createdAt, ...counted].map(newest), sql`, `);
  const result = (await db.execute(sql`SELECT concat_ws('|', ${parts}) AS fingerprint`)) as {
    rows: { fingerprint: string }[];
  };
  return result.rows[0]?.fingerprint ?? '';
}
