// Completed Offers: the member's completed deals, and the coins their deals paid them (cash and trade deals are
// settled between the members, so only coins can be counted; a payment an admin reversed no longer counts).
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { notReversed } from '../wallet/service.ts';
import { findProposalsForMember } from './service.ts';

export async function findCompletedDeals(db: Database, member: Member) {
  const [{ items }, [earned]] = await Promise.all([
    findProposalsForMember(db, member, { box: 'all', status: 'completed', page: 1, pageSize: 100 }),
    db
      .select({ coins: sum(ledgerEntries.amount).mapWith(Number) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, member.id),
          eq(ledgerEntries.kind, 'deal'),
          eq(ledgerEntries.type, 'received'),
          notReversed,
        ),
      ),
  ]);
  return { items, earnedCoins: earned?.coins ?? 0 };
}
