// The deal process as data: sending a proposal (the row from no proposal), then each action that moves a proposal
// from one state to another, who takes it, and what it sets off. The policy (policy.ts, send-policy.ts) refuses from
// this table and the `can` flags come from it; transitions.ts and sending.ts carry the effects out (effects.ts, and
// the ones proposals and disputes plug in); docs/deal-process.md draws it, and a test fails when the drawing and the
// table disagree.
import type { ProposalStatus } from '#shared/constants.ts';

/**
 * Who takes an action: the member who sent the proposal, the party whose turn it is to answer its latest version
 * (the one who did not offer it), the payer (the proposal's payerId) or the provider (the other party, who does the
 * work), either party, the party a cancellation was asked of, the party who opened the open dispute, or an admin. A
 * proposal without a payer (older data, or the payer's account deleted) lets either party deliver, confirm and cancel
 * a deal without coins, and no one a coins deal: no one's coins could pay it. The clock is no member: its moves run
 * from a scheduled job, and the policy refuses them.
 */
export type DealActor =
  'sender' | 'answerer' | 'payer' | 'provider' | 'party' | 'asked' | 'disputer' | 'admin' | 'clock';

/**
 * A condition on the deal besides its state: whether a cancellation is asked for (by either party, or by the
 * payer), and whether a dispute is open. The policy and the clock's moves read them from the proposal.
 */
export type DealGuard =
  | 'no cancellation asked'
  | 'cancellation asked'
  | 'no cancellation asked by the payer'
  | 'no dispute open'
  | 'dispute open';

/**
 * A condition on sending a proposal, read from the listing and the sender's proposals on it, as there is no deal yet:
 * not the sender's own listing, the listing live, each payment method offered one it accepts, and no proposal of the
 * sender's on it still pending. The send policy (send-policy.ts) says how each holds and how it is refused.
 */
export type SendGuard = 'not your own listing' | 'listing live' | 'payment methods accepted' | 'no pending proposal';

/**
 * What a transition sets off besides the new state, in the order transitions.ts carries them out. The offerer is the
 * member who offered the latest version: the sender, until a counter-offer.
 */
export type DealEffect =
  | 'hold the coins'
  | 'notify the offerer'
  | 'email the offerer'
  | 'send the accepted message'
  | 'schedule the completion'
  | 'restart the completion clock'
  | 'notify the payer'
  | 'email the payer'
  | 'record the cancellation'
  | 'clear the cancellation'
  | 'release the coins'
  | 'refund the coins'
  | 'notify the other party'
  | 'email the other party'
  | 'notify both parties'
  | 'email both parties'
  | 'record the version'
  | 'restart the expiry'
  | 'open the case'
  | 'stop the completion clock'
  | 'close the case'
  | 'resume the completion clock'
  | 'settle the coins'
  | 'notify both parties of the ruling'
  | 'email both parties of the ruling';

/**
 * The effects the features plugged into the process carry out: proposals records a counter-offer's version, disputes
 * opens, settles and closes the case. Deals carries out the rest (effects.ts).
 */
export type PluggedEffect =
  | 'record the version'
  | 'open the case'
  | 'close the case'
  | 'settle the coins'
  | 'notify both parties of the ruling'
  | 'email both parties of the ruling';

/**
 * What sending sets off besides the new proposal, in order. Deals schedules the expiry; proposals, which writes the
 * proposal, carries out the rest (decision 036).
 */
export type SendEffect =
  'open the conversation' | 'record the version' | 'schedule the expiry' | 'notify the receiver' | 'email the receiver';

export type DealTransition<Guard extends string = DealGuard, Effect extends string = DealEffect> = {
  /** The states the move starts from; none for sending, which starts from no proposal. */
  from: readonly ProposalStatus[];
  /** The new state; null when the move keeps the deal where it is (a cancellation asked for, or declined). */
  to: ProposalStatus | null;
  by: DealActor;
  /** Conditions besides the state, all of which must hold. */
  guards?: readonly Guard[];
  /** The word a refusal uses: 'This proposal is declined, so it cannot be accepted'. */
  participle: string;
  /** Whether the member gives a reason with it, which the other party sees. */
  reason?: true;
  effects: readonly Effect[];
};

