// The admin's Reports tab: members' reports of messages. An admin dismisses a report, or acts on it: the message's
// sender is suspended and every open report of that message is closed as actioned.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultSuspensionReason } from '#shared/constants.ts';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { messageReports, messages, users } from '../../db/schema/index.ts';
import { offsetOf, type Person } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { lockMemberEvents, recordEvent, transactWithEvents } from '../../platform/events/record.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';
import { authorizeReport } from './policy.ts';

type ReportStatus = (typeof messageReports.$inferSelect)['status'];
type MessageRow = typeof messages.$inferSelect;

export type AdminReportRow = {
  report: typeof messageReports.$inferSelect;
  reporter: Person | null;
  message: Pick<MessageRow, 'id' | 'body' | 'conversationId' | 'createdAt'>;
  sender: (Person & Pick<Member, 'status' | 'role'>) | null;
};

const reporters = alias(users, 'reporters');
const senders = alias(users, 'senders');

function selectReports(db: Executor, where: SQL | undefined) {
  return db
    .select({
      report: messageReports,
      reporter: { id: reporters.id, fullName: reporters.fullName, email: reporters.email },
      message: {
        id: messages.id,
        body: messages.body,
        conversationId: messages.conversationId,
        createdAt: messages.createdAt,
      },
      sender: {
        id: senders.id,
        fullName: senders.fullName,
        email: senders.email,
        status: senders.status,
        role: senders.role,
      },
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .leftJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .where(where);
}

/** Every report, newest first, with who reported it, the message and who wrote it. */
export async function findReportsForAdmin(
  db: Database,
  query: PagingQuery & { status?: ReportStatus | undefined },
): Promise<Page<AdminReportRow>> {
  const where = query.status ? eq(messageReports.status, query.status) : undefined;
  const [items, [totals]] = await Promise.all([
    selectReports(db, where)
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(messageReports).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

async function findReportRow(db: Executor, reportId: string): Promise<AdminReportRow> {
  const [row] = await selectReports(db, eq(messageReports.id, reportId));
  if (!row) throw notFound('Report not found');
  return row;
}

/** The report, locked until the caller commits: it is decided once. */
async function lockReport(tx: Executor, reportId: string) {
  const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, reportId)).for('update');
  if (!report) throw notFound('Report not found');
  return report;
}

export async function dismissReport(ctx: AppContext, admin: Member, reportId: string): Promise<AdminReportRow> {
  return ctx.db.transaction(async (tx) => {
    await lockReport(tx, reportId);
    authorizeReport(admin, await findReportRow(tx, reportId), 'dismiss');
    await tx
      .update(messageReports)
      .set({ status: 'dismissed', resolvedBy: admin.id, resolvedAt: new Date(ctx.clock()) })
      .where(eq(messageReports.id, reportId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'report.dismiss',
      targetType: 'message_report',
      targetId: reportId,
    });
    return findReportRow(tx, reportId);
  });
}

/**
 * Suspends the reported message's sender with the reason and closes every open report of that message as
 * actioned. The sender's open tabs are told (session.revoked) so they re-read the session and show 'Account
 * Suspended' at once; the guard refuses their next request. Locks: the report, then the sender's event lock, then
 * their user row (the house order: event lock before user rows), so the role the policy reads cannot change under it.
 */
export async function actOnReport(
  ctx: AppContext,
  admin: Member,
  { reportId, reason: given }: { reportId: string; reason?: string | undefined },
): Promise<AdminReportRow> {
  // A blank reason field means the admin gave none.
  const reason = given || defaultSuspensionReason;
  return transactWithEvents(ctx, async (tx) => {
    const report = await lockReport(tx, reportId);
    const [message] = await tx
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, report.messageId));
    const senderId = message?.senderId;
    if (senderId) await lockMemberEvents(tx, [senderId]);
    const [found] = senderId ? await tx.select().from(users).where(eq(users.id, senderId)).for('update') : [];
    authorizeReport(admin, { report, sender: found ?? null }, 'act');
    // The policy refused a report whose sender is gone.
    const sender = found!;
    await recordEvent(tx, { userId: sender.id, type: 'session.revoked', payload: {} });
    await tx.update(users).set({ status: 'suspended', suspensionReason: reason }).where(eq(users.id, sender.id));
    const resolvedAt = new Date(ctx.clock());
    const actioned = await tx
      .update(messageReports)
      .set({ status: 'actioned', resolvedBy: admin.id, resolvedAt })
      .where(and(eq(messageReports.messageId, report.messageId), eq(messageReports.status, 'open')))
      .returning({ id: messageReports.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'report.act',
      targetType: 'message_report',
      targetId: reportId,
      details: {
        messageId: report.messageId,
        suspendedUserId: sender.id,
        reason,
        actionedReportIds: actioned.map((r) => r.id),
      },
    });
    return findReportRow(tx, reportId);
  });
}
