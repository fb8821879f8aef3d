// The admin's Users tab: the list, suspension, role and deletion. Each change writes its audit entry in the same
// transaction, takes the target's event lock before any user row (the house order), and locks the admin rows in id
// order whenever it may take an active admin away, so two admins acting on each other at once cannot both go.
import { asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { type AdminUserListQuery, defaultSuspensionReason } from '#shared/schemas/admin.ts';
import type { UserRole } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import { outOfIndexReach } from '../../db/capped-search.ts';
import { retryTransientConflicts } from '../../db/transient-conflicts.ts';
import { users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { findListPage, type SearchedList } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
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

const userNotFound = () => notFound('User not found');
const ownAccount = (message: string) => new AppError(403, 'OWN_ACCOUNT', message);
const lastAdmin = () =>
  conflict('LAST_ADMIN', 'This is the last active administrator. Make another member an administrator first.');

/**
 * Locks the target's events, then the target's row and every admin row in id order, and returns the target (404
 * when there is none) and whether another active admin remains besides it. The acting admin is among the locked
 * rows, so one suspended or demoted while their request was on its way is refused here (403). The rows are locked
 * FOR NO KEY UPDATE, as the changes need: an insert that points at the member (a notification, a listing) takes a
 * key-share lock that this does not wait for, so it cannot deadlock with the member's own transaction.
 */
async function lockTarget(
  tx: EventTransaction,
  actorId: string,
  targetId: string,
): Promise<{ target: AdminUserRow; othersActive: boolean }> {
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
  const othersActive = rows.some((row) => row.id !== targetId && row.role === 'admin' && row.status === 'active');
  return { target, othersActive };
}

const isActiveAdmin = (user: AdminUserRow) => user.role === 'admin' && user.status === 'active';

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
  if (input.userId === actor.id) throw ownAccount('You cannot suspend your own account');
  const reason = input.reason || defaultSuspensionReason;
  return transactWithEvents(ctx, async (tx) => {
    const { target, othersActive } = await lockTarget(tx, actor.id, input.userId);
    if (isActiveAdmin(target) && !othersActive) throw lastAdmin();
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
    const { target } = await lockTarget(tx, actor.id, userId);
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
  if (input.userId === actor.id) throw ownAccount('You cannot change your own role');
  return transactWithEvents(ctx, async (tx) => {
    const { target, othersActive } = await lockTarget(tx, actor.id, input.userId);
    if (target.role === input.role) return target;
    if (input.role !== 'admin' && isActiveAdmin(target) && !othersActive) throw lastAdmin();
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
  if (userId === actor.id) throw ownAccount('You cannot delete your own account');
  try {
    // A deadlock's victim runs again whole (decision 013): the deletion's FOR UPDATE can meet a member's own
    // transaction that holds a key-share lock on their row.
    const hadLiveListings = await retryTransientConflicts(() =>
      transactWithEvents(ctx, async (tx) => {
        await confirmActiveAdmin(tx, actor.id);
        const [target] = await tx.select().from(users).where(eq(users.id, userId));
        if (!target) throw userNotFound();
        // Takes its locks in the house order itself.
        const hadLive = await deleteAccountWithin(tx, target);
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
    if (error instanceof AppError && message) throw new AppError(error.status, error.code, message);
    throw error;
  }
}
