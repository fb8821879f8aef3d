// The admin's Transactions tab: the whole ledger, newest first, searched and filtered as the other admin lists are
// (platform/admin-lists.ts), one row per movement (the entries sharing an idempotency key: both legs of a transfer or
// a conversion, the two sides of a hold), shown by its first entry with all its legs. Reversing is reversal.ts.
import { desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminTransactionListQuery } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import { outOfIndexReach } from '../../db/capped-search.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { findListPage, ownerColumns, type Person, type SearchedList } from '../../platform/admin-lists.ts';
import type { Page } from '../../platform/present-page.ts';
import { type ShownEntryStatus, shownEntryStatus } from './entry-status.ts';

export type AdminTransactionRow = {
  entry: typeof ledgerEntries.$inferSelect;
  /** What the member's wallet reads too (entry-status.ts). */
  shownStatus: ShownEntryStatus;
  user: Person | null;
  reversedById: string | null;
  /** What the policy reads of the entry's movement (policy.ts: TransactionFacts). */
  movementMemberIds: (string | null)[];
  movementReversed: boolean;
  legs: MovementLeg[];
};

export type MovementLeg = {
  user: Person | null;
  type: (typeof ledgerEntries.$inferSelect)['type'];
  currency: (typeof ledgerEntries.$inferSelect)['currency'];
  amount: number;
};

const reversal = alias(ledgerEntries, 'reversal');
const newestEntries = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];
// The entry's movement as reversal.ts reads it: the entries sharing its idempotency key, reversals aside, or the
// entry alone (the two differ only for a reversal, which is never reversed). An OR, so PostgreSQL
// reads it through the primary key and the idempotency index.
const inMovement = sql`(part.id = ${ledgerEntries.id}
  OR (part.idempotency_key = ${ledgerEntries.idempotencyKey} AND part.reverses_id IS NULL))`;
const movementMemberIds = sql<(string | null)[]>`(SELECT json_agg(part.user_id) FROM ${ledgerEntries} AS part
  WHERE ${inMovement})`;
// A movement's first entry stands for it; an entry without a key is a movement of its own.
const leadsMovement = sql`(${ledgerEntries.idempotencyKey} IS NULL OR NOT EXISTS (SELECT 1 FROM ${ledgerEntries} AS sibling
  WHERE sibling.idempotency_key = ${ledgerEntries.idempotencyKey} AND sibling.id < ${ledgerEntries.id}))`;
const movementLegs = sql<MovementLeg[]>`(SELECT json_agg(json_build_object(
    'user', CASE WHEN person.id IS NULL THEN NULL
      ELSE json_build_object('id', person.id, 'fullName', person.full_name, 'email', person.email) END,
    'type', leg.type, 'currency', leg.currency, 'amount', leg.amount) ORDER BY leg.id)
  FROM ${ledgerEntries} AS leg LEFT JOIN ${users} AS person ON person.id = leg.user_id
  WHERE leg.id = ${ledgerEntries.id} OR leg.idempotency_key = ${ledgerEntries.idempotencyKey})`;
const movementReversed = sql<boolean>`EXISTS (SELECT 1 FROM ${ledgerEntries} AS part
  JOIN ${ledgerEntries} AS part_reversal ON part_reversal.reverses_id = part.id WHERE ${inMovement})`;

/**
 * The ledger newest first, with each entry's member, the entry that reversed it (reverses_id is unique) and what the
 * policy needs to know of its movement.
 */
export async function findTransactionsForAdmin(
  ctx: AppContext,
  query: AdminTransactionListQuery,
): Promise<Page<AdminTransactionRow>> {
  const matches = query.q ? ilike(ledgerEntries.description, substringPattern(query.q)) : undefined;
  const list: SearchedList = {
    totalKey: `movements:${query.status ?? 'all'}`,
    createdAt: ledgerEntries.createdAt,
    from: sql`${ledgerEntries}`,
    // The status the member sees, so each filter finds what the member's wallet shows under it.
    filters: [leadsMovement, query.status ? sql`${shownEntryStatus} = ${query.status}` : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findListPage(ctx, query, list, async (where, offset) => {
    // Joined after the page is cut: joined first, every skipped entry of a deep page was joined too.
    const page = ctx.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(where)
      .orderBy(...newestEntries)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({
        entry: ledgerEntries,
        shownStatus: shownEntryStatus,
        user: ownerColumns,
        reversedById: reversal.id,
        movementMemberIds,
        movementReversed,
        legs: movementLegs,
      })
      .from(page)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, page.id))
      .leftJoin(users, eq(users.id, ledgerEntries.userId))
      .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
      .orderBy(...newestEntries);
  });
}
