import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

export type PlatformSettings = typeof platformSettings.$inferSelect;

/** The single settings row (created at start by ensureBaseData). */
export async function readPlatformSettings(db: Executor): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) throw new Error('platform_settings row is missing: ensureBaseData() must run at start');
  return row;
}

/**
 * The settings as of at most a second ago, for the per-request checks: every API request checks maintenance mode,
 * and on embedded PGlite that one query was half the cost of a cached list page.
 */
export function readPlatformSettingsForRequest(ctx: Pick<AppContext, 'db' | 'cache'>): Promise<PlatformSettings> {
  return ctx.cache.read('settings', 'row', () => readPlatformSettings(ctx.db));
}

/**
 * Call after the settings row changed and committed: every process reads it afresh, and renders its public pages
 * again (maintenance mode shows on them).
 */
export function forgetPlatformSettings(ctx: Pick<AppContext, 'cache'>): void {
  ctx.cache.invalidate('settings', 'public-pages');
}