export type DealTransitionName =
  | 'accept'
  | 'decline'
  | 'cancel'
  | 'expire'
  | 'deliver'
  | 'complete'
  | 'auto-complete'
  | 'request-cancellation'
  | 'decline-cancellation'
  | 'agree-cancellation'
  | 'cancel-deal'
  | 'counter'
  | 'open-dispute'
  | 'withdraw-dispute'
  | 'release-to-provider'
  | 'refund-to-payer'
  | 'split-coins';

const open = ['accepted', 'delivered'] as const;
/** A dispute is opened on a deal from its acceptance until the platform's disputeWindowDays after its completion. */
const disputable = ['accepted', 'delivered', 'completed'] as const;
const undisputed = ['no dispute open'] as const;

/**
 * The table's first row: a member sends a proposal on another member's live listing, from no proposal to pending, and
 * becomes its sender. The moves below take it from there.
 */
export const sendTransition = {
  from: [],
  to: 'pending',
  by: 'sender',
  guards: ['not your own listing', 'listing live', 'payment methods accepted', 'no pending proposal'],
  participle: 'sent',
  effects: [
    'open the conversation',
    'record the version',
    'schedule the expiry',
    'notify the receiver',
    'email the receiver',
  ],
} as const satisfies DealTransition<SendGuard, SendEffect>;

