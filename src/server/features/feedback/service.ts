// Member feedback: a member sends it (it starts pending, for the admins to review later) and reads back their own
// history. Nobody else's feedback is ever reachable from here.
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createFeedbackSchema } from '#shared/schemas/feedback.ts';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { Database } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
type NewFeedback = z.infer<typeof createFeedbackSchema>;

export async function createFeedback(db: Database, memberId: string, input: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({ userId: memberId, type: input.type, content: input.content, rating: input.rating ?? null })
    .returning();
  return row!;
}

/** The member's own feedback, newest first, one page of it and the total. */
export async function findFeedbackForMember(db: Database, memberId: string, query: PagingQuery) {
  const mine = eq(feedback.userId, memberId);
  const [items, [totalRow]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(mine)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(feedback).where(mine),
  ]);
  return { items, total: totalRow?.n ?? 0 };
}
