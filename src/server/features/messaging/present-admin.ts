import type { AdminReport } from '#shared/schemas/admin.ts';
import type { Member } from '../../platform/guards.ts';
import type { AdminReportRow } from './admin-reports.ts';
import { reportAbilities } from './policy.ts';

export function presentAdminReport({ report, reporter, message, sender }: AdminReportRow, viewer: Member): AdminReport {
  return {
    id: report.id,
    reason: report.reason,
    status: report.status,
    reporter,
    message: {
      id: message.id,
      body: message.body,
      conversationId: message.conversationId,
      sentAt: message.createdAt.toISOString(),
    },
    sender,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    createdAt: report.createdAt.toISOString(),
    can: reportAbilities(viewer, { report, sender }),
  };
}
