import type { IntlShape } from 'react-intl';
import type { ProposalStepAction } from '#shared/constants.ts';
import type { ProposalParty, ProposalStep, ProposalView } from '#shared/schemas/proposals.ts';
import { findOtherParty, findViewer } from '#web/lib/proposal-parties.ts';

// How a deal reads on screen (its steps, what it waits for, its cancellation), apart from the components so the
// rules are tested on their own. The words are the deals catalog's, in the page's language through the intl given.

/** A party of the deal by name; a deleted account leaves the deal without its member, who still reads as someone. */
export const nameDealParty = (party: ProposalParty, intl: IntlShape): string =>
  party?.fullName ?? intl.formatMessage({ id: 'deals.party.deletedUser' });

// Each step with who took it: 'Sent by Maya Chen'. The sender withdraws a proposal ('cancel'), as the status reads.
const stepMessages = {
  send: 'deals.step.send',
  accept: 'deals.step.accept',
  decline: 'deals.step.decline',
  cancel: 'deals.step.cancel',
  deliver: 'deals.step.deliver',
  complete: 'deals.step.complete',
  'request-cancellation': 'deals.step.requestCancellation',
  'decline-cancellation': 'deals.step.declineCancellation',
  'agree-cancellation': 'deals.step.agreeCancellation',
  'cancel-deal': 'deals.step.cancelDeal',
  counter: 'deals.step.counter',
  'open-dispute': 'deals.step.openDispute',
  'withdraw-dispute': 'deals.step.withdrawDispute',
} as const;

// The steps no member took: the clock's, and an admin's ruling (the parties are not told which admin ruled).
const unsignedStepMessages = {
  expire: 'deals.step.expire',
  'auto-complete': 'deals.step.autoComplete',
  'release-to-provider': 'deals.step.releaseToProvider',
  'refund-to-payer': 'deals.step.refundToPayer',
  'split-coins': 'deals.step.splitCoins',
} as const satisfies Record<Exclude<ProposalStepAction, keyof typeof stepMessages>, string>;

const isUnsigned = (action: ProposalStepAction): action is keyof typeof unsignedStepMessages =>
  Object.hasOwn(unsignedStepMessages, action);

/**
 * A step of the history as the timeline reads it: 'Sent by Maya Chen', 'Withdrawn by Deleted user'. An expiry and
 * an automatic completion are no member's doing, so they name no one.
 */
export function describeStep(step: Pick<ProposalStep, 'action' | 'actor'>, intl: IntlShape): string {
  if (isUnsigned(step.action)) return intl.formatMessage({ id: unsignedStepMessages[step.action] });
  return intl.formatMessage({ id: stepMessages[step.action] }, { name: nameDealParty(step.actor, intl) });
}

