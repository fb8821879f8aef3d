// The deal process as data: each action that moves a proposal from one state to another, who takes it, and what it
// sets off. The policy (policy.ts) refuses from this table and the `can` flags come from it; transitions.ts carries
// the effects out; docs/deal-process.md draws it, and a test fails when the drawing and the table disagree.
import type { ProposalStatus } from '#shared/constants.ts';

/**
 * Who takes an action: the member who sent the proposal, the one who received it, the payer (the proposal's payerId)
 * or the provider (the other party, who does the work), either party, or the party a cancellation was asked of. A
 * proposal without a payer (older data, or the payer's account deleted) lets either party deliver, confirm and cancel
 * a deal without coins, and no one a coins deal: no one's coins could pay it. The clock is no member: its moves run
 * from a scheduled job, and the policy refuses them.
 */
export type DealActor = 'sender' | 'receiver' | 'payer' | 'provider' | 'party' | 'asked' | 'clock';

/**
 * A condition on the deal besides its state: whether a cancellation is asked for (by either party, or by the
 * payer). The policy and the clock's moves read it from the proposal.
 */
export type DealGuard = 'no cancellation asked' | 'cancellation asked' | 'no cancellation asked by the payer';

/** What a transition sets off besides the new state, in the order transitions.ts carries them out. */
export type DealEffect =
  | 'hold the coins'
  | 'notify the sender'
  | 'email the sender'
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
  | 'email both parties';

export type DealTransition = {
  from: readonly ProposalStatus[];
  /** The new state; null when the move keeps the deal where it is (a cancellation asked for, or declined). */
  to: ProposalStatus | null;
  by: DealActor;
  guard?: DealGuard;
  /** The word a refusal uses: 'This proposal is declined, so it cannot be accepted'. */
  participle: string;
  /** Whether the member gives a reason with it, which the other party sees. */
  reason?: true;
  effects: readonly DealEffect[];
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
  | 'cancel-deal';

const open = ['accepted', 'delivered'] as const;

export const dealTransitions: Record<DealTransitionName, DealTransition> = {
  // A coins deal's coins are held first: a payer short of them leaves the proposal pending and no one told of it.
  accept: {
    from: ['pending'],
    to: 'accepted',
    by: 'receiver',
    participle: 'accepted',
    effects: ['hold the coins', 'notify the sender', 'email the sender', 'send the accepted message'],
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    by: 'receiver',
    participle: 'declined',
    effects: ['notify the sender', 'email the sender'],
  },
  // The sender withdraws it; the state keeps its older name.
  cancel: { from: ['pending'], to: 'cancelled', by: 'sender', participle: 'withdrawn', effects: [] },
  // Unanswered for the platform's proposalExpiryDays: the job createProposal scheduled takes it (expiry.ts).
  expire: {
    from: ['pending'],
    to: 'expired',
    by: 'clock',
    participle: 'expired',
    effects: ['notify the sender', 'email the sender'],
  },
  // The provider says the work is done; the payer then has the platform's autoCompleteDays to confirm (delivery.ts).
  deliver: {
    from: ['accepted'],
    to: 'delivered',
    by: 'provider',
    participle: 'delivered',
    effects: ['schedule the completion', 'notify the payer', 'email the payer'],
  },
  // Confirming also answers a cancellation the payer had asked for: the deal is done.
  complete: {
    from: ['delivered'],
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
    guard: 'no cancellation asked by the payer',
    participle: 'completed',
    effects: ['release the coins', 'notify both parties', 'email both parties'],
  },
  // Either party asks to call an open deal off, with a reason; the other agrees or declines.
  'request-cancellation': {
    from: open,
    to: null,
    by: 'party',
    guard: 'no cancellation asked',
    participle: 'cancelled',
    reason: true,
    effects: ['record the cancellation', 'notify the other party', 'email the other party'],
  },
  // Declining keeps the deal; a delivered one's payer gets their full time to confirm again.
  'decline-cancellation': {
    from: open,
    to: null,
    by: 'asked',
    guard: 'cancellation asked',
    participle: 'cancelled',
    effects: ['clear the cancellation', 'restart the completion clock', 'notify the other party'],
  },
  'agree-cancellation': {
    from: open,
    to: 'cancelled',
    by: 'asked',
    guard: 'cancellation asked',
    participle: 'cancelled',
    effects: ['refund the coins', 'notify the other party', 'email the other party'],
  },
  // Before delivering, the provider may call the deal off alone: the payer loses nothing and is told why.
  'cancel-deal': {
    from: ['accepted'],
    to: 'cancelled',
    by: 'provider',
    participle: 'cancelled',
    reason: true,
    effects: ['record the cancellation', 'refund the coins', 'notify the other party', 'email the other party'],
  },
};

/** The state a proposal starts in when it is sent. */
export const initialDealState: ProposalStatus = 'pending';

/** The facts a guard reads. */
export type GuardFacts = { cancelRequestedById: string | null; payerId: string | null };

export function guardHolds(guard: DealGuard | undefined, deal: GuardFacts): boolean {
  switch (guard) {
    case undefined:
      return true;
    case 'no cancellation asked':
      return deal.cancelRequestedById === null;
    case 'cancellation asked':
      return deal.cancelRequestedById !== null;
    case 'no cancellation asked by the payer':
      return deal.cancelRequestedById === null || deal.cancelRequestedById !== deal.payerId;
  }
}
