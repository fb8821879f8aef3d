// The admin's Feedback and Support tabs: lists filtered and paged in SQL, status changes and deletions, each
// change audited in its own transaction. Reports of messages are in inbox-reports.ts.
import { count, desc, eq } from 'drizzle-orm';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { Database, Executor } from '../../db/client.ts';
import { feedback, supportRequests, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';
import { type AdminFeedbackRow, offsetOf, ownerColumns } from './lists.ts';

type FeedbackStatus = (typeof feedback.$inferSelect)['status'];
type SupportRequestStatus = (typeof supportRequests.$inferSelect)['status'];

async function findFeedbackRow(db: Executor, id: string): Promise<AdminFeedbackRow> {
  const [row] = await db
    .select({ entry: feedback, user: ownerColumns })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  if (!row) throw notFound('Feedback not found');
  return row;
}

/** Any of the four statuses may be set from any other (spec section 6); the one it has is a no-op, unaudited. */
export async function setFeedbackStatus(
  db: Database,
  admin: Member,
  { feedbackId, status }: { feedbackId: string; status: FeedbackStatus },
): Promise<AdminFeedbackRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: feedback.status })
      .from(feedback)
      .where(eq(feedback.id, feedbackId))
      .for('update');
    if (!before) throw notFound('Feedback not found');
    if (before.status === status) return findFeedbackRow(tx, feedbackId);
    await tx.update(feedback).set({ status }).where(eq(feedback.id, feedbackId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'feedback.status',
      targetType: 'feedback',
      targetId: feedbackId,
      details: { from: before.status, to: status },
    });
    return findFeedbackRow(tx, feedbackId);
  });
}

export async function deleteFeedback(db: Database, admin: Member, feedbackId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(feedback).where(eq(feedback.id, feedbackId)).returning();
    if (!deleted) throw notFound('Feedback not found');
    // The entry is gone; the log keeps enough to say what was deleted and whose it was.
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'feedback.delete',
      targetType: 'feedback',
      targetId: feedbackId,
      // Not the content: the log outlives the member's account, and what they wrote is their personal data.
      details: { type: deleted.type, status: deleted.status, userId: deleted.userId, length: deleted.content.length },
    });
  });
}

export type AdminSupportRow = typeof supportRequests.$inferSelect;

export async function findSupportRequestsForAdmin(
  db: Database,
  query: PagingQuery & { status?: SupportRequestStatus | undefined },
): Promise<Page<AdminSupportRow>> {
  const where = query.status ? eq(supportRequests.status, query.status) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** Any status from any; the one it has is a no-op, unaudited. */
export async function setSupportRequestStatus(
  db: Database,
  admin: Member,
  { requestId, status }: { requestId: string; status: SupportRequestStatus },
): Promise<AdminSupportRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for('update');
    if (!before) throw notFound('Support request not found');
    if (before.status === status) return before;
    const [updated] = await tx
      .update(supportRequests)
      .set({ status })
      .where(eq(supportRequests.id, requestId))
      .returning();
    if (!updated) throw new Error('support request update returned nothing');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'support_request.status',
      targetType: 'support_request',
      targetId: requestId,
      details: { from: before.status, to: status },
    });
    return updated;
  });
}
