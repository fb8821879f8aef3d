// The effects of the deal process's moves (process.ts), each carried out inside the move's transaction: the coins,
// the notices and emails, the accepted message, the completion's jobs and the cancellation's record.
import { eq } from 'drizzle-orm';
import { acceptedMessage } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import { proposals } from '../../db/schema/index.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { findOrCreateConversation, sendMessage } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { holdDealCoins, refundDealCoins, releaseDealCoins } from './deal-coins.ts';
import {
  cancellationNotice,
  emailConfirmers,
  emailMember,
  emailSender,
  notifyCompletion,
  notifyConfirmers,
  otherPartyOf,
  senderNotices,
} from './deal-notices.ts';
import { cancelCompletion, completionDay, scheduleCompletion } from './delivery.ts';
import type { DealEffect, DealTransitionName } from './process.ts';
import type { ProposalRow } from './service.ts';

/**
 * A move being carried out; `member` is null for the clock's moves, `reason` given with the moves that take one.
 * `completesAt` is set by the delivery's scheduling and `refunded` (coins) by the refund, for the effects after them.
 */
export type Step = {
  ctx: AppContext;
  member: Member | null;
  proposal: ProposalRow;
  name: DealTransitionName;
  reason?: string;
  completesAt?: Date;
  refunded?: number;
};
type Effect = (tx: EventTransaction, step: Step) => Promise<void>;

/** The member taking the move, for the effects only a member's move sets off. */
function takerOf({ member, name }: Step): Member {
  if (!member) throw new Error(`The ${name} move is taken by no member`);
  return member;
}

/** The party the move concerns besides its taker: the one who asked for a cancellation, or is asked. */
function otherOf(step: Step): string | null {
  return otherPartyOf(step.proposal, takerOf(step).id);
}

function cancellationMoveOf({ name }: Step) {
  if (
    name === 'request-cancellation' ||
    name === 'decline-cancellation' ||
    name === 'agree-cancellation' ||
    name === 'cancel-deal'
  )
    return name;
  throw new Error(`The ${name} move tells the other party nothing`);
}

function completesAtOf({ completesAt, name }: Step): Date {
  if (!completesAt) throw new Error(`The ${name} move scheduled no completion`);
  return completesAt;
}

// How each effect of the deal process (process.ts) is carried out, inside the transition's transaction.
export const dealEffects: Record<DealEffect, Effect> = {
  // Before anything else the acceptance writes: a payer short of coins refuses it (deal-coins.ts).
  'hold the coins': (tx, step) => holdDealCoins(tx, step.proposal, takerOf(step)),
  'notify the sender': async (tx, { proposal, name }) => {
    if (!proposal.senderId) return;
    const notice = senderNotices[name];
    if (!notice) throw new Error(`The ${name} move has no notice for the sender`);
    await createNotification(tx, {
      userId: proposal.senderId,
      type: notice.type,
      title: notice.title,
      message: notice.message(proposal.listingTitle),
      relatedId: proposal.id,
    });
  },
  'email the sender': (tx, { ctx, proposal, name }) =>
    emailSender(tx, ctx.config.appUrl, senderEmailOf(name), proposal),
  'send the accepted message': async (tx, step) => {
    const { proposal } = step;
    if (!proposal.senderId) return;
    const member = takerOf(step);
    const conversation = await findOrCreateConversation(tx, member.id, proposal.senderId);
    await sendMessage(tx, {
      conversationId: conversation.id,
      senderId: member.id,
      receiverId: proposal.senderId,
      body: acceptedMessage(proposal.listingTitle),
    });
  },
  // The delivery starts the payer's time to confirm; the notice names the day it runs out (delivery.ts).
  'schedule the completion': async (tx, step) => {
    step.completesAt = await scheduleCompletion(tx, step.ctx, step.proposal.id);
  },
  // The payer's time to confirm stood still while their cancellation was asked for (the clock waits on it).
  'restart the completion clock': async (tx, { ctx, proposal }) => {
    // The row as locked still names who asked: only the payer's request held the clock.
    if (proposal.status !== 'delivered' || proposal.cancelRequestedById !== proposal.payerId) return;
    await cancelCompletion(tx, proposal.id);
    await scheduleCompletion(tx, ctx, proposal.id);
  },
  'notify the payer': (tx, step) =>
    notifyConfirmers(tx, step.proposal, takerOf(step).id, {
      type: 'deal_delivered',
      title: 'Work delivered',
      message: `${takerOf(step).fullName} marked "${step.proposal.listingTitle}" as delivered. Confirm completion, or it completes by itself on ${completionDay(completesAtOf(step))}.`,
    }),
  'email the payer': (tx, step) =>
    emailConfirmers(tx, step.ctx.config.appUrl, step.proposal, takerOf(step).id, {
      template: 'deal_delivered',
      completesOn: completionDay(completesAtOf(step)),
    }),
  // A coins deal completes when its payer confirms, or by itself: the held coins go to the provider (deal-coins.ts).
  'release the coins': (tx, { proposal }) => releaseDealCoins(tx, proposal),
  'refund the coins': async (tx, step) => {
    step.refunded = await refundDealCoins(tx, step.proposal);
  },
  // Who started the cancellation and why, kept once it takes effect: the admin's counts read it.
  'record the cancellation': async (tx, step) => {
    await tx
      .update(proposals)
      .set({
        cancelRequestedById: takerOf(step).id,
        cancelReason: step.reason ?? null,
        cancelRequestedAt: new Date(step.ctx.clock()),
      })
      .where(eq(proposals.id, step.proposal.id));
  },
  'clear the cancellation': async (tx, { proposal }) => {
    await tx
      .update(proposals)
      .set({ cancelRequestedById: null, cancelReason: null, cancelRequestedAt: null })
      .where(eq(proposals.id, proposal.id));
  },
  'notify the other party': async (tx, step) => {
    const other = otherOf(step);
    if (!other) return;
    const notice = cancellationNotice(cancellationMoveOf(step), step.proposal, takerOf(step), other, {
      reason: step.reason,
      refunded: step.refunded ?? 0,
    });
    await createNotification(tx, { userId: other, ...notice, relatedId: step.proposal.id });
  },
  'email the other party': async (tx, step) => {
    const other = otherOf(step);
    if (!other) return;
    const template = step.name === 'request-cancellation' ? 'cancellation_requested' : 'deal_cancelled';
    await emailMember(tx, step.ctx.config.appUrl, template, step.proposal, other);
  },
  'notify both parties': (tx, { proposal, name }) => notifyCompletion(tx, proposal, name === 'auto-complete'),
  'email both parties': async (tx, { ctx, proposal }) => {
    for (const userId of [proposal.senderId, proposal.receiverId]) {
      if (userId) await emailMember(tx, ctx.config.appUrl, 'deal_auto_completed', proposal, userId);
    }
  },
};

const senderEmails: Partial<Record<DealTransitionName, 'offer_accepted' | 'offer_declined' | 'proposal_expired'>> = {
  accept: 'offer_accepted',
  decline: 'offer_declined',
  expire: 'proposal_expired',
};

function senderEmailOf(name: DealTransitionName) {
  const template = senderEmails[name];
  if (!template) throw new Error(`The ${name} move has no email for the sender`);
  return template;
}
