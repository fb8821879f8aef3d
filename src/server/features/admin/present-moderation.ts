import type { AdminStats, AdminTransaction, AuditEntryView } from '#shared/schemas/admin.ts';
import type { AdminTransactionRow } from './lists.ts';
import type { AuditRow } from './moderation.ts';
import type { AdminStatsRow } from './stats.ts';

export function presentAdminTransaction({
  entry,
  shownStatus,
  user,
  reversedById,
}: AdminTransactionRow): AdminTransaction {
  return {
    id: entry.id,
    user,
    type: entry.type,
    kind: entry.kind,
    currency: entry.currency,
    amount: entry.amount,
    description: entry.description,
    status: shownStatus,
    reversesId: entry.reversesId,
    reversedById,
    createdAt: entry.createdAt.toISOString(),
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
