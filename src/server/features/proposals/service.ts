// Proposals: a member proposes on someone else's live listing; the listing's owner receives it. Reading is for the
// two parties only (records.ts). The decisions and the deal are the deals feature's process; proposals plugs the
// counter-offer's version into it (counter.ts).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { CreateProposalInput } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { offers, proposals, users } from '../../db/schema/index.ts';
import { enqueueCoalescedEmail } from '../../platform/email/outbox.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { announceProposalChange, initialDealState, recordStep, scheduleProposalExpiry } from '../deals/service.ts';
import { findOrCreateConversation } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { presentProposal } from './present.ts';
import { findProposalForMember, type ProposalRecord } from './records.ts';
import { currencyOf, recordVersion } from './versions.ts';

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
 * Sends a proposal on a live listing of another member, in the two members' conversation (started if need be). The
 * owner is notified in-app and by email, and both parties' tabs hear of it. Unanswered, it expires after the platform's proposalExpiryDays (deals/expiry.ts).
 */
export async function createProposal(
  ctx: AppContext,
  sender: Member,
  offerId: string,
  input: CreateProposalInput,
): Promise<ProposalRecord> {
  const id = await transactWithEvents(ctx, async (tx) => {
    // Shared lock: the listing cannot be paused, edited or deleted under a proposal being made on it.
    const [listing] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('share');
    if (!listing) throw notFound('Listing not found');
    if (listing.userId === sender.id) {
      throw new AppError(403, 'OWN_LISTING', 'You cannot make a proposal on your own listing');
    }
    if (listing.status !== 'active' || !listing.userId) {
      throw conflict('LISTING_CLOSED', 'This listing is not open for proposals');
    }
    const refused = input.paymentMethods.filter((method) => !listing.paymentTypes.includes(method));
    if (refused.length > 0) {
      throw badRequest('PAYMENT_METHOD_NOT_ACCEPTED', `This listing does not accept ${refused.join(', ')}`, {
        paymentMethods: `This listing does not accept ${refused.join(', ')}`,
      });
    }
    const paysCoins = input.paymentMethods.includes('coins');
    await lockMemberEvents(tx, [sender.id, listing.userId]);
    const [row] = await tx
      .insert(proposals)
      .values({
        senderId: sender.id,
        receiverId: listing.userId,
        offeredById: sender.id,
        offerId: listing.id,
        listingTitle: listing.title,
        paymentMethods: input.paymentMethods,
        currency: currencyOf(input.paymentMethods),
        cashAmountCents: input.paymentMethods.includes('cash') ? (input.cashAmountCents ?? null) : null,
        amount: input.offerAmount || null,
        coinAmount: paysCoins ? input.coinAmount! : null,
        payerId: listing.kind === 'request' ? listing.userId : sender.id,
        tradeDescription: input.paymentMethods.includes('trade') ? input.tradeDescription! : null,
        message: input.message || null,
        contactName: input.fullName,
        contactEmail: input.email,
        contactPhone: input.phone || null,
      })
      .onConflictDoNothing()
      .returning({
        id: proposals.id,
        paymentMethods: proposals.paymentMethods,
        cashAmountCents: proposals.cashAmountCents,
        amount: proposals.amount,
        coinAmount: proposals.coinAmount,
        tradeDescription: proposals.tradeDescription,
      });
    if (!row) throw conflict('PROPOSAL_PENDING', 'You already have a pending proposal on this listing');
    // The proposal opens the pair's conversation: its versions are cards there (decision 035).
    await findOrCreateConversation(tx, sender.id, listing.userId);
    await recordVersion(tx, { proposalId: row.id, number: 1, authorId: sender.id, terms: { ...row, note: null } });
    await recordStep(tx, { proposalId: row.id, actorId: sender.id, action: 'send', status: initialDealState });
    await scheduleProposalExpiry(tx, ctx, row.id);

    await createNotification(tx, {
      userId: listing.userId,
      type: 'offer_received',
      title: 'New offer received',
      // On a request the proposer offers the work (they are paid), not an offer of money on a service.
      message:
        listing.kind === 'request'
          ? `${sender.fullName} offered to help with your request "${listing.title}".`
          : `${sender.fullName} made an offer on "${listing.title}".`,
      relatedId: row.id,
    });
    await announceProposalChange(tx, { id: row.id, senderId: sender.id, receiverId: listing.userId });
    const [owner] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, listing.userId));
    if (owner) {
      // One email per listing per window, however often the sender withdraws and proposes again.
      await enqueueCoalescedEmail(tx, {
        to: owner.email,
        template: 'offer_received',
        payload: {
          fullName: owner.fullName,
          appUrl: ctx.config.appUrl,
          listingTitle: listing.title,
          proposalId: row.id,
          offererPays: listing.kind === 'service',
        },
        coalesceKey: `offer_received:listing:${listing.id}`,
      });
    }
    return row.id;
  });
  ctx.email.kick();
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
