import type { AdminReport } from '#shared/schemas/admin.ts';
import type { AdminReportRow } from './admin-reports.ts';

export function presentAdminReport({ report, reporter, message, sender }: AdminReportRow): AdminReport {
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
  };
}
