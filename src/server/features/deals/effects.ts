// The effects of the deal process's moves (process.ts) that deals carries out, each inside the move's transaction:
// the coins, the notices and emails, the accepted message, the clocks and the cancellation's record. A counter-offer's
// version and a dispute's case are carried out by the features that own them (PluggedEffect).
import { eq } from 'drizzle-orm';
import { acceptedMessage } from '#shared/schemas/proposals.ts';
import { proposals } from '../../db/schema/index.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import type { Member } from '../../platform/guards.ts';
import { findOrCreateConversation, sendMessage } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { holdDealCoins, refundDealCoins, releaseDealCoins } from './deal-coins.ts';
import {
  emailConfirmers,
  emailMember,
  emailOfferer,
  notifyCompletion,
  notifyConfirmers,
  offererNotices,
  offererOf,
  type OtherPartyMove,
  otherPartyNotice,
  otherPartyOf,
} from './deal-notices.ts';
import { cancelCompletion, completionDay, scheduleCompletion } from './delivery.ts';
import { cancelProposalExpiry, scheduleProposalExpiry } from './expiry.ts';
import type { DealEffect, DealTransitionName, PluggedEffect } from './process.ts';
import type { Effect, Step } from './types.ts';
import { disputableUntil } from './window.ts';

/** The member taking the move, for the effects only a member's move sets off. */
function takerOf({ member, name }: Step): Member {
  if (!member) throw new Error(`The ${name} move is taken by no member`);
  return member;
}

/** The party the move concerns besides its taker: the one who asked for a cancellation, or is asked. */
function otherOf(step: Step): string | null {
  return otherPartyOf(step.proposal, takerOf(step).id);
}

const otherPartyMoves: readonly DealTransitionName[] = [
  'request-cancellation',
  'decline-cancellation',
  'agree-cancellation',
  'cancel-deal',
  'counter',
  'open-dispute',
  'withdraw-dispute',
] satisfies OtherPartyMove[];

function otherPartyMoveOf({ name }: Step): OtherPartyMove {
  if (otherPartyMoves.includes(name)) return name as OtherPartyMove;
  throw new Error(`The ${name} move tells the other party nothing`);
}

const otherPartyEmails: Partial<Record<DealTransitionName, Parameters<typeof emailMember>[2]>> = {
  'request-cancellation': 'cancellation_requested',
  'agree-cancellation': 'deal_cancelled',
  'cancel-deal': 'deal_cancelled',
  counter: 'counter_offer',
  'open-dispute': 'dispute_opened',
};

function completesAtOf({ completesAt, name }: Step): Date {
  if (!completesAt) throw new Error(`The ${name} move scheduled no completion`);
  return completesAt;
}

// How each effect deals owns is carried out, inside the transition's transaction.
export const coreEffects: Record<Exclude<DealEffect, PluggedEffect>, Effect> = {
  // Before anything else the acceptance writes: a payer short of coins refuses it (deal-coins.ts).
  'hold the coins': (tx, step) => holdDealCoins(tx, step.proposal, takerOf(step)),
  'notify the offerer': async (tx, { proposal, name }) => {
    const offerer = offererOf(proposal);
    if (!offerer) return;
    const notice = offererNotices[name];
    if (!notice) throw new Error(`The ${name} move has no notice for the offerer`);
    await createNotification(tx, {
      userId: offerer,
      type: notice.type,
      title: notice.title,
      message: notice.message(proposal.listingTitle),
      relatedId: proposal.id,
    });
  },
  'email the offerer': (tx, { ctx, proposal, name }) =>
    emailOfferer(tx, ctx.config.appUrl, offererEmailOf(name), proposal),
  'send the accepted message': async (tx, step) => {
    const { proposal } = step;
    const offerer = offererOf(proposal);
    if (!offerer) return;
    const member = takerOf(step);
    const conversation = await findOrCreateConversation(tx, member.id, offerer);
    await sendMessage(tx, {
      conversationId: conversation.id,
      senderId: member.id,
      receiverId: offerer,
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
      message: (language) =>
        `${takerOf(step).fullName} marked "${step.proposal.listingTitle}" as delivered. Confirm completion, or it completes by itself on ${completionDay(completesAtOf(step), language)}.`,
    }),
  'email the payer': (tx, step) =>
    emailConfirmers(tx, step.ctx.config.appUrl, step.proposal, takerOf(step).id, {
      template: 'deal_delivered',
      completesAt: completesAtOf(step),
    }),
  // A coins deal completes when its payer confirms, or by itself: the held coins go to the provider (deal-coins.ts),
  // clearing until the deal's dispute window closes (completedAt is the same clock's now: transitions.ts).
  'release the coins': async (tx, { ctx, proposal }) => {
    const clearsAt = disputableUntil(new Date(ctx.clock()), await readPlatformSettings(tx));
    await releaseDealCoins(tx, proposal, clearsAt);
  },
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
    const notice = otherPartyNotice(otherPartyMoveOf(step), step.proposal, takerOf(step), other, {
      reason: step.reason,
      refunded: step.refunded ?? 0,
    });
    await createNotification(tx, { userId: other, ...notice, relatedId: step.proposal.id });
  },
  'email the other party': async (tx, step) => {
    const other = otherOf(step);
    if (!other) return;
    const template = otherPartyEmails[step.name];
    if (!template) throw new Error(`The ${step.name} move has no email for the other party`);
    await emailMember(tx, step.ctx.config.appUrl, template, step.proposal, other);
  },
  'notify both parties': (tx, { proposal, name }) => notifyCompletion(tx, proposal, name === 'auto-complete'),
  'email both parties': async (tx, { ctx, proposal }) => {
    for (const userId of [proposal.senderId, proposal.receiverId]) {
      if (userId) await emailMember(tx, ctx.config.appUrl, 'deal_auto_completed', proposal, userId);
    }
  },
  // The other party has the whole expiry time again to answer the new version, and its reminder.
  'restart the expiry': async (tx, { ctx, proposal }) => {
    await cancelProposalExpiry(tx, proposal.id);
    await scheduleProposalExpiry(tx, ctx, proposal.id);
  },
  // A dispute freezes the deal: no automatic completion while it is open (process.ts guards the moves).
  'stop the completion clock': (tx, { proposal }) => cancelCompletion(tx, proposal.id),
  // Withdrawn, the deal goes on where it was: a delivered one's payer gets their full time to confirm again.
  'resume the completion clock': async (tx, { ctx, proposal }) => {
    if (proposal.status !== 'delivered') return;
    await scheduleCompletion(tx, ctx, proposal.id);
  },
};

const offererEmails: Partial<Record<DealTransitionName, 'offer_accepted' | 'offer_declined' | 'proposal_expired'>> = {
  accept: 'offer_accepted',
  decline: 'offer_declined',
  expire: 'proposal_expired',
};

function offererEmailOf(name: DealTransitionName) {
  const template = offererEmails[name];
  if (!template) throw new Error(`The ${name} move has no email for the offerer`);
  return template;
}
