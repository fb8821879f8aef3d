// Admin actions. Each one writes its audit entry in the same transaction as the change.
import { eq } from 'drizzle-orm';
import type { UpdatePlatformSettingsInput } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { recordBroadcastEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { forgetPlatformSettings, type PlatformSettings, readPlatformSettings } from '../../platform/settings.ts';

export function findPlatformSettings(db: Database): Promise<PlatformSettings> {
  return readPlatformSettings(db);
}

/**
 * Applies the settings that differ from the current ones, audited with what changed. A request that changes
 * nothing (every value already as asked) writes nothing: no audit entry, no broadcast.
 */
export async function updatePlatformSettings(
  ctx: AppContext,
  actor: Member,
  requested: UpdatePlatformSettingsInput,
): Promise<PlatformSettings> {
  const updated = await transactWithEvents(ctx, async (tx) => {
    const [current] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    if (!current) throw new Error('platform_settings row is missing');
    const changes = Object.fromEntries(
      Object.entries(requested).filter(
        ([key, value]) => value !== undefined && current[key as keyof typeof requested] !== value,
      ),
    ) as UpdatePlatformSettingsInput;
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx
      .update(platformSettings)
      .set({ ...changes, updatedBy: actor.id })
      .where(eq(platformSettings.id, 1))
      .returning();
    if (!row) throw new Error('platform_settings row is missing');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'platform_settings',
      details: changes,
    });
    // Every open tab learns at once that the site went into (or out of) maintenance; the other settings are the
    // admins' own and need no broadcast.
    if (changes.maintenanceMode !== undefined) {
      await recordBroadcastEvent(tx, { type: 'settings.changed', payload: { maintenanceMode: row.maintenanceMode } });
    }
    return row;
  });
  forgetPlatformSettings(ctx);
  return updated;
}
