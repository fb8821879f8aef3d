// Proposals and the deals they become: sending one on a listing, the two parties' lists and details, the decisions,
// completion, reviews, and a message to the other party.
import { endpoint, idParams } from '../endpoint.ts';
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
  proposalMessages,
  proposalPageSchema,
  proposalViewSchema,
  reviewSchema,
} from '../schemas/proposals.ts';

type MemberMove = 'cancel' | 'deliver' | 'complete' | 'decline-cancellation' | 'agree-cancellation';

const transitionSpec = {
  method: 'POST',
  tag: 'proposals',
  access: 'member',
  params: idParams,
  notFound: proposalMessages.notFound,
  responses: { 200: proposalViewSchema },
  // Not (or no longer) in the state the action needs, or the other party has left.
  errors: [409],
  codes: ['PROPOSAL_STATUS'],
} as const;

/** A move of the deal process (deals/process.ts): one path each, answering the proposal as it stands. */
const transition = <const Action extends MemberMove>(action: Action) =>
  endpoint({ ...transitionSpec, path: `/proposals/:id/${action}`, summary: `${action} a proposal` });

/** An answer to the latest version, naming the version answered: one answered meanwhile is refused (409). */
const answer = <const Action extends 'accept' | 'decline'>(action: Action) =>
  endpoint({
    ...transitionSpec,
    path: `/proposals/:id/${action}`,
    summary: `${action} the latest version of a proposal`,
    body: answerProposalSchema,
    // A counter-offer replaced the version answered (the answer lost that race).
    codes: ['PROPOSAL_STATUS', 'STALE_VERSION'],
  });

/** A move that takes the member's reason, which the other party reads. */
const reasonedTransition = <const Action extends 'request-cancellation' | 'cancel-deal'>(action: Action) =>
  endpoint({
    ...transitionSpec,
    path: `/proposals/:id/${action}`,
    summary: `${action} with a reason`,
    body: cancellationReasonSchema,
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
    // The listing is not live, or the member already has a pending proposal on it.
    errors: [409],
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
  accept: answer('accept'),
  decline: answer('decline'),
  counter: endpoint({
    ...transitionSpec,
    path: '/proposals/:id/counter',
    summary: 'Answer the latest version with new terms',
    access: 'verified',
    body: counterOfferSchema,
    // Not pending, not the member's turn, a stale version, or too many versions.
    errors: [409],
    codes: ['PROPOSAL_STATUS', 'STALE_VERSION'],
  }),
  cancel: transition('cancel'),
  deliver: transition('deliver'),
  complete: transition('complete'),
  requestCancellation: reasonedTransition('request-cancellation'),
  declineCancellation: transition('decline-cancellation'),
  agreeCancellation: transition('agree-cancellation'),
  cancelDeal: reasonedTransition('cancel-deal'),
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
    errors: [409],
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
    errors: [409],
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
