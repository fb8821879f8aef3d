// What a ledger entry's status reads, the same for the member's wallet and the admin's Transactions tab (its list,
// its status filter): entries never change (append-only), so a withdrawal's hold follows its withdrawal instead.
import { sql } from 'drizzle-orm';
import type { ledgerStatuses } from '#shared/constants.ts';
import { ledgerEntries, withdrawals } from '../../db/schema/index.ts';

export type ShownEntryStatus = (typeof ledgerStatuses)[number];

/**
 * A withdrawal's hold reads pending until an admin decides, then completed (paid) or failed (rejected: the reversal
 * beside it returns the cash); every other entry reads its own status.
 */
export const shownEntryStatus = sql<ShownEntryStatus>`(CASE WHEN ${ledgerEntries.kind} = 'withdrawal'
  AND ${ledgerEntries.withdrawalId} IS NOT NULL THEN coalesce((SELECT CASE held.status WHEN 'pending' THEN 'pending'
  WHEN 'paid' THEN 'completed' ELSE 'failed' END FROM ${withdrawals} AS held
  WHERE held.id = ${ledgerEntries.withdrawalId}), ${ledgerEntries.status}) ELSE ${ledgerEntries.status} END)`;
