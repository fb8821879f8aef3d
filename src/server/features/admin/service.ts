// Admin actions. Each one writes its audit entry in the same transaction as the change.
import { count, desc, eq } from 'drizzle-orm';
import type { AdminOfferListQuery, UpdatePlatformSettingsInput } from '#shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { offers, platformSettings, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { recordBroadcastEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { forgetPlatformSettings, type PlatformSettings, readPlatformSettings } from '../../platform/settings.ts';

export function findPlatformSettings(db: Database): Promise<PlatformSettings> {
  return readPlatformSettings(db);
}

export async function updatePlatformSettings(
  db: Database,
  actor: Member,
  changes: UpdatePlatformSettingsInput,
): Promise<PlatformSettings> {
  const updated = await transactWithEvents(db, async (tx) => {
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
  forgetPlatformSettings(db);
  return updated;
}

export type AdminOfferRow = {
  offer: typeof offers.$inferSelect;
  owner: { id: string; fullName: string; email: string };
};

/** Every offer whatever its status (the public lists show live ones only), newest first, with its owner. */
export async function findOffersForAdmin(
  db: Database,
  query: AdminOfferListQuery,
): Promise<{ items: AdminOfferRow[]; total: number }> {
  const where = query.status ? eq(offers.status, query.status) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select({ offer: offers, owner: { id: users.id, fullName: users.fullName, email: users.email } })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.userId))
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