export const dealTransitions: Record<DealTransitionName, DealTransition> = {
  // Only the latest version is accepted, by the party who did not offer it. A coins deal's coins are held first: a
  // payer short of them leaves the proposal pending and no one told of it.
  accept: {
    from: ['pending'],
    to: 'accepted',
    by: 'answerer',
    participle: 'accepted',
    effects: ['hold the coins', 'notify the offerer', 'email the offerer', 'send the accepted message'],
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    by: 'answerer',
    participle: 'declined',
    effects: ['notify the offerer', 'email the offerer'],
  },
  // A new version of the terms; the turn passes to the other party, who has the expiry's time again to answer it.
  counter: {
    from: ['pending'],
    to: null,
    by: 'answerer',
    participle: 'countered',
    effects: ['record the version', 'restart the expiry', 'notify the other party', 'email the other party'],
  },
  // The sender withdraws it; the state keeps its older name.
  cancel: { from: ['pending'], to: 'cancelled', by: 'sender', participle: 'withdrawn', effects: [] },
  // Unanswered for the platform's proposalExpiryDays: the job createProposal scheduled takes it (expiry.ts).
  expire: {
    from: ['pending'],
    to: 'expired',
    by: 'clock',
    participle: 'expired',
    effects: ['notify the offerer', 'email the offerer'],
  },
  // The provider says the work is done; the payer then has the platform's autoCompleteDays to confirm (delivery.ts).
  deliver: {
    from: ['accepted'],
    guards: undisputed,
    to: 'delivered',
    by: 'provider',
    participle: 'delivered',
    effects: ['schedule the completion', 'notify the payer', 'email the payer'],
  },
  // Confirming also answers a cancellation the payer had asked for: the deal is done.
  complete: {
    from: ['delivered'],
    guards: undisputed,
    to: 'completed',
    by: 'payer',
    participle: 'completed',
    effects: ['release the coins', 'notify both parties'],
  },
  // The payer said nothing for autoCompleteDays after delivery: the job deliver scheduled completes it for them. A
  // cancellation the payer asked for is a word: the clock waits until the provider answers it.
  'auto-complete': {
    from: ['delivered'],
    to: 'completed',
    by: 'clock',
    guards: ['no cancellation asked by the payer', 'no dispute open'],
    participle: 'completed',
    effects: ['release the coins', 'notify both parties', 'email both parties'],
  },
  // Either party asks to call an open deal off, with a reason; the other agrees or declines.
  'request-cancellation': {
    from: open,
    to: null,
    by: 'party',
    guards: ['no cancellation asked', 'no dispute open'],
    participle: 'cancelled',
    reason: true,
    effects: ['record the cancellation', 'notify the other party', 'email the other party'],
  },
  // Declining keeps the deal; a delivered one's payer gets their full time to confirm again.
  'decline-cancellation': {
    from: open,
    to: null,
    by: 'asked',
    guards: ['cancellation asked', 'no dispute open'],
    participle: 'cancelled',
    effects: ['clear the cancellation', 'restart the completion clock', 'notify the other party'],
  },
  'agree-cancellation': {
    from: open,
    to: 'cancelled',
    by: 'asked',
    guards: ['cancellation asked', 'no dispute open'],
    participle: 'cancelled',
    effects: ['refund the coins', 'notify the other party', 'email the other party'],
  },
  // Before delivering, the provider may call the deal off alone: the payer loses nothing and is told why.
  'cancel-deal': {
    from: ['accepted'],
    to: 'cancelled',
    by: 'provider',
    guards: undisputed,
    participle: 'cancelled',
    reason: true,
    effects: ['record the cancellation', 'refund the coins', 'notify the other party', 'email the other party'],
  },
  // Either party takes a deal gone wrong to the admins, with a reason and a statement: the deal stands still (no
  // move, no automatic completion) until the dispute is withdrawn or decided.
  'open-dispute': {
    from: disputable,
    to: null,
    by: 'party',
    guards: undisputed,
    participle: 'disputed',
    reason: true,
    effects: ['open the case', 'stop the completion clock', 'notify the other party', 'email the other party'],
  },
  // The deal goes on where it was; a delivered one's payer gets their full time to confirm again.
  'withdraw-dispute': {
    from: disputable,
    to: null,
    by: 'disputer',
    guards: ['dispute open'],
    participle: 'disputed',
    effects: ['close the case', 'resume the completion clock', 'notify the other party'],
  },
  // An admin's ruling: the held coins (or, on a completed deal, the coins paid) go to the provider, back to the payer,
  // or in a proportion between them, through the ledger.
  'release-to-provider': {
    from: disputable,
    to: 'completed',
    by: 'admin',
    guards: ['dispute open'],
    participle: 'released',
    reason: true,
    effects: [
      'settle the coins',
      'close the case',
      'notify both parties of the ruling',
      'email both parties of the ruling',
    ],
  },
  'refund-to-payer': {
    from: disputable,
    to: 'cancelled',
    by: 'admin',
    guards: ['dispute open'],
    participle: 'refunded',
    reason: true,
    effects: [
      'settle the coins',
      'close the case',
      'notify both parties of the ruling',
      'email both parties of the ruling',
    ],
  },
  'split-coins': {
    from: disputable,
    to: 'completed',
    by: 'admin',
    guards: ['dispute open'],
    participle: 'split',
    reason: true,
    effects: [
      'settle the coins',
      'close the case',
      'notify both parties of the ruling',
      'email both parties of the ruling',
    ],
  },
};

/** The state a proposal starts in when it is sent. */
export const initialDealState: ProposalStatus = sendTransition.to;

/** The facts a guard reads. */
export type GuardFacts = { cancelRequestedById: string | null; payerId: string | null; disputed: boolean };

export function guardHolds(guard: DealGuard, deal: GuardFacts): boolean {
  switch (guard) {
    case 'no dispute open':
      return !deal.disputed;
    case 'dispute open':
      return deal.disputed;
    case 'no cancellation asked':
      return deal.cancelRequestedById === null;
    case 'cancellation asked':
      return deal.cancelRequestedById !== null;
    case 'no cancellation asked by the payer':
      return deal.cancelRequestedById === null || deal.cancelRequestedById !== deal.payerId;
  }
}

/** Whether every guard of the move holds. */
export const guardsHold = (name: DealTransitionName, deal: GuardFacts): boolean =>
  (dealTransitions[name].guards ?? []).every((guard) => guardHolds(guard, deal));
