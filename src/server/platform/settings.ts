import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

export type PlatformSettings = typeof platformSettings.$inferSelect;

/** The single settings row (created at start by ensureBaseData). */
export async function readPlatformSettings(db: Executor): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) throw new Error('platform_settings row is missing: ensureBaseData() must run at start');
  return row;
}

// Every API request checks maintenance mode; on embedded PGlite that one query was half the cost of a cached
// list page. A change made in this process is seen at once (forgetPlatformSettings), one made by another
// process within a second.
const requestCacheMs = 1000;
const cached = new WeakMap<object, { value: Promise<PlatformSettings>; expires: number }>();

/** The settings as of at most a second ago, for the per-request checks. */
export function readPlatformSettingsForRequest(db: Database): Promise<PlatformSettings> {
  const now = Date.now();
  const found = cached.get(db);
  if (found && found.expires > now) return found.value;
  const value = readPlatformSettings(db);
  cached.set(db, { value, expires: now + requestCacheMs });
  value.catch(() => {
    if (cached.get(db)?.value === value) cached.delete(db);
  });
  return value;
}

/** Call after the settings row changed (with the database handle, after the commit). */
export function forgetPlatformSettings(db: Executor): void {
  cached.delete(db);
}
