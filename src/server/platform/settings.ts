import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

export type PlatformSettings = typeof platformSettings.$inferSelect;

/** The single settings row (created at start by ensureBaseData). */
export async function readPlatformSettings(db: Executor): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) throw new Error('platform_settings row is missing: ensureBaseData() must run at start');
  return row;
}
