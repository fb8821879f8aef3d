// Admin actions. Each one writes its audit entry in the same transaction as the change.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminOfferSearchQuery, UpdatePlatformSettingsInput } from '#shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { offers, platformSettings, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { recordBroadcastEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { forgetPlatformSettings, type PlatformSettings, readPlatformSettings } from '../../platform/settings.ts';
import { substringPattern } from '../../db/substring-pattern.ts';

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

// ILIKE treats % and _ as wildcards; an admin searching for "100%" means the characters.
/**
 * Every offer whatever its status (the public lists show live ones only), newest first, with its owner. The
 * search is a case-insensitive substring of the title or the description (spec section 5), through their
 * trigram indexes.
 */
export async function findOffersForAdmin(
  db: Database,
  query: AdminOfferSearchQuery,
): Promise<{ items: AdminOfferRow[]; total: number }> {
  const pattern = query.search ? substringPattern(query.search) : undefined;
  const where = and(
    query.status ? eq(offers.status, query.status) : undefined,
    pattern ? or(ilike(offers.title, pattern), ilike(offers.description, pattern)) : undefined,
  );
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
