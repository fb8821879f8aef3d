// Who may do what with a proposal (platform/policy.ts): the moves of the deal process take their actor and states
// from its table (process.ts); review and message keep the state. The services refuse through authorizeProposal
// and the presenter's `can` flags come from proposalAbilities. The clock's moves (expire, auto-complete) are refused
// to every member and never offered: only their scheduled jobs take them. A cancellation asked for is answered by
// the other party only; a pending proposal's latest version by the party who did not offer it. The admins' rulings on
// a dispute are moves of the table too, refused to every member and taken through the disputes desk. Sending, the
// row before there is a proposal, has its own policy (send-policy.ts).
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { AppError, conflict, forbidden } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { definePolicy, type Rule as PolicyRule } from '../../platform/policy.ts';
import { limits } from '#shared/constants.ts';
import { type DealGuard, type DealTransitionName, dealTransitions, guardHolds } from './process.ts';
import type { ProposalRow } from './types.ts';

export type ProposalAction = DealTransitionName | 'review' | 'message';
/** The admins' rulings on a dispute. */
export type RulingAction = 'release-to-provider' | 'refund-to-payer' | 'split-coins';
/** What a member may ever be offered: every action but the clock's and the admins'. */
export type MemberProposalAction = Exclude<ProposalAction, 'expire' | 'auto-complete' | RulingAction>;

/**
 * What the rules look at: the proposal, whether the actor has already reviewed it, whether they have asked to cancel
 * it before (once per member and deal, so a payer cannot hold up the automatic completion by asking again), who
 * opened the open dispute, and whether a completed deal is still within the time to dispute it.
 */
export type ProposalFacts = {
  proposal: Pick<
    ProposalRow,
    | 'status'
    | 'senderId'
    | 'receiverId'
    | 'coinAmount'
    | 'payerId'
    | 'cancelRequestedById'
    | 'offeredById'
    | 'version'
    | 'disputed'
  >;
  reviewed: boolean;
  askedToCancel: boolean;
  disputeOpenedById?: string | null;
  disputeWindowOpen?: boolean;
  /** Whether the member has opened a dispute on the deal before, and whether an admin has ruled on one. */
  disputedBefore?: boolean;
  ruled?: boolean;
};

type Rule = PolicyRule<ProposalFacts>;

const otherParty = (actor: Member, { proposal }: ProposalFacts) =>
  proposal.senderId === actor.id ? proposal.receiverId : proposal.senderId;

const party: Rule = {
  holds: (actor, { proposal }) => proposal.senderId === actor.id || proposal.receiverId === actor.id,
  refusal: () => forbidden(proposalMessages.forbidden),
};

const actors = {
  receiver: (verb: string): Rule => ({
    holds: (actor, { proposal }) => proposal.receiverId === actor.id,
    refusal: () => forbidden(`Only the receiver of this proposal can ${verb} it`),
  }),
  // The first version is the sender's, so its answerer is the receiver, as before counter-offers.
  answerer: (verb: string): Rule => ({
    holds: (actor, { proposal }) => proposal.offeredById !== actor.id,
    refusal: ({ proposal }) =>
      forbidden(
        proposal.version === 1
          ? `Only the receiver of this proposal can ${verb} it`
          : `The other member answers this version; it is not your turn to ${verb} it`,
      ),
  }),
  sender: (verb: string): Rule => ({
    holds: (actor, { proposal }) => proposal.senderId === actor.id,
    refusal: () => forbidden(`Only the sender of this proposal can ${verb} it`),
  }),
  // The payer's confirmation is what moves the coins. Without a payer (process.ts) either party confirms a deal
  // without coins, and no one a coins deal.
  payer: (): Rule => ({
    holds: (actor, { proposal }) =>
      proposal.payerId === null ? proposal.coinAmount === null : proposal.payerId === actor.id,
    refusal: () => new AppError('PAYER_COMPLETES', 'The member paying for this deal confirms its completion'),
  }),
  provider: (verb: string): Rule => ({
    holds: (actor, { proposal }) =>
      proposal.payerId === null ? proposal.coinAmount === null : proposal.payerId !== actor.id,
    refusal: () => forbidden(`Only the member doing the work can ${verb}`),
  }),
  // The party rule comes first, so either party is all this asks.
  party: (): Rule => ({ holds: () => true, refusal: () => forbidden(proposalMessages.forbidden) }),
  asked: (): Rule => ({
    holds: (actor, { proposal }) => proposal.cancelRequestedById !== actor.id,
    refusal: () => forbidden('The other member answers the cancellation you asked for'),
  }),
  disputer: (): Rule => ({
    holds: (actor, { disputeOpenedById }) => disputeOpenedById === actor.id,
    refusal: () => forbidden('Only the member who opened this dispute can withdraw it'),
  }),
  admin: (): Rule => ({
    holds: (actor) => actor.role === 'admin',
    refusal: () => forbidden('Only an admin decides a dispute'),
  }),
  clock: (verb: string): Rule => ({
    holds: () => false,
    refusal: () => forbidden(`No member can ${verb} a proposal; it happens by itself when its time is up`),
  }),
};

