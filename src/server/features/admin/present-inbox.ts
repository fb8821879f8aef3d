import type { AdminFeedback, AdminReport, AdminSupportRequest } from '#shared/schemas/admin.ts';
import type { AdminReportRow } from './inbox-reports.ts';
import type { AdminSupportRow } from './inbox.ts';
import type { AdminFeedbackRow } from './lists.ts';

export function presentAdminFeedback({ entry, user }: AdminFeedbackRow): AdminFeedback {
  return {
    id: entry.id,
    user,
    type: entry.type,
    content: entry.content,
    rating: entry.rating,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function presentAdminSupportRequest(row: AdminSupportRow): AdminSupportRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    helpType: row.helpType,
    comments: row.comments,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

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
