// How a member's wallet history words a deal's coins: the ledger's descriptions are written once, for both parties
// and the admin ('Deal: Logo design'), so the wallet reads each of the member's own deal entries as what it was to
// them: 'Held for Logo design', 'Paid by Ann Lee for Logo design', 'Returned from Logo design'. A deal's movements
// are keyed by its proposal ('hold:<id>', 'deal:<id>') or its dispute ('dispute:<id>').
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputes, ledgerEntries, proposals, users } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/ids.ts';
import { ledgerMessages } from './ledger-words.ts';

type Entry = typeof ledgerEntries.$inferSelect;
export type ShownEntryType = 'sent' | 'received' | 'held';
/** What the member's history shows of an entry: its words, its direction and, for a hold, whether it still holds. */
export type DealEntryView = { label: string; shownType: ShownEntryType; settled: boolean };

const keyed = (entry: Entry) => {
  const [prefix, id] = (entry.idempotencyKey ?? '').split(':');
  return id && isUuid(id) ? { prefix, id } : null;
};

/** The view of each of the member's deal entries, by entry id; other entries are left out. */
export async function viewDealEntries(db: Executor, userId: string, entries: Entry[]) {
  const dealKinds = new Set(['hold', 'release', 'refund', 'deal']);
  const deal = entries.filter((entry) => dealKinds.has(entry.kind) && keyed(entry));
  const views = new Map<string, DealEntryView>();
  if (deal.length === 0) return views;
  const disputeIds = deal.flatMap((entry) => (keyed(entry)?.prefix === 'dispute' ? [keyed(entry)!.id] : []));
  const disputeRows = disputeIds.length
    ? await db
        .select({ id: disputes.id, proposalId: disputes.proposalId })
        .from(disputes)
        .where(inArray(disputes.id, disputeIds))
    : [];
  const proposalOf = (entry: Entry) => {
    const key = keyed(entry)!;
    if (key.prefix === 'dispute') return disputeRows.find((row) => row.id === key.id)?.proposalId;
    return key.prefix === 'hold' || key.prefix === 'deal' ? key.id : undefined;
  };
  const proposalIds = [...new Set(deal.map(proposalOf).filter((id) => id !== undefined))];
  if (proposalIds.length === 0) return views;
  const [deals, settledKeys] = await Promise.all([
    db
      .select({
        id: proposals.id,
        title: proposals.listingTitle,
        payerId: proposals.payerId,
        senderId: proposals.senderId,
        receiverId: proposals.receiverId,
      })
      .from(proposals)
      .where(inArray(proposals.id, proposalIds)),
    // A hold is settled once its deal paid or returned it (the 'deal:<id>' movement).
    db
      .selectDistinct({ key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.idempotencyKey,
          proposalIds.map((id) => `deal:${id}`),
        ),
      ),
  ]);
  const otherIds = deals.flatMap((row) => {
    const providerId = row.payerId === row.senderId ? row.receiverId : row.senderId;
    return [row.payerId, providerId].filter((id): id is string => id !== null && id !== userId);
  });
  const names = otherIds.length
    ? await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, [...new Set(otherIds)]))
    : [];
  const nameOf = (id: string | null) => names.find((row) => row.id === id)?.fullName ?? ledgerMessages.deletedMember;

  for (const entry of deal) {
    const row = deals.find((candidate) => candidate.id === proposalOf(entry));
    if (!row) continue;
    const providerId = row.payerId === row.senderId ? row.receiverId : row.senderId;
    const other = nameOf(userId === row.payerId ? providerId : row.payerId);
    const settled = settledKeys.some(({ key }) => key === `deal:${row.id}`);
    const received = entry.type === 'received';
    const view = (label: string, shownType: ShownEntryType = entry.type) => ({ label, shownType, settled });
    if (entry.kind === 'hold') views.set(entry.id, view(ledgerMessages.heldFor(row.title), 'held'));
    else if (entry.kind === 'refund') {
      const label = received ? ledgerMessages.returnedFrom(row.title) : ledgerMessages.returnedTo(other, row.title);
      views.set(entry.id, view(label));
    } else
      views.set(
        entry.id,
        view(received ? ledgerMessages.paidBy(other, row.title) : ledgerMessages.paidTo(other, row.title)),
      );
  }
  return views;
}
