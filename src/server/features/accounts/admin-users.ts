// The admin's Users tab: the list, suspension, role and deletion. Each change writes its audit entry in the same
// transaction, takes the target's event lock before any user row (the house order), and locks the admin rows in id
// order whenever it may take an active admin away, so two admins acting on each other at once cannot both go.
import { and, asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { defaultSuspensionReason } from '#shared/constants.ts';
import type { AdminUserListQuery } from '#shared/schemas/admin.ts';
import type { UserRole } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { outOfIndexReach } from '../../db/capped-search.ts';
import { retryTransientConflicts } from '../../db/transient-conflicts.ts';
import { users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { findListPage, type SearchedList } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import {
  lockMemberEvents,
  recordEvent,
  transactWithEvents,
  type EventTransaction,
} from '../../platform/events/record.ts';
import { confirmActiveAdmin, type Member, suspendedError } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';
import { invalidateOfferLists } from '../offers/service.ts';
import { deleteAccountWithin } from './deletion.ts';
import { authorizeAdminUser, isActiveAdmin, lastAdmin } from './policy.ts';

export type AdminUserRow = typeof users.$inferSelect;

const newestUsers = [desc(users.createdAt), desc(users.id)];

/** Every member, newest first; search is a case-insensitive substring of the email or the name. */
export async function findUsersForAdmin(ctx: AppContext, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  const pattern = query.q ? substringPattern(query.q) : undefined;
  const matches = pattern && or(ilike(users.email, pattern), ilike(users.fullName, pattern));
  const list: SearchedList = {
    totalKey: `users:${query.status ?? 'all'}`,
    createdAt: users.createdAt,
    from: sql`${users}`,
    filters: [query.status ? eq(users.status, query.status) : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findListPage(ctx, query, list, async (where, offset) => {
    // The page's ids first, straight from a (status,) created_at, id index; the rows then for those ids only.
    const page = ctx.db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...newestUsers)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select(getTableColumns(users))
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...newestUsers);
  });
}

/** The platform's active administrators, for the policy's facts: a list reads it once per page, not per row. */
export function countActiveAdmins(db: Executor): Promise<number> {
  return db.$count(users, and(eq(users.role, 'admin'), eq(users.status, 'active')));
}

const userNotFound = () => notFound('User not found');

/**
 * Locks the target's events, then the target's row and every admin row in id order, and returns the policy's facts:
 * the target (404 when there is none) and how many of the locked rows are active admins. The acting admin is among
 * the locked rows, so one suspended or demoted while their request was on its way is refused here (403). The rows
 * are locked FOR NO KEY UPDATE, as the changes need: an insert that points at the member (a notification, a listing)
 * takes a key-share lock that this does not wait for, so it cannot deadlock with the member's own transaction.
 */
async function lockTarget(
  tx: EventTransaction,
  actorId: string,
  targetId: string,
): Promise<{ target: AdminUserRow; activeAdmins: number }> {
  await lockMemberEvents(tx, [targetId]);
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(users.id, targetId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .for('no key update');
  const actor = rows.find((row) => row.id === actorId);
  if (actor?.status === 'suspended') throw suspendedError(actor.suspensionReason);
  if (!actor) throw forbidden('Only administrators can do this.');
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw userNotFound();
  return { target, activeAdmins: rows.filter(isActiveAdmin).length };
}

/**
 * Suspends a member at once: guards refuse their next request (403 ACCOUNT_SUSPENDED with the reason), and the
 * session.revoked event makes their tabs recheck the session (which shows the suspension) and ends their event
 * streams. Their sessions stay, so the web can show the 'Account Suspended' screen with its reason. Suspending a
 * suspended member updates the reason; the same reason again changes nothing and is not audited.
 */
export async function suspendUser(
  ctx: AppContext,
  actor: Member,
  input: { userId: string; reason?: string },
): Promise<AdminUserRow> {
  const reason = input.reason || defaultSuspensionReason;
  return transactWithEvents(ctx, async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor.id, input.userId);
    authorizeAdminUser(actor, { member: target, activeAdmins }, 'suspend');
    if (target.status === 'suspended' && target.suspensionReason === reason) return target;
    const updated = await updateUser(tx, target.id, { status: 'suspended', suspensionReason: reason });
    await recordEvent(tx, { userId: target.id, type: 'session.revoked', payload: {} });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: target.id,
      details: { reason },
    });
    return updated;
  });
}

