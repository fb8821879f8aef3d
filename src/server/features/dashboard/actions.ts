// The dashboard's 'Needs your action': what waits for the member and nobody else, each where it is done. The deal
// process and the disputes say whose turn it is (their policies); a listing turned down, or a live listing's edit
// turned down (decision 034), waits for its owner's edit.
// Three small queries on the member's own rows, side by side; each source lists at most `actionItemsMax`.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { type ActionKind, actionItemsMax } from '#shared/schemas/dashboard-actions.ts';
import type { Executor } from '../../db/client.ts';
import { offerRevisions, offers } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { findDealsAwaiting } from '../deals/service.ts';
import { findDisputesAwaiting } from '../disputes/service.ts';

export type ActionItemRow = {
  kind: ActionKind;
  targetId: string;
  title: string;
  counterpart: string | null;
  note: string | null;
  since: Date;
};

function findListingsToEdit(db: Executor, memberId: string) {
  return db
    .select({
      id: offers.id,
      title: offers.title,
      rejectionReason: sql<string | null>`coalesce(${offerRevisions.rejectionReason}, ${offers.rejectionReason})`,
      updatedAt: offers.updatedAt,
    })
    .from(offers)
    .leftJoin(offerRevisions, and(eq(offerRevisions.offerId, offers.id), eq(offerRevisions.status, 'rejected')))
    .where(and(eq(offers.userId, memberId), or(eq(offers.status, 'rejected'), eq(offerRevisions.status, 'rejected'))))
    .orderBy(desc(offers.updatedAt), desc(offers.id))
    .limit(actionItemsMax);
}

/** Everything waiting for the member at `now`, the longest waiting last. */
export async function findActionItems(db: Executor, member: Member, now: number): Promise<ActionItemRow[]> {
  const [deals, disputes, listings] = await Promise.all([
    findDealsAwaiting(db, member, actionItemsMax),
    findDisputesAwaiting(db, member, now, actionItemsMax),
    findListingsToEdit(db, member.id),
  ]);
  const items: ActionItemRow[] = [
    ...deals.map((deal) => ({
      kind: deal.turn,
      targetId: deal.proposalId,
      title: deal.title,
      counterpart: deal.counterpart,
      note: null,
      since: deal.since,
    })),
    ...disputes.map((dispute) => ({
      kind: dispute.entry === 'statement' ? ('give-statement' as const) : ('answer-question' as const),
      targetId: dispute.proposalId,
      title: dispute.title,
      counterpart: dispute.counterpart,
      note: null,
      since: dispute.since,
    })),
    ...listings.map((listing) => ({
      kind: 'edit-listing' as const,
      targetId: listing.id,
      title: listing.title,
      counterpart: null,
      note: listing.rejectionReason,
      since: listing.updatedAt,
    })),
  ];
  return items.sort((a, b) => b.since.getTime() - a.since.getTime());
}
