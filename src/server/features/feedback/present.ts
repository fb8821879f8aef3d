import type { AdminFeedback } from '#shared/schemas/admin.ts';
import type { Feedback } from '#shared/schemas/feedback.ts';
import type { AdminFeedbackRow } from './admin-feedback.ts';
import type { FeedbackRow } from './service.ts';

export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    rating: row.rating,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

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
