// Disputes: a party opens one on a deal, adds to its case or withdraws it; the admins' Disputes tab reads the cases,
// asks a party for more, and rules. The parties read the case on the proposal (its `dispute`).
import { endpoint, idParams } from '../endpoint.ts';
import {
  adminDisputeCaseSchema,
  adminDisputeListQuerySchema,
  adminDisputePageSchema,
  askDisputeQuestionSchema,
  disputeEntrySchema,
  disputeMessages,
  openDisputeSchema,
  resolveDisputeSchema,
} from '../schemas/disputes.ts';
import { proposalViewSchema } from '../schemas/proposals.ts';
import { proposalMessages } from '../schemas/proposal-messages.ts';

const onProposal = {
  method: 'POST',
  tag: 'proposals',
  access: 'member',
  params: idParams,
  notFound: proposalMessages.notFound,
  responses: { 200: proposalViewSchema },
} as const;

const onCase = {
  tag: 'admin',
  access: 'admin',
  params: idParams,
  notFound: disputeMessages.notFound,
} as const;

export const disputesEndpoints = {
  open: endpoint({
    ...onProposal,
    path: '/proposals/:id/dispute',
    summary: 'Open a dispute on a deal, with a reason, a statement and pictures',
    access: 'verified',
    body: openDisputeSchema,
    // Not a deal under way or completed, a dispute open (or ruled, or opened before by the member), the window has
    // passed, or the other party has left.
    codes: [
      'NOT_YOUR_UPLOAD',
      'PROPOSAL_STATUS',
      'DISPUTE_OPEN',
      'DISPUTE_RULED',
      'DISPUTED_BEFORE',
      'DISPUTE_WINDOW_CLOSED',
      'PARTY_GONE',
    ],
  }),
  addEntry: endpoint({
    ...onProposal,
    path: '/proposals/:id/dispute/entries',
    summary: "The other party's statement, or an answer to an admin's question",
    body: disputeEntrySchema,
    codes: ['NOT_YOUR_UPLOAD', 'NO_DISPUTE', 'RESPONSE_CLOSED', 'NOTHING_TO_ADD'],
  }),
  withdraw: endpoint({
    ...onProposal,
    path: '/proposals/:id/dispute/withdraw',
    summary: 'Withdraw the dispute the member opened; the deal goes on where it was',
    codes: ['PROPOSAL_STATUS', 'NO_DISPUTE'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/disputes',
    tag: 'admin',
    summary: 'Disputes by status, open ones oldest first',
    access: 'admin',
    query: adminDisputeListQuerySchema,
    responses: { 200: adminDisputePageSchema },
  }),
  case: endpoint({
    ...onCase,
    method: 'GET',
    path: '/admin/disputes/:id',
    summary: "A case: the dispute, its deal's terms and history, and the members' conversation",
    responses: { 200: adminDisputeCaseSchema },
  }),
  ask: endpoint({
    ...onCase,
    method: 'POST',
    path: '/admin/disputes/:id/questions',
    summary: 'Ask one party of an open case for more information',
    body: askDisputeQuestionSchema,
    responses: { 201: adminDisputeCaseSchema },
    // Closed already, or the member asked is not a party.
    codes: ['NO_DISPUTE', 'NOT_A_PARTY'],
  }),
  resolve: endpoint({
    ...onCase,
    method: 'POST',
    path: '/admin/disputes/:id/resolve',
    summary: 'Rule on an open case: release, refund or split the coins, with a note both parties read',
    body: resolveDisputeSchema,
    responses: { 200: adminDisputeCaseSchema },
    // Closed already, or the other party's statement is still due and the admin did not tick to rule without it; a
    // split of a deal without coins, or outside its coins; a party has left, so the coins cannot move.
    codes: ['PROPOSAL_STATUS', 'NO_DISPUTE', 'STATEMENT_PENDING', 'NO_COINS', 'SPLIT_RANGE', 'PARTY_GONE'],
  }),
};
