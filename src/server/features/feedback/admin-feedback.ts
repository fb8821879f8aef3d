// The admin's Feedback tab: every member's feedback, searched, filtered and paged in SQL as the other admin lists are
// (platform/admin-lists.ts), status changes and deletions, each change audited in its own transaction.
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { feedbackTypes } from '#shared/constants.ts';
import type { AdminFeedbackListQuery } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { outOfIndexReach } from '../../db/capped-search.ts';
import { feedback, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { findListPage, ownerColumns, type Person, type SearchedList } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';

export type AdminFeedbackRow = { entry: typeof feedback.$inferSelect; user: Person | null };

type FeedbackStatus = (typeof feedback.$inferSelect)['status'];

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

/**
 * Spec section 5, 'Admin search': a case-insensitive substring of the content, the type, or the author's name or
 * email. Through the trigram indexes it is a union of ids, each branch on its own index (feedback content,
 * users' name and email): one OR over them, with the authors as a subquery, reads the whole table (measured: 190
 * ms against 7 ms for 50,000 entries and 100,000 members). Read in order, it is one OR over the entry and its
 * author, joined row by row. The four types are matched here; a search that names one matches a large share.
 */
function feedbackSearch(db: Database, search: string): NonNullable<SearchedList['search']> {
  const pattern = substringPattern(search);
  const needle = search.toLowerCase();
  const types = feedbackTypes.filter((type) => type.includes(needle));
  const authors = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.fullName, pattern))
    .union(db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)));
  const matching = db
    .select({ id: feedback.id })
    .from(feedback)
    .where(ilike(feedback.content, pattern))
    .unionAll(db.select({ id: feedback.id }).from(feedback).where(inArray(feedback.userId, authors)));
  const byType = types.length > 0 ? inArray(feedback.type, types) : undefined;
  const joined = or(
    byType,
    ilike(feedback.content, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
  );
  return { indexed: or(byType, inArray(feedback.id, matching)), inOrder: outOfIndexReach(joined), estimated: joined };
}

const newestFeedback = [desc(feedback.createdAt), desc(feedback.id)];

/** Every feedback entry, newest first, with its author (null once they deleted their account). */
export async function findFeedbackForAdmin(
  ctx: AppContext,
  query: AdminFeedbackListQuery,
): Promise<Page<AdminFeedbackRow>> {
  const list: SearchedList = {
    totalKey: `feedback:${query.status ?? 'all'}`,
    createdAt: feedback.createdAt,
    from: sql`${feedback} LEFT JOIN ${users} ON ${users.id} = ${feedback.userId}`,
    filters: [query.status ? eq(feedback.status, query.status) : undefined],
    search: query.q ? feedbackSearch(ctx.db, query.q) : null,
  };
  return findListPage(ctx, query, list, async (where, offset) => {
    const page = ctx.db
      .select({ id: feedback.id })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(...newestFeedback)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({ entry: feedback, user: ownerColumns })
      .from(page)
      .innerJoin(feedback, eq(feedback.id, page.id))
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(...newestFeedback);
  });
}
