// Proposals: a member proposes on someone else's live listing; the listing's owner receives it. Reading is for the
// two parties only (records.ts). The sending, the decisions and the deal are the deals feature's process; proposals
// writes the proposal and plugs its sending's effects (sending.ts) and the counter-offer's version (counter.ts) in.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { CreateProposalInput } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { offers, proposals } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { runSendMove } from '../deals/service.ts';
import { presentProposal } from './present.ts';
import { findProposalForMember, type ProposalRecord } from './records.ts';
import { sendingEffects, writeProposal } from './sending.ts';

// The reading of proposals (one, a member's list, a conversation's) lives in records.ts.
export { findProposalForMember, findProposalsBetween, findProposalsForMember, type ProposalRecord } from './records.ts';

/**
 * The member's pending proposal on a listing, so the listing page can show it instead of a form that must fail.
 * Only the member's own: the listing's other proposals are none of their business.
 */
export async function findMyPendingProposal(db: Executor, member: Member, offerId: string) {
  const [pending] = await db
    .select({ id: proposals.id, createdAt: proposals.createdAt })
    .from(proposals)
    .where(and(eq(proposals.offerId, offerId), eq(proposals.senderId, member.id), eq(proposals.status, 'pending')));
  if (pending) return pending;
  // Without a proposal on it, a listing that is not live exists only for its owner and admins, as on its page.
  const [listing] = await db
    .select({ status: offers.status, userId: offers.userId })
    .from(offers)
    .where(eq(offers.id, offerId));
  const visible = listing && (listing.status === 'active' || listing.userId === member.id || member.role === 'admin');
  if (!visible) throw notFound('Listing not found');
  return null;
}

/**
 * Sends a proposal on a live listing of another member, in the two members' conversation (started if need be), by the
 * deal process's send row: its guards refuse, its effects follow (sending.ts). The owner is notified in-app and by
 * email, and both parties' tabs hear of it. Unanswered, it expires after the platform's proposalExpiryDays
 * (deals/expiry.ts).
 */
export async function createProposal(
  ctx: AppContext,
  sender: Member,
  offerId: string,
  input: CreateProposalInput,
): Promise<ProposalRecord> {
  const id = await runSendMove(ctx, sender, {
    offerId,
    paymentMethods: input.paymentMethods,
    write: (tx, listing) => writeProposal(tx, sender, listing, input),
    effects: sendingEffects,
  });
  return findProposalForMember(ctx.db, sender, id);
}

/**
 * The proposal as the member sees it now, by the app's clock (the dispute window's flag agrees with what the services
 * allow). The disputes routes answer a party's move with it, handed to them in buildApp.
 */
export async function findProposalView(ctx: AppContext, member: Member, id: string) {
  return presentProposal(await findProposalForMember(ctx.db, member, id), member, new Date(ctx.clock()));
}

/**
 * How many deals each member called off after acceptance: those they asked to cancel (the other party agreed) or
 * cancelled alone as provider. The admin's Users tab shows it; a withdrawn proposal is not one.
 */
export async function countDealCancellations(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: proposals.cancelRequestedById, cancellations: count() })
    .from(proposals)
    .where(and(inArray(proposals.cancelRequestedById, userIds), eq(proposals.status, 'cancelled')))
    .groupBy(proposals.cancelRequestedById);
  for (const row of rows) if (row.userId) counts.set(row.userId, row.cancellations);
  return counts;
}
export { messageOtherParty, reviewProposal, takeDealAction } from './actions.ts';
export { negotiationEffects } from './counter.ts';