const formatDay = (value: string, intl: IntlShape) =>
  intl.formatDate(value, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * What a delivered deal waits for, as its page says it: the payer (who may confirm) that it completes by itself on
 * the day, the provider who confirms it and when. Null in any other state.
 */
export function describeAutoCompletion(
  proposal: Pick<
    ProposalView,
    'status' | 'autoCompletesAt' | 'can' | 'role' | 'sender' | 'receiver' | 'payerId' | 'cancellation'
  >,
  intl: IntlShape,
): string | null {
  if (proposal.status !== 'delivered') return null;
  // The server holds the clock while the payer's request waits, and restarts it in full if the provider declines.
  const asker = proposal.cancellation?.requestedBy;
  if (asker && asker.id === proposal.payerId) {
    const name = nameDealParty(findOtherParty(proposal), intl);
    return asker.id === findViewer(proposal)?.id
      ? intl.formatMessage({ id: 'deals.autoCompletion.waitsForOther' }, { name })
      : intl.formatMessage({ id: 'deals.autoCompletion.waitsForYou' }, { name });
  }
  if (!proposal.autoCompletesAt) return null;
  const date = formatDay(proposal.autoCompletesAt, intl);
  if (proposal.can.complete) return intl.formatMessage({ id: 'deals.autoCompletion.unlessYouConfirm' }, { date });
  return intl.formatMessage(
    { id: 'deals.autoCompletion.otherConfirms' },
    { name: nameDealParty(findOtherParty(proposal), intl), date },
  );
}

type CancellationFacts = Pick<ProposalView, 'status' | 'cancellation' | 'role' | 'sender' | 'receiver'> & {
  history: readonly Pick<ProposalStep, 'action'>[];
};

// Each way a cancellation reads, with the reason the asker gave and without one.
const cancellationMessages = {
  youAsked: { reason: 'deals.cancellation.youAskedWithReason', none: 'deals.cancellation.youAsked' },
  theyAsked: { reason: 'deals.cancellation.theyAskedWithReason', none: 'deals.cancellation.theyAsked' },
  youCancelled: { reason: 'deals.cancellation.youCancelledWithReason', none: 'deals.cancellation.youCancelled' },
  theyCancelled: { reason: 'deals.cancellation.theyCancelledWithReason', none: 'deals.cancellation.theyCancelled' },
  youAskedTheyAgreed: {
    reason: 'deals.cancellation.youAskedTheyAgreedWithReason',
    none: 'deals.cancellation.youAskedTheyAgreed',
  },
  theyAskedYouAgreed: {
    reason: 'deals.cancellation.theyAskedYouAgreedWithReason',
    none: 'deals.cancellation.theyAskedYouAgreed',
  },
} as const;

/**
 * The cancellation of a deal as its page says it: asked for on an open deal ('You asked to cancel this deal:
 * "Moving away". Waiting for Sam.'), or done, alone or by agreement. Null when there is none to tell.
 */
export function describeCancellation(proposal: CancellationFacts, intl: IntlShape): string | null {
  const { cancellation, status } = proposal;
  if (!cancellation || !['accepted', 'delivered', 'cancelled'].includes(status)) return null;
  const asker = cancellation.requestedBy;
  const viewerAsked = asker !== null && asker.id === findViewer(proposal)?.id;
  // 'name' is the other party when the viewer asked, else the asker.
  const name = nameDealParty(viewerAsked ? findOtherParty(proposal) : asker, intl);
  const say = (messages: (typeof cancellationMessages)[keyof typeof cancellationMessages]) =>
    cancellation.reason
      ? intl.formatMessage({ id: messages.reason }, { name, reason: cancellation.reason })
      : intl.formatMessage({ id: messages.none }, { name });
  if (status !== 'cancelled') return say(viewerAsked ? cancellationMessages.youAsked : cancellationMessages.theyAsked);
  // The provider's cancel-deal ends the deal with its own step; otherwise the other party agreed to the request.
  if (proposal.history.some((step) => step.action === 'cancel-deal')) {
    return say(viewerAsked ? cancellationMessages.youCancelled : cancellationMessages.theyCancelled);
  }
  return say(viewerAsked ? cancellationMessages.youAskedTheyAgreed : cancellationMessages.theyAskedYouAgreed);
}

/** Where a coins deal's held coins go when it is cancelled: back to its payer. Null for a deal without coins. */
export function describeRefund(
  proposal: Pick<ProposalView, 'coinAmount' | 'payerId' | 'role' | 'sender' | 'receiver'>,
  intl: IntlShape,
): string | null {
  if (proposal.coinAmount === null) return null;
  const coins = intl.formatNumber(proposal.coinAmount);
  const payer = [proposal.sender, proposal.receiver].find((party) => party !== null && party.id === proposal.payerId);
  if (!payer) return intl.formatMessage({ id: 'deals.refund.toPayer' }, { coins });
  if (payer.id === findViewer(proposal)?.id) return intl.formatMessage({ id: 'deals.refund.toYou' }, { coins });
  return intl.formatMessage({ id: 'deals.refund.toName' }, { coins, name: payer.fullName });
}
