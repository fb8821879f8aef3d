// The member's turn in open disputes, for the dashboard's 'Needs your action': the statement they owe while its
// window is open, or an answer to an admin's question. SQL finds the cases that could be theirs; the policy
// (entryKindFor) decides each.
import { and, desc, eq, exists, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputeEntries, disputes, proposals } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { entryKindFor } from './policy.ts';
import { findDisputes } from './read.ts';

export type AwaitingDispute = {
  entry: 'statement' | 'answer';
  proposalId: string;
  title: string;
  /** The other party's name; null when they deleted their account. */
  counterpart: string | null;
  since: Date;
};

/** The open disputes waiting for the member's statement or answer, the newest first, at most `limit`. */
export async function findDisputesAwaiting(
  db: Executor,
  member: Member,
  now: number,
  limit: number,
): Promise<AwaitingDispute[]> {
  const askedOfMember = db
    .select({ id: disputeEntries.id })
    .from(disputeEntries)
    .where(
      and(
        eq(disputeEntries.disputeId, disputes.id),
        eq(disputeEntries.kind, 'question'),
        eq(disputeEntries.addressedToId, member.id),
      ),
    );
  const rows = await db
    .select({ id: disputes.id, title: proposals.listingTitle })
    .from(disputes)
    .innerJoin(proposals, eq(proposals.id, disputes.proposalId))
    .where(and(eq(disputes.status, 'open'), or(eq(disputes.respondentId, member.id), exists(askedOfMember))))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(limit);
  if (rows.length === 0) return [];

  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const records = await findDisputes(db, [...titles.keys()]);
  return records.flatMap((dispute) => {
    const entry = entryKindFor(member, { dispute, now });
    if (!entry) return [];
    const other = dispute.openedBy?.id === member.id ? dispute.respondent : dispute.openedBy;
    const latest = dispute.entries.at(-1)?.createdAt ?? dispute.createdAt;
    return [
      {
        entry,
        proposalId: dispute.proposalId,
        title: titles.get(dispute.id) ?? '',
        counterpart: other?.fullName ?? null,
        since: latest,
      },
    ];
  });
}
