// The deal process as data: each action that moves a proposal from one state to another, who takes it, and what it
// sets off. The policy (policy.ts) refuses from this table and the `can` flags come from it; transitions.ts carries
// the effects out; docs/deal-process.md draws it, and a test fails when the drawing and the table disagree.
import type { ProposalStatus } from '#shared/constants.ts';

/**
 * Who takes an action: the member who sent the proposal, the one who received it, the payer (the proposal's payerId)
 * or the provider (the other party, who does the work). A proposal without a payer (older data, or the payer's
 * account deleted) lets either party deliver and confirm a deal without coins, and no one a coins deal: no one's
 * coins could pay it. The clock is no member: its moves run from a scheduled job, and the policy refuses them.
 */
export type DealActor = 'sender' | 'receiver' | 'payer' | 'provider' | 'clock';

/** What a transition sets off besides the new state, in the order transitions.ts carries them out. */
export type DealEffect =
  | 'hold the coins'
  | 'notify the sender'
  | 'email the sender'
  | 'send the accepted message'
  | 'schedule the completion'
  | 'notify the payer'
  | 'email the payer'
  | 'release the coins'
  | 'notify both parties';

export type DealTransition = {
  from: ProposalStatus;
  to: ProposalStatus;
  by: DealActor;
  /** The word a refusal uses: 'This proposal is declined, so it cannot be accepted'. */
  participle: string;
  effects: readonly DealEffect[];
};

export type DealTransitionName = 'accept' | 'decline' | 'cancel' | 'expire' | 'deliver' | 'complete' | 'auto-complete';

export const dealTransitions: Record<DealTransitionName, DealTransition> = {
  // A coins deal's coins are held first: a payer short of them leaves the proposal pending and no one told of it.
  accept: {
    from: 'pending',
    to: 'accepted',
    by: 'receiver',
    participle: 'accepted',
    effects: ['hold the coins', 'notify the sender', 'email the sender', 'send the accepted message'],
  },
  decline: {
    from: 'pending',
    to: 'declined',
    by: 'receiver',
    participle: 'declined',
    effects: ['notify the sender', 'email the sender'],
  },
  // The sender withdraws it; the state keeps its older name.
  cancel: { from: 'pending', to: 'cancelled', by: 'sender', participle: 'withdrawn', effects: [] },
  // Unanswered for the platform's proposalExpiryDays: the job createProposal scheduled takes it (expiry.ts).
  expire: { from: 'pending', to: 'expired', by: 'clock', participle: 'expired', effects: ['notify the sender'] },
  // The provider says the work is done; the payer then has the platform's autoCompleteDays to confirm (delivery.ts).
  deliver: {
    from: 'accepted',
    to: 'delivered',
    by: 'provider',
    participle: 'delivered',
    effects: ['schedule the completion', 'notify the payer', 'email the payer'],
  },
  complete: {
    from: 'delivered',
    to: 'completed',
    by: 'payer',
    participle: 'completed',
    effects: ['release the coins', 'notify both parties'],
  },
  // The payer said nothing for autoCompleteDays after delivery: the job deliver scheduled completes it for them.
  'auto-complete': {
    from: 'delivered',
    to: 'completed',
    by: 'clock',
    participle: 'completed',
    effects: ['release the coins', 'notify both parties'],
  },
};

/** The state a proposal starts in when it is sent. */
export const initialDealState: ProposalStatus = 'pending';
