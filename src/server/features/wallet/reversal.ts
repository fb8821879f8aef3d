// Reversing a transaction from the admin's Transactions tab (decision 013).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { ownerColumns } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, transactWithEvents } from '../../platform/events/record.ts';
import { confirmActiveAdmin, type Member } from '../../platform/guards.ts';
import type { AdminTransactionRow } from './admin-transactions.ts';
import { postMovement } from './ledger.ts';
import { ledgerMessages } from './ledger-words.ts';
import { authorizeTransaction } from './policy.ts';

/**
 * Coins whose reversal moves the convertible coins too: a deal's credit (deal income taken back) or a conversion's
 * debit (the earned coins it spent returned).
 */
function isEarnedCoins(part: typeof ledgerEntries.$inferSelect): boolean {
  if (part.currency !== 'coins') return false;
  if (part.kind === 'conversion') return part.type === 'sent';
  return (part.kind === 'deal' || part.kind === 'release') && part.type === 'received';
}

/**
 * 'A completed ledger entry is reversed, not deleted': the opposite of the whole movement the entry belongs to (the
 * entries sharing its idempotency key: both sides of a deal, both legs of a conversion), through the ledger, so no
 * money is made or lost and every balance still equals the sum of its entries. The policy (policy.ts) refuses a
 * reversal, an entry not completed, a withdrawal's, a movement of a deleted member or of the admin's own, and one
 * reversed already; this function, one that would leave a balance below zero or that another admin's committed first
 * (409).
 */
export async function reverseTransaction(
  ctx: AppContext,
  admin: Member,
  entryId: string,
): Promise<AdminTransactionRow> {
  return transactWithEvents(ctx, async (tx) => {
    await confirmActiveAdmin(tx, admin.id);
    const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    if (!entry) throw notFound('Transaction not found');
    const movement = entry.idempotencyKey
      ? await tx
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.idempotencyKey, entry.idempotencyKey), isNull(ledgerEntries.reversesId)))
          .orderBy(asc(ledgerEntries.id))
      : [entry];
    const memberIds = movement.map((part) => part.userId);
    const [reversedBefore] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reversesId,
          movement.map((part) => part.id),
        ),
      )
      .limit(1);
    // The Transactions tab's flag was read before this request; this re-reads what it was read from.
    authorizeTransaction(admin, { entry, memberIds, reversed: reversedBefore !== undefined }, 'reverse');

    // Every member's event lock up front, before the balance rows: the order every wallet transaction keeps.
    await lockMemberEvents(tx, memberIds as string[]);
    let posted: Awaited<ReturnType<typeof postMovement>>;
    try {
      posted = await postMovement(tx, {
        idempotencyKey: `reverse:${entry.id}`,
        postings: movement.map((part) => ({
          userId: part.userId!,
          currency: part.currency,
          delta: part.type === 'received' ? -part.amount : part.amount,
          kind: 'reversal' as const,
          description: ledgerMessages.reversal(part.description),
          reversesId: part.id,
          earned: isEarnedCoins(part),
        })),
      });
    } catch (error) {
      // A member has spent what the movement gave them: nothing changes, and the admin is told why. A conflict with
      // the member's balance, not a bad request: its own code, with the ledger's words.
      if (error instanceof AppError && (error.code === 'INSUFFICIENT_COINS' || error.code === 'INSUFFICIENT_BALANCE'))
        throw conflict('ALREADY_SPENT', error.message);
      throw error;
    }
    // The reverses_id index is unique: a reversal that committed first leaves this one nothing to insert.
    if (!posted.applied) throw conflict('ALREADY_REVERSED', 'This transaction was already reversed.');
    const created = await tx
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reversesId,
          movement.map((part) => part.id),
        ),
      );
    const reversalOfEntry = created.find((row) => row.reversesId === entry.id);
    if (!reversalOfEntry) throw new Error(`reversal of ${entry.id} is missing`);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'transaction.reverse',
      targetType: 'ledger_entry',
      targetId: entry.id,
      details: {
        reversalIds: created.map((row) => row.id),
        entries: movement.map((part) => ({ id: part.id, currency: part.currency, amount: part.amount })),
      },
    });
    const people = await tx
      .select(ownerColumns)
      .from(users)
      .where(
        inArray(
          users.id,
          created.map((row) => row.userId!),
        ),
      );
    const member = people.find((person) => person.id === entry.userId);
    // A reversal is never a withdrawal's hold, so it reads its own status.
    return {
      entry: reversalOfEntry,
      shownStatus: reversalOfEntry.status,
      user: member ?? null,
      reversedById: null,
      movementMemberIds: created.map((row) => row.userId),
      movementReversed: false,
      legs: created
        .toSorted((a, b) => a.id.localeCompare(b.id))
        .map((row) => ({
          user: people.find((person) => person.id === row.userId) ?? null,
          type: row.type,
          currency: row.currency,
          amount: row.amount,
        })),
    };
  });
}
