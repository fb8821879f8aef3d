// The admin's Support tab: Get Help requests, newest first, optionally by status, and their status set by an admin,
// each change audited in its own transaction.
import { count, desc, eq } from 'drizzle-orm';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { Database } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';

type SupportRequestStatus = (typeof supportRequests.$inferSelect)['status'];

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
