// Proposals and the deals they become: sending one on a listing, the two parties' lists and details, the decisions,
// completion, reviews, and a message to the other party.
import { endpoint, idParams } from '../endpoint.ts';
import type { DeclaredCode } from '../error-codes.ts';
import {
  answerProposalSchema,
  cancellationReasonSchema,
  counterOfferSchema,
  completedDealsSchema,
  conversationProposalsSchema,
  createProposalSchema,
  myPendingProposalSchema,
  proposalListQuerySchema,
  proposalMessageSchema,
  proposalMessageSentSchema,
  proposalPageSchema,
  proposalViewSchema,
  reviewSchema,
} from '../schemas/proposals.ts';
import { proposalMessages } from '../schemas/proposal-messages.ts';

type MemberMove = 'cancel' | 'deliver' | 'complete' | 'decline-cancellation' | 'agree-cancellation';

const transitionSpec = {
  method: 'POST',
  tag: 'proposals',
  access: 'member',
  params: idParams,
  notFound: proposalMessages.notFound,
  responses: { 200: proposalViewSchema },
} as const;

/**
 * A move of the deal process (deals/process.ts): one path each, answering the proposal as it stands. Each is refused
 * when the proposal is not (or no longer) in a state the move starts from, and by the move's own guards (`codes`).
 */
const transition = <const Action extends MemberMove>(action: Action, codes: readonly DeclaredCode[] = []) =>
  endpoint({
    ...transitionSpec,
    path: `/proposals/:id/${action}`,
    summary: `${action} a proposal`,
    codes: ['PROPOSAL_STATUS', ...codes],
  });

/** An answer to the latest version, naming the version answered: one answered meanwhile is refused (409). */
const answer = <const Action extends 'accept' | 'decline'>(action: Action, codes: readonly DeclaredCode[] = []) =>
  endpoint({
    ...transitionSpec,
    path: `/proposals/:id/${action}`,
    summary: `${action} the latest version of a proposal`,
    body: answerProposalSchema,
    // STALE_VERSION: a counter-offer replaced the version answered (the answer lost that race).
    codes: ['PROPOSAL_STATUS', 'STALE_VERSION', ...codes],
  });

/** A move that takes the member's reason, which the other party reads. */
const reasonedTransition = <const Action extends 'request-cancellation' | 'cancel-deal'>(
  action: Action,
  codes: readonly DeclaredCode[],
) =>
  endpoint({
    ...transitionSpec,
    path: `/proposals/:id/${action}`,
    summary: `${action} with a reason`,
    body: cancellationReasonSchema,
    codes: ['PROPOSAL_STATUS', ...codes],
  });

export const proposalsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/offers/:id/proposals',
    tag: 'proposals',
    summary: 'Send a proposal on a live listing',
    access: 'verified',
    params: idParams,
    notFound: 'Listing not found',
    body: createProposalSchema,
    responses: { 201: proposalViewSchema },
    codes: ['OWN_LISTING', 'LISTING_CLOSED', 'PAYMENT_METHOD_NOT_ACCEPTED', 'PROPOSAL_PENDING'],
  }),
  // Per member, so apart from the listing's public (cached) response.
  myPending: endpoint({
    method: 'GET',
    path: '/offers/:id/my-proposal',
    tag: 'proposals',
    summary: "The signed-in member's pending proposal on a listing, or null",
    access: 'member',
    params: idParams,
    notFound: 'Listing not found',
    responses: { 200: myPendingProposalSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/proposals',
    tag: 'proposals',
    summary: "The member's proposals, sent and received",
    access: 'member',
    query: proposalListQuerySchema,
    responses: { 200: proposalPageSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/proposals/:id',
    tag: 'proposals',
    summary: 'One proposal, for its parties',
    access: 'member',
    params: idParams,
    notFound: proposalMessages.notFound,
    responses: { 200: proposalViewSchema },
  }),
  // The member who offered the latest version has left; the payer's coins do not cover the deal.
  accept: answer('accept', ['SENDER_GONE', 'OFFERER_GONE', 'PAYER_SHORT']),
  decline: answer('decline'),
  counter: endpoint({
    ...transitionSpec,
    path: '/proposals/:id/counter',
    summary: 'Answer the latest version with new terms',
    access: 'verified',
    body: counterOfferSchema,
    // Not pending, not the member's turn, a stale version, too many versions, the same terms, or terms the listing
    // no longer takes.
    codes: [
      'PROPOSAL_STATUS',
      'STALE_VERSION',
      'PARTY_GONE',
      'TOO_MANY_VERSIONS',
      'COUNTER_UNCHANGED',
      'LISTING_CLOSED',
      'PAYMENT_METHOD_NOT_ACCEPTED',
    ],
  }),
  cancel: transition('cancel'),
  deliver: transition('deliver', ['DISPUTE_OPEN']),
  // A deal accepted before coins were held pays from the payer's available coins (INSUFFICIENT_COINS short of them).
  complete: transition('complete', ['DISPUTE_OPEN', 'PAYER_COMPLETES', 'PARTY_GONE', 'INSUFFICIENT_COINS']),
  requestCancellation: reasonedTransition('request-cancellation', [
    'CANCELLATION_ASKED',
    'DISPUTE_OPEN',
    'PARTY_GONE',
    'ASKED_BEFORE',
  ]),
  declineCancellation: transition('decline-cancellation', ['NO_CANCELLATION', 'DISPUTE_OPEN']),
  agreeCancellation: transition('agree-cancellation', ['NO_CANCELLATION', 'DISPUTE_OPEN']),
  cancelDeal: reasonedTransition('cancel-deal', ['DISPUTE_OPEN']),
  review: endpoint({
    method: 'POST',
    path: '/proposals/:id/review',
    tag: 'proposals',
    summary: 'Review the other party of a completed deal',
    access: 'member',
    params: idParams,
    notFound: proposalMessages.notFound,
    body: reviewSchema,
    responses: { 201: proposalViewSchema },
    // Not completed, already reviewed, or the other party has left.
    codes: ['PROPOSAL_STATUS', 'ALREADY_REVIEWED', 'PARTY_GONE'],
  }),
  message: endpoint({
    method: 'POST',
    path: '/proposals/:id/messages',
    tag: 'proposals',
    summary: 'Message the other party',
    access: 'verified',
    params: idParams,
    notFound: proposalMessages.notFound,
    body: proposalMessageSchema,
    responses: { 201: proposalMessageSentSchema },
    rateLimit: 'message',
    // The other party has left.
    codes: ['PARTY_GONE'],
  }),
  // The conversation's cards: every proposal between its two members, whoever sent it.
  betweenMembers: endpoint({
    method: 'GET',
    path: '/conversations/:id/proposals',
    tag: 'proposals',
    summary: "The proposals between a conversation's two members, oldest first, with their versions",
    access: 'member',
    params: idParams,
    notFound: 'Conversation not found',
    responses: { 200: conversationProposalsSchema },
  }),
  completedDeals: endpoint({
    method: 'GET',
    path: '/me/completed-deals',
    tag: 'proposals',
    summary: "The member's completed deals and coins earned",
    access: 'member',
    responses: { 200: completedDealsSchema },
  }),
};
