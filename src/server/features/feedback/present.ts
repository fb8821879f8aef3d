import type { Feedback } from '#shared/schemas/feedback.ts';
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
