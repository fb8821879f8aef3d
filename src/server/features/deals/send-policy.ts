// Who may send a proposal on a listing (platform/policy.ts): the send row's guards (process.ts), each with how it
// holds and how it is refused, written once. The send move refuses through them under its locks (sending.ts); a
// counter-offer's terms answer the two guards on the listing and the methods (proposals/counter.ts); allowSending
// answers a listing's viewer without a transaction, for a `can` flag.
import type { OfferStatus, PaymentType } from '#shared/constants.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { Member, Viewer } from '../../platform/guards.ts';
import { definePolicy, type Rule, type Verdict } from '../../platform/policy.ts';
import { type SendGuard, sendTransition } from './process.ts';

/** The listing as sending reads it; its owner receives the proposal. */
type ListingTerms = { userId: string; status: OfferStatus; paymentTypes: readonly string[] };

/**
 * Terms offered on a listing: the listing (null once deleted, for a counter-offer on a proposal that outlived it) and
 * the payment methods the terms offer, left out when none are offered yet (a listing's viewer).
 */
export type TermsFacts = { listing: ListingTerms | null; paymentMethods?: readonly PaymentType[] };

/** Sending reads the terms and whether the sender has a proposal on the listing still pending. */
export type SendFacts = TermsFacts & { listing: ListingTerms; pendingProposal: boolean };

const refusedMethods = ({ listing, paymentMethods = [] }: TermsFacts) =>
  paymentMethods.filter((method) => !listing?.paymentTypes.includes(method));

const listingRules = {
  'not your own listing': {
    holds: (actor, { listing }) => listing?.userId !== actor?.id,
    refusal: () => new AppError('OWN_LISTING', 'You cannot make a proposal on your own listing'),
  },
  'listing live': {
    holds: (_actor, { listing }) => listing?.status === 'active',
    refusal: () => conflict('LISTING_CLOSED', 'This listing is not open for proposals'),
  },
  'payment methods accepted': {
    holds: (_actor, facts) => refusedMethods(facts).length === 0,
    refusal: (facts) => {
      const message = `This listing does not accept ${refusedMethods(facts).join(', ')}`;
      return badRequest('PAYMENT_METHOD_NOT_ACCEPTED', message, { paymentMethods: message });
    },
  },
} satisfies Record<Exclude<SendGuard, 'no pending proposal'>, Rule<TermsFacts, Viewer>>;

const sendRules: Record<SendGuard, Rule<SendFacts, Viewer>> = {
  ...listingRules,
  'no pending proposal': {
    holds: (_actor, { pendingProposal }) => !pendingProposal,
    refusal: () => conflict('PROPOSAL_PENDING', 'You already have a pending proposal on this listing'),
  },
};

const sendPolicy = definePolicy<'send', SendFacts, Viewer>({
  send: sendTransition.guards.map((guard) => sendRules[guard]),
});

// A counter-offer is new terms on the listing: it stays live, and the methods are ones it accepts.
const termsPolicy = definePolicy<'offer', TermsFacts, Viewer>({
  offer: [listingRules['listing live'], listingRules['payment methods accepted']],
});

/** Throws the refusal of the send row's first guard that fails. */
export const authorizeSending = (sender: Member, facts: SendFacts) => sendPolicy.authorize(sender, facts, 'send');

/**
 * Whether `viewer` may send a proposal on the listing now, and if not, the refusal sending would give: for a
 * listing's `can.propose` flag, without a transaction. Leave out `paymentMethods`: the viewer has offered none yet.
 */
export const allowSending = (viewer: Viewer, facts: SendFacts): Verdict => sendPolicy.allow(viewer, facts, 'send');

/** Throws the refusal of new terms the listing does not take: closed, or a method it does not accept. */
export const authorizeTerms = (member: Member, facts: TermsFacts) => termsPolicy.authorize(member, facts, 'offer');
