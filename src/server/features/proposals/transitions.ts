// What happens to a proposal after it is sent. The receiver accepts or declines a pending one (final either way);
// the sender may withdraw it while pending. An accepted deal is completed by either party, except that a coins
// deal completes when its payer confirms, which moves the coins in the same transaction. Each party reviews the
// other once per completed deal. Every change is one transaction that locks the proposal row first.
import { and, eq } from 'drizzle-orm';
import type { ProposalStatus } from '#shared/constants.ts';
import { acceptedMessage, proposalMessages, type ReviewInput } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { proposals, reviews, users } from '../../db/schema/index.ts';
import { enqueueCoalescedEmail } from '../../platform/email/outbox.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { findOrCreateConversation, notifyMessageReceived, sendMessage } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { transferCoins } from '../wallet/service.ts';
import { authorizeProposal, type ProposalAction } from './policy.ts';
import { announceProposalChange, findProposalForMember, type ProposalRow } from './service.ts';

/**
 * Locks the proposal for the change and checks, by the policy, that the member may take the action; a review also
 * reads whether the member has reviewed it.
 */
async function lockProposal(
  tx: EventTransaction,
  member: Member,
  id: string,
  action: ProposalAction,
): Promise<ProposalRow> {
  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  if (!proposal) throw notFound(proposalMessages.notFound);
  const reviewed =
    action === 'review' &&
    (await tx.$count(reviews, and(eq(reviews.proposalId, id), eq(reviews.reviewerId, member.id)))) > 0;
  authorizeProposal(member, { proposal, reviewed }, action);
  // Both members' event locks, in order, before anything below takes one of them alone.
  await lockMemberEvents(
    tx,
    [proposal.senderId, proposal.receiverId].filter((id) => id !== null),
  );
  return proposal;
}

async function setStatus(tx: EventTransaction, proposal: ProposalRow, status: ProposalStatus) {
  await tx
    .update(proposals)
    .set({ status, completedAt: status === 'completed' ? new Date() : null })
    .where(eq(proposals.id, proposal.id));
  await announceProposalChange(tx, proposal);
}

async function emailMember(
  tx: Transaction,
  appUrl: string,
  userId: string,
  template: 'offer_accepted' | 'offer_declined',
  proposal: ProposalRow,
) {
  const [member] = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return;
  await enqueueCoalescedEmail(tx, {
    to: member.email,
    template,
    payload: {
      fullName: member.fullName,
      appUrl,
      listingTitle: proposal.listingTitle,
      proposalId: proposal.id,
    },
    // Per listing, so deciding a stream of proposals on one listing sends one email of each kind per window.
    coalesceKey: `${template}:${proposal.offerId ? `listing:${proposal.offerId}` : `proposal:${proposal.id}`}`,
  });
}

export type Decision = 'accept' | 'decline';

/**
 * The receiver's decision on a pending proposal. Accepting also opens (or finds) the two members' conversation and
 * sends the spec's automatic message in it.
 */
export async function decideProposal(ctx: AppContext, member: Member, id: string, decision: Decision) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, member, id, decision);
    await setStatus(tx, proposal, decision === 'accept' ? 'accepted' : 'declined');
    if (!proposal.senderId) return;
    await createNotification(tx, {
      userId: proposal.senderId,
      type: decision === 'accept' ? 'offer_accepted' : 'offer_declined',
      title: decision === 'accept' ? 'Offer accepted' : 'Offer declined',
      message: `Your offer for "${proposal.listingTitle}" was ${decision === 'accept' ? 'accepted' : 'declined'}.`,
      relatedId: proposal.id,
    });
    await emailMember(
      tx,
      ctx.config.appUrl,
      proposal.senderId,
      decision === 'accept' ? 'offer_accepted' : 'offer_declined',
      proposal,
    );
    if (decision === 'accept') {
      const conversation = await findOrCreateConversation(tx, member.id, proposal.senderId);
      await sendMessage(tx, {
        conversationId: conversation.id,
        senderId: member.id,
        receiverId: proposal.senderId,
        body: acceptedMessage(proposal.listingTitle),
      });
    }
  });
  ctx.email.kick();
  return findProposalForMember(ctx.db, member, id);
}

/** The sender withdraws a proposal that is still pending. */
export async function cancelProposal(ctx: AppContext, member: Member, id: string) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, member, id, 'cancel');
    await setStatus(tx, proposal, 'cancelled');
  });
  return findProposalForMember(ctx.db, member, id);
}

/**
 * Completes an accepted deal. A coins deal can only be completed by its payer: that confirmation pays the agreed
 * coins to the other party in the same transaction, or, short of coins, changes nothing.
 */
export async function completeProposal(ctx: AppContext, member: Member, id: string) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, member, id, 'complete');
    const other = proposal.senderId === member.id ? proposal.receiverId : proposal.senderId;
    if (proposal.coinAmount !== null) {
      await transferCoins(tx, {
        fromUserId: member.id,
        toUserId: other!,
        coins: proposal.coinAmount,
        description: `Deal: ${proposal.listingTitle}`,
        idempotencyKey: `deal:${proposal.id}`,
      });
    }
    await setStatus(tx, proposal, 'completed');
    for (const userId of [proposal.senderId, proposal.receiverId]) {
      if (!userId) continue;
      await createNotification(tx, {
        userId,
        type: 'deal_completed',
        title: 'Deal completed',
        message:
          proposal.coinAmount === null
            ? `The deal for "${proposal.listingTitle}" is complete. You can now leave a review.`
            : `The deal for "${proposal.listingTitle}" is complete and ${proposal.coinAmount} DC were paid. You can now leave a review.`,
        relatedId: proposal.id,
      });
    }
  });
  return findProposalForMember(ctx.db, member, id);
}

/** One review of the other party per completed deal. It counts toward a listing's rating when it reviews the owner. */
export async function reviewProposal(ctx: AppContext, member: Member, id: string, input: ReviewInput) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, member, id, 'review');
    const reviewee = (proposal.senderId === member.id ? proposal.receiverId : proposal.senderId)!;
    const [review] = await tx
      .insert(reviews)
      .values({
        proposalId: proposal.id,
        offerId: reviewee === proposal.receiverId ? proposal.offerId : null,
        reviewerId: member.id,
        revieweeId: reviewee,
        rating: input.rating,
        comment: input.comment || null,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    // Two reviews sent at once: the unique index lets one in.
    if (!review) throw conflict('ALREADY_REVIEWED', 'You have already reviewed this deal');
    await createNotification(tx, {
      userId: reviewee,
      type: 'review_received',
      title: 'New review',
      message: `${member.fullName} rated your deal for "${proposal.listingTitle}" ${input.rating}/5.`,
      relatedId: proposal.id,
    });
    await announceProposalChange(tx, proposal);
  });
  return findProposalForMember(ctx.db, member, id);
}

/** The proposal page's message box: a message to the other party in their conversation. */
export async function messageOtherParty(ctx: AppContext, member: Member, id: string, content: string) {
  return transactWithEvents(ctx, async (tx) => {
    const proposal = await lockProposal(tx, member, id, 'message');
    const other = (proposal.senderId === member.id ? proposal.receiverId : proposal.senderId)!;
    const conversation = await findOrCreateConversation(tx, member.id, other);
    const message = await sendMessage(tx, {
      conversationId: conversation.id,
      senderId: member.id,
      receiverId: other,
      body: content,
    });
    await notifyMessageReceived(tx, {
      senderName: member.fullName,
      receiverId: other,
      conversationId: conversation.id,
      body: content,
    });
    return { conversationId: conversation.id, messageId: message.id };
  });
}