/** The transition's actor, by the table; `verb` names the move in the refusal ('withdraw' for cancel). */
const takenBy = (name: DealTransitionName, verb: string = name): Rule => actors[dealTransitions[name].by](verb);

/** The transition's starting states, by the table. */
const startsFrom = (name: DealTransitionName): Rule => ({
  holds: (_actor, { proposal }) => dealTransitions[name].from.includes(proposal.status),
  refusal: ({ proposal }) =>
    conflict(
      'PROPOSAL_STATUS',
      `This proposal is ${proposal.status}, so it cannot be ${dealTransitions[name].participle}`,
    ),
});

const guardRefusals: Record<DealGuard, () => AppError> = {
  'no cancellation asked': () =>
    conflict('CANCELLATION_ASKED', 'A cancellation of this deal has already been asked for'),
  'cancellation asked': () => conflict('NO_CANCELLATION', 'No cancellation of this deal has been asked for'),
  'no cancellation asked by the payer': () =>
    conflict('CANCELLATION_ASKED', 'The payer asked to cancel this deal, so it waits for an answer'),
  'no dispute open': () =>
    conflict('DISPUTE_OPEN', 'A dispute is open on this deal, so it waits for the dispute to be settled'),
  'dispute open': () => conflict('NO_DISPUTE', 'No dispute is open on this deal'),
};

/** The transition's guards, by the table, each refused in its own words. */
const guardedBy = (name: DealTransitionName): Rule[] =>
  (dealTransitions[name].guards ?? []).map((guard) => ({
    holds: (_actor, { proposal }) => guardHolds(guard, proposal),
    refusal: guardRefusals[guard],
  }));

/** A ruling: an admin who is no party to the deal (as with reversals, never their own), on an open dispute. */
const ruling = (name: RulingAction): Rule[] => [
  takenBy(name),
  {
    holds: (actor, { proposal }) => actor.id !== proposal.senderId && actor.id !== proposal.receiverId,
    refusal: () => forbidden('An admin who is a party to this deal cannot rule on it; another admin decides'),
  },
  startsFrom(name),
  ...guardedBy(name),
];

const otherPartyPresent = (message: string): Rule => ({
  holds: (actor, facts) => otherParty(actor, facts) !== null,
  refusal: () => conflict('PARTY_GONE', message),
});

// The cap on a proposal's versions (limits.proposalVersionsMax): a counter-offer adds one to the latest's number.
const versionsLeft: Rule = {
  holds: (_actor, { proposal }) => proposal.version < limits.proposalVersionsMax,
  refusal: () =>
    conflict(
      'TOO_MANY_VERSIONS',
      `A proposal has at most ${limits.proposalVersionsMax} versions; accept or decline this one`,
    ),
};

