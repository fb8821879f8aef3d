// A member's coins held in deals: for each accepted (or delivered) coins deal they pay, the hold its acceptance made.
// The hold is released in the transaction that completes the deal, so an open deal with a hold is one still holding.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, proposals } from '../../db/schema/index.ts';

export async function findHolds(db: Executor, userId: string) {
  return db
    .select({
      proposalId: proposals.id,
      listingTitle: proposals.listingTitle,
      coins: ledgerEntries.amount,
      since: ledgerEntries.createdAt,
    })
    .from(proposals)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.idempotencyKey, sql`'hold:' || ${proposals.id}`),
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, 'held'),
      ),
    )
    .where(and(eq(proposals.payerId, userId), inArray(proposals.status, ['accepted', 'delivered'])))
    .orderBy(asc(ledgerEntries.createdAt), asc(proposals.id));
}
