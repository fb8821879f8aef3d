import type { AdminStats, AuditEntryView, PlatformSettingsView } from '#shared/schemas/admin.ts';
import type { PlatformSettings } from '../../platform/settings.ts';
import type { AuditRow } from './service.ts';
import type { AdminStatsRow } from './stats.ts';

export function presentSettings(s: PlatformSettings): PlatformSettingsView {
  return {
    maintenanceMode: s.maintenanceMode,
    autoApproveListings: s.autoApproveListings,
    rateLimitProtection: s.rateLimitProtection,
    proposalExpiryDays: s.proposalExpiryDays,
    autoCompleteDays: s.autoCompleteDays,
    disputeWindowDays: s.disputeWindowDays,
    listingLifetimeDays: s.listingLifetimeDays,
    coinPack100PriceCents: s.coinPack100PriceCents,
    coinPack500PriceCents: s.coinPack500PriceCents,
    coinPack1000PriceCents: s.coinPack1000PriceCents,
    conversionCentsPer100Coins: s.conversionCentsPer100Coins,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export const presentAdminStats = (stats: AdminStatsRow): AdminStats => ({ ...stats });

export function presentAuditEntry({ entry, actor }: AuditRow): AuditEntryView {
  return {
    id: entry.id,
    actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: (entry.details ?? {}) as Record<string, unknown>,
    createdAt: entry.createdAt.toISOString(),
  };
}