const policy = definePolicy<ProposalAction, ProposalFacts>({
  accept: [
    party,
    takenBy('accept'),
    startsFrom('accept'),
    {
      // A deal with no one: a coins deal could never be paid or completed, and nobody would hear of it. The one who
      // offered the latest version (the sender, until a counter-offer) must still be there.
      holds: (_actor, { proposal }) => proposal.senderId !== null && proposal.offeredById !== null,
      refusal: ({ proposal }) =>
        proposal.senderId === null
          ? conflict(
              'SENDER_GONE',
              'The member who sent this proposal has deleted their account, so it cannot be accepted. Decline it instead.',
            )
          : conflict(
              'OFFERER_GONE',
              'The member who made this offer has deleted their account, so it cannot be accepted. Decline it instead.',
            ),
    },
  ],
  decline: [party, takenBy('decline'), startsFrom('decline')],
  cancel: [party, takenBy('cancel', 'withdraw'), startsFrom('cancel')],
  counter: [
    party,
    startsFrom('counter'),
    takenBy('counter'),
    otherPartyPresent('The other member has left, so no one could answer a counter-offer'),
    versionsLeft,
  ],
  expire: [party, takenBy('expire')],
  deliver: [party, startsFrom('deliver'), ...guardedBy('deliver'), takenBy('deliver', 'mark this deal as delivered')],
  // The state is checked before the payer, so completing a finished deal reads as finished to either party.
  complete: [
    party,
    startsFrom('complete'),
    ...guardedBy('complete'),
    takenBy('complete'),
    {
      holds: (actor, facts) => facts.proposal.coinAmount === null || otherParty(actor, facts) !== null,
      refusal: () => conflict('PARTY_GONE', 'The other member has left, so the coins cannot be paid'),
    },
  ],
  'auto-complete': [party, takenBy('auto-complete', 'complete')],
  'request-cancellation': [
    party,
    startsFrom('request-cancellation'),
    ...guardedBy('request-cancellation'),
    otherPartyPresent('The other member has left, so no one could answer a cancellation'),
    {
      holds: (_actor, { askedToCancel }) => !askedToCancel,
      refusal: () =>
        conflict('ASKED_BEFORE', 'You have already asked to cancel this deal; a member asks once per deal'),
    },
  ],
  'decline-cancellation': [
    party,
    startsFrom('decline-cancellation'),
    ...guardedBy('decline-cancellation'),
    takenBy('decline-cancellation'),
  ],
  'agree-cancellation': [
    party,
    startsFrom('agree-cancellation'),
    ...guardedBy('agree-cancellation'),
    takenBy('agree-cancellation'),
  ],
  'cancel-deal': [
    party,
    startsFrom('cancel-deal'),
    ...guardedBy('cancel-deal'),
    takenBy('cancel-deal', 'cancel this deal alone; ask the other member to agree to cancel instead'),
  ],
  'open-dispute': [
    party,
    startsFrom('open-dispute'),
    ...guardedBy('open-dispute'),
    otherPartyPresent('The other member has left, so no one could answer a dispute'),
    {
      holds: (_actor, { ruled }) => ruled !== true,
      refusal: () => conflict('DISPUTE_RULED', 'An admin has ruled on a dispute about this deal; the ruling is final'),
    },
    {
      holds: (_actor, { disputedBefore }) => disputedBefore !== true,
      refusal: () =>
        conflict('DISPUTED_BEFORE', 'You have already opened a dispute on this deal; a member disputes once per deal'),
    },
    {
      holds: (_actor, { disputeWindowOpen }) => disputeWindowOpen !== false,
      refusal: () =>
        conflict('DISPUTE_WINDOW_CLOSED', 'The time to dispute this deal has passed since it was completed'),
    },
  ],
  'withdraw-dispute': [
    party,
    startsFrom('withdraw-dispute'),
    ...guardedBy('withdraw-dispute'),
    takenBy('withdraw-dispute'),
  ],
  'release-to-provider': ruling('release-to-provider'),
  'refund-to-payer': ruling('refund-to-payer'),
  'split-coins': ruling('split-coins'),
  review: [
    party,
    {
      holds: (_actor, { proposal }) => proposal.status === 'completed',
      refusal: ({ proposal }) =>
        conflict('PROPOSAL_STATUS', `This proposal is ${proposal.status}, so it cannot be reviewed`),
    },
    otherPartyPresent('The other member has left, so they cannot be reviewed'),
    {
      holds: (_actor, { reviewed }) => !reviewed,
      refusal: () => conflict('ALREADY_REVIEWED', 'You have already reviewed this deal'),
    },
  ],
  message: [party, otherPartyPresent('The other member has left')],
});

const isMemberAction = (action: ProposalAction): action is MemberProposalAction => {
  const by = action in dealTransitions ? dealTransitions[action as DealTransitionName].by : null;
  return by !== 'clock' && by !== 'admin';
};

export const proposalActions = policy.actions.filter(isMemberAction);
export const authorizeProposal = policy.authorize;

/** The `can` flags: what `actor` may do now, leaving out the clock's moves, which no member is ever offered. */
export function proposalAbilities(actor: Member, facts: ProposalFacts): Record<MemberProposalAction, boolean> {
  const abilities = policy.abilities(actor, facts);
  return Object.fromEntries(proposalActions.map((action) => [action, abilities[action]])) as Record<
    MemberProposalAction,
    boolean
  >;
}
