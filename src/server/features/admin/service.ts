// What admin/ itself keeps: the platform settings and Recent Activity (the audit log). Each settings change writes its
// audit entry in the same transaction as the change; the actions on members, listings, money, feedback, support and
// reports are in the features whose data they change.
import { count, desc, eq } from 'drizzle-orm';
import { type CoinRateField, findCoinRateBreach, packPriceFields } from '#shared/coin-rates.ts';
import type { AuditEntryView, UpdatePlatformSettingsInput } from '#shared/schemas/admin.ts';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, platformSettings, users } from '../../db/schema/index.ts';
import { offsetOf, ownerColumns } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { badRequest } from '../../platform/errors.ts';
import { recordBroadcastEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';
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
    refuseCashOutLoop({ ...current, ...changes }, Object.keys(changes));
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

const coinRateFields: CoinRateField[] = [...Object.values(packPriceFields), 'conversionCentsPer100Coins'];

/**
 * The settings as they would be saved must keep the cash-out rule (decision 031): 400 naming the field that breaks
 * it, and nothing is saved.
 */
function refuseCashOutLoop(next: PlatformSettings, changed: string[]) {
  const changedRates = coinRateFields.filter((field) => changed.includes(field));
  if (changedRates.length === 0) return;
  const breach = findCoinRateBreach(next, changedRates);
  if (breach) throw badRequest('CASH_OUT_RULE', breach.message, { [breach.field]: breach.message });
}

export type AuditRow = {
  entry: typeof auditLog.$inferSelect;
  actor: NonNullable<AuditEntryView['actor']> | null;
};

/** Recent Activity: the audit log newest first, with who did it (null once they deleted their account). */
export async function findAuditEntries(db: Database, query: PagingQuery): Promise<Page<AuditRow>> {
  const [items, [totals]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: ownerColumns })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items, total: totals?.total ?? 0 };
}
