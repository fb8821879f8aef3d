// What a party does with a proposal, by the deal process (deals/service.ts): a move answered with the proposal as they
// now see it, a review of the other party once per completed deal, a message to them. Each takes the proposal's lock
// as the process's moves do.
import type { ReviewInput } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import { reviews } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import {
  announceProposalChange,
  type DealTransitionName,
  lockDeal,
  type MoveInput,
  runDealMove,
} from '../deals/service.ts';
import { findOrCreateConversation, notifyMessageReceived, sendMessage } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { negotiationEffects } from './counter.ts';
import { findProposalForMember } from './records.ts';

/** A member's move, answered with the proposal as they now see it; a counter-offer's version is proposals' to write. */
export async function takeDealAction(
  ctx: AppContext,
  member: Member,
  id: string,
  name: DealTransitionName,
  input: MoveInput = {},
) {
  await runDealMove(ctx, member, id, name, input, negotiationEffects);
  return findProposalForMember(ctx.db, member, id);
}

/** One review of the other party per completed deal. It counts toward a listing's rating when it reviews the owner. */
export async function reviewProposal(ctx: AppContext, member: Member, id: string, input: ReviewInput) {
  await transactWithEvents(ctx, async (tx) => {
    const proposal = await lockDeal(tx, ctx, member, id, 'review');
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
    const proposal = await lockDeal(tx, ctx, member, id, 'message');
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
