// The member's turn on their deals, for the dashboard's 'Needs your action': a version to answer, a delivery to
// confirm, a cancellation asked of them. SQL narrows to the rows that could be theirs; the policy (policy.ts), the
// one place that says who moves a deal, decides each.
import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { proposals, users } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { type MemberProposalAction, proposalAbilities } from './policy.ts';

export type DealTurn = 'answer-version' | 'confirm-delivery' | 'answer-cancellation';

export type AwaitingDeal = {
  turn: DealTurn;
  proposalId: string;
  title: string;
  /** The other party's name; null when they deleted their account. */
  counterpart: string | null;
  since: Date;
};

// Each turn by the move that answers it; decline rather than accept, which a departed sender makes impossible.
const turns: [DealTurn, MemberProposalAction][] = [
  ['answer-cancellation', 'agree-cancellation'],
  ['confirm-delivery', 'complete'],
  ['answer-version', 'decline'],
];

const senders = alias(users, 'awaiting_sender');
const receivers = alias(users, 'awaiting_receiver');

/** The member's deals waiting for them, the latest change first, at most `limit`. */
export async function findDealsAwaiting(db: Executor, member: Member, limit: number): Promise<AwaitingDeal[]> {
  const rows = await db
    .select({
      proposal: proposals,
      senderName: senders.fullName,
      receiverName: receivers.fullName,
    })
    .from(proposals)
    .leftJoin(senders, eq(senders.id, proposals.senderId))
    .leftJoin(receivers, eq(receivers.id, proposals.receiverId))
    .where(
      and(
        or(eq(proposals.senderId, member.id), eq(proposals.receiverId, member.id)),
        eq(proposals.disputed, false),
        or(
          and(eq(proposals.status, 'pending'), ne(proposals.offeredById, member.id)),
          and(eq(proposals.status, 'delivered'), or(eq(proposals.payerId, member.id), isNull(proposals.payerId))),
          and(
            inArray(proposals.status, ['accepted', 'delivered']),
            isNotNull(proposals.cancelRequestedById),
            ne(proposals.cancelRequestedById, member.id),
          ),
        ),
      ),
    )
    .orderBy(desc(proposals.updatedAt), desc(proposals.id))
    .limit(limit);

  return rows.flatMap(({ proposal, senderName, receiverName }) => {
    const can = proposalAbilities(member, { proposal, reviewed: false, askedToCancel: false });
    const turn = turns.find(([, action]) => can[action])?.[0];
    if (!turn) return [];
    const counterpart = proposal.senderId === member.id ? receiverName : senderName;
    return [{ turn, proposalId: proposal.id, title: proposal.listingTitle, counterpart, since: proposal.updatedAt }];
  });
}
