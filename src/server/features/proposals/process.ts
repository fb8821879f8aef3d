// The deal process as data: each action that moves a proposal from one state to another, who takes it, and what it
// sets off. The policy (policy.ts) refuses from this table and the `can` flags come from it; transitions.ts carries
// the effects out; docs/deal-process.md draws it, and a test fails when the drawing and the table disagree.
import type { ProposalStatus } from '#shared/constants.ts';

/**
 * Who takes an action: the member who sent the proposal, the one who received it, or the payer. On a coins deal the
 * payer is the member paying the coins; on any other deal either party completes it. The clock is no member: its
 * moves run from a scheduled job, and the policy refuses them to everyone.
 */
export type DealActor = 'sender' | 'receiver' | 'payer' | 'clock';

/** What a transition sets off besides the new state, in the order transitions.ts carries them out. */
export type DealEffect =
  | 'hold the coins'
  | 'notify the sender'
  | 'email the sender'
  | 'send the accepted message'
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

export type DealTransitionName = 'accept' | 'decline' | 'cancel' | 'expire' | 'complete';

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
  complete: {
    from: 'accepted',
    to: 'completed',
    by: 'payer',
    participle: 'completed',
    effects: ['release the coins', 'notify both parties'],
  },
};

/** The state a proposal starts in when it is sent. */
export const initialDealState: ProposalStatus = 'pending';
