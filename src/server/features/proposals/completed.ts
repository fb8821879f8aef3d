// Completed Offers: the member's completed deals, and what they were paid in them, as the dashboard counts it
// (decision 011): cash by its amount in cents, coins by the ledger, a payment an admin reversed left out.
import type { Database } from '../../db/client.ts';
import type { Member } from '../../platform/guards.ts';
import { findDealEarnings } from '../dashboard/service.ts';
import { findProposalsForMember } from './records.ts';

export async function findCompletedDeals(db: Database, member: Member) {
  const [{ items }, earned] = await Promise.all([
    findProposalsForMember(db, member, { box: 'all', status: 'completed', page: 1, pageSize: 100 }),
    findDealEarnings(db, member.id),
  ]);
  return { items, earnedCashCents: earned.cashCents, earnedCoins: earned.coins };
}