/**
 * Lifts a suspension; the event makes any tab of the member that still listens recheck its session. An active
 * member is left as they are, unaudited.
 */
export async function reactivateUser(ctx: AppContext, actor: Member, userId: string): Promise<AdminUserRow> {
  return transactWithEvents(ctx, async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor.id, userId);
    authorizeAdminUser(actor, { member: target, activeAdmins }, 'reactivate');
    if (target.status === 'active') return target;
    const updated = await updateUser(tx, target.id, { status: 'active', suspensionReason: null });
    await recordEvent(tx, { userId: target.id, type: 'session.revoked', payload: {} });
    await recordAudit(tx, { actorId: actor.id, action: 'user.reactivate', targetType: 'user', targetId: target.id });
    return updated;
  });
}

/**
 * Switches a member's role; their tabs recheck the session, so a demoted admin's panel goes at once. The role they
 * already have changes nothing and is not audited.
 */
export async function setUserRole(
  ctx: AppContext,
  actor: Member,
  input: { userId: string; role: UserRole },
): Promise<AdminUserRow> {
  return transactWithEvents(ctx, async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor.id, input.userId);
    // Before the no-op below, so one's own role is refused even unchanged; the last-admin rule cannot refuse the
    // role the target already has, as the acting admin is a locked active one besides them.
    authorizeAdminUser(actor, { member: target, activeAdmins }, 'changeRole');
    if (target.role === input.role) return target;
    const updated = await updateUser(tx, target.id, { role: input.role });
    await recordEvent(tx, { userId: target.id, type: 'session.revoked', payload: {} });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: target.id,
      details: { role: input.role, previousRole: target.role },
    });
    return updated;
  });
}

async function updateUser(tx: EventTransaction, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!updated) throw userNotFound();
  return updated;
}

// The account deletion's refusals speak to the member deleting themselves; the admin hears them about the member.
const deletionRefusals: Record<string, string> = {
  COIN_DEAL_OPEN:
    'This member has an accepted Dragon Coins deal that is not completed yet. The account can be deleted once it is completed.',
  ORDER_PENDING:
    'This member has a Dragon Coins purchase waiting for payment. The account can be deleted once it is paid or has expired (24 hours after it started).',
  WITHDRAWAL_PENDING: 'This member has a pending withdrawal. Mark it paid or rejected before deleting the account.',
  LAST_ADMIN: lastAdmin().message,
};

/**
 * Deletes a member as they would delete themselves (decision 004 and 012: the wallet closed through the ledger,
 * personal copies cleared, the same refusals), inside a transaction that also writes the audit entry. The entry
 * keeps the member's id only: their email is personal data and goes with them.
 */
export async function deleteUser(ctx: AppContext, actor: Member, userId: string): Promise<void> {
  try {
    // A deadlock's victim runs again whole (decision 013): the deletion's FOR UPDATE can meet a member's own
    // transaction that holds a key-share lock on their row.
    const hadLiveListings = await retryTransientConflicts(() =>
      transactWithEvents(ctx, async (tx) => {
        await confirmActiveAdmin(tx, actor.id);
        const [target] = await tx.select().from(users).where(eq(users.id, userId));
        if (!target) throw userNotFound();
        // The admins are counted unlocked: the deletion takes its locks in the house order itself, and decides the
        // last admin again on the locked rows.
        authorizeAdminUser(actor, { member: target, activeAdmins: await countActiveAdmins(tx) }, 'delete');
        const hadLive = await deleteAccountWithin(tx, target, new Date(ctx.clock()));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.delete',
          targetType: 'user',
          targetId: target.id,
          details: { role: target.role },
        });
        return hadLive;
      }),
    );
    // A deleted member's live listings leave the public lists.
    if (hadLiveListings) invalidateOfferLists(ctx);
  } catch (error) {
    const message = error instanceof AppError ? deletionRefusals[error.code] : undefined;
    if (error instanceof AppError && message) throw new AppError(error.code, message);
    throw error;
  }
}
