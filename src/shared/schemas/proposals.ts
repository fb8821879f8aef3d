// Proposals on a listing, the deal they become, and its reviews: the listing page's form, the decisions, and the
// shapes the server returns, for the form and the route alike. Their messages are in proposal-messages.ts.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { limits, paymentTypes, proposalCurrencies, proposalStatuses, proposalStepActions } from '../constants.ts';
import { disputeViewSchema } from './disputes.ts';
import { cashCentsSchema } from './listings.ts';
import { partySchema } from './party.ts';
import { pagingQuerySchema } from './paging.ts';
import { proposalMessages } from './proposal-messages.ts';

/** The automatic message the receiver sends when accepting (spec: proposal transitions). */
export const acceptedMessage = (title: string) => `I've accepted your offer for "${title}". Let's discuss the details.`;

// The terms of a proposal, which a counter-offer changes: how it is paid and how much.
const termsFields = {
  paymentMethods: z
    .array(z.enum(paymentTypes, { error: 'Payment method must be cash, coins or trade' }), {
      error: proposalMessages.paymentMethodRequired,
    })
    .min(1, proposalMessages.paymentMethodRequired)
    .transform((methods) => [...new Set(methods)]),
  /** The cash offered, in USD cents (decision 027); kept when paying in cash. */
  cashAmountCents: cashCentsSchema.optional(),
  /** The spec's offerAmount, now only a note on the amount ('per visit', 'Negotiable'). */
  offerAmount: z.string().trim().max(100, 'Offer amount must be at most 100 characters').optional(),
  /** Whole Dragon Coins; required when paying in coins. */
  coinAmount: z
    .number({ error: proposalMessages.coinAmountRequired })
    .int(proposalMessages.coinAmountRequired)
    .min(1, proposalMessages.coinAmountRequired)
    .max(1_000_000, 'At most 1,000,000 Dragon Coins')
    .optional(),
  tradeDescription: z.string().trim().max(1000, 'Trade description must be at most 1000 characters').optional(),
};

type Terms = { paymentMethods: string[]; coinAmount?: number; tradeDescription?: string };

/** Coins need an amount and a trade its terms, in a first proposal and a counter-offer alike. */
function requireTermsOfMethods(input: Terms, ctx: z.RefinementCtx) {
  if (input.paymentMethods.includes('coins') && input.coinAmount === undefined) {
    ctx.addIssue({ code: 'custom', path: ['coinAmount'], message: proposalMessages.coinAmountRequired });
  }
  if (input.paymentMethods.includes('trade') && !input.tradeDescription) {
    ctx.addIssue({ code: 'custom', path: ['tradeDescription'], message: proposalMessages.tradeRequired });
  }
}

export const createProposalSchema = z
  .object({
    ...termsFields,
    fullName: z
      .string({ error: proposalMessages.fullNameRequired })
      .trim()
      .min(1, proposalMessages.fullNameRequired)
      .max(100, 'Full name must be at most 100 characters'),
    email: z
      .string({ error: proposalMessages.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, proposalMessages.emailRequired)
      .pipe(z.email(proposalMessages.invalidEmail)),
    phone: z.string().trim().max(40, 'Phone number is too long').optional(),
    message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
  })
  .superRefine(requireTermsOfMethods);
export type CreateProposalInput = z.infer<typeof createProposalSchema>;

/** The version a member answers: an answer to an older one is refused (409), since the terms changed under them. */
const versionField = z
  .number({ error: 'Say which version you answer' })
  .int('Say which version you answer')
  .min(1, 'Say which version you answer');

/** A counter-offer: new terms for the version the member answers, with a note on scope or date. */
export const counterOfferSchema = z
  .object({
    ...termsFields,
    note: z.string().trim().max(1000, 'Note must be at most 1000 characters').optional(),
    version: versionField,
  })
  .superRefine(requireTermsOfMethods);
export type CounterOfferInput = z.infer<typeof counterOfferSchema>;

/** Accepting or declining names the version answered; without it (or without a body), the latest is meant. */
export const answerProposalSchema = z
  .object({ version: versionField.optional() })
  .nullish()
  .transform((answer) => answer ?? {});

export const proposalListQuerySchema = z.object({
  box: z.enum(['sent', 'received', 'all'], { error: 'Box must be sent, received or all' }).default('all'),
  status: z.enum(proposalStatuses, { error: 'Unknown status' }).optional(),
  /** Part of the listing's title, as the proposal kept it. */
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  /** The listing's category; a proposal whose listing is gone has none and matches no category. */
  category: z.enum(categorySlugs, { error: 'Unknown category' }).optional(),
  /** A payment method the proposal offers. */
  payment: z.enum(paymentTypes, { error: 'Payment type must be cash, coins or trade' }).optional(),
  ...pagingQuerySchema.shape,
});
export type ProposalListQuery = z.infer<typeof proposalListQuerySchema>;

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5' })
    .int('Please choose a rating from 1 to 5')
    .min(1, 'Please choose a rating from 1 to 5')
    .max(5, 'Please choose a rating from 1 to 5'),
  comment: z.string().trim().max(1000, 'Comment must be at most 1000 characters').optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

const proposalPartySchema = partySchema;
export type ProposalParty = z.infer<typeof proposalPartySchema>;

/** One step of a proposal's history: what was done, the state it led to, who did it (null: a deleted account). */
const proposalStepSchema = z.object({
  action: z.enum(proposalStepActions),
  status: z.enum(proposalStatuses),
  actor: proposalPartySchema,
  /** The reason given with a cancellation asked for or done alone. */
  note: z.string().nullable(),
  at: z.string(),
});
export type ProposalStep = z.infer<typeof proposalStepSchema>;

/** A term a version can change, named as the timeline highlights it. */
export const dealTerms = [
  'paymentMethods',
  'cashAmountCents',
  'offerAmount',
  'coinAmount',
  'tradeDescription',
  'note',
] as const;
export type DealTerm = (typeof dealTerms)[number];

/** One version of a proposal's terms: the first, or a counter-offer. `changed` names what differs from the one before. */
const proposalVersionSchema = z.object({
  number: z.number().int(),
  author: proposalPartySchema,
  paymentMethods: z.array(z.enum(paymentTypes)),
  cashAmountCents: z.number().int().nullable(),
  offerAmount: z.string().nullable(),
  coinAmount: z.number().int().nullable(),
  tradeDescription: z.string().nullable(),
  note: z.string().nullable(),
  changed: z.array(z.enum(dealTerms)),
  at: z.string(),
});
export type ProposalVersion = z.infer<typeof proposalVersionSchema>;

/** One proposal as either party sees it. `role` says which side the viewer is on. */
export const proposalViewSchema = z.object({
  id: z.string(),
  status: z.enum(proposalStatuses),
  role: z.enum(['sender', 'receiver']),
  listing: z.object({
    id: z.string().nullable(),
    title: z.string(),
    category: z.string().nullable(),
    image: z.string().nullable(),
    kind: z.string().nullable(),
  }),
  paymentMethods: z.array(z.enum(paymentTypes)),
  currency: z.enum(proposalCurrencies),
  /** USD cents; null when no cash amount was named. */
  cashAmountCents: z.number().int().nullable(),
  offerAmount: z.string().nullable(),
  coinAmount: z.number().int().nullable(),
  tradeDescription: z.string().nullable(),
  message: z.string().nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  sender: proposalPartySchema,
  receiver: proposalPartySchema,
  /** Who pays (the sender on a service, the receiver on a request); null for an older proposal without one. */
  payerId: z.string().nullable(),
  /** The latest version's number; the terms above are that version's. */
  version: z.number().int(),
  /** Whose turn it is to answer the latest version while pending (the side that did not offer it); else null. */
  turn: z.enum(['sender', 'receiver']).nullable(),
  /** Every version, oldest first. */
  versions: z.array(proposalVersionSchema),
  /** The deal's latest dispute, open or closed, with its case; null when there has been none. */
  dispute: disputeViewSchema.nullable(),
  /** What the viewer may do now, by the server's policy (deals/policy.ts); the server checks each again. */
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    cancel: z.boolean(),
    /** Mark as Delivered: the provider of an accepted deal. */
    deliver: z.boolean(),
    /** Confirm Completion: the payer of a delivered deal. */
    complete: z.boolean(),
    /** Request Cancellation: either party of an open deal, while none is asked. */
    'request-cancellation': z.boolean(),
    /** Keep the Deal / Agree to Cancel: the party a cancellation was asked of. */
    'decline-cancellation': z.boolean(),
    'agree-cancellation': z.boolean(),
    /** Cancel Deal: the provider alone, before delivering. */
    'cancel-deal': z.boolean(),
    /** Counter: the party whose turn it is, while pending. */
    counter: z.boolean(),
    /** Open a Dispute: either party, from acceptance until the dispute window after completion. */
    'open-dispute': z.boolean(),
    /** Withdraw the dispute: the party who opened it. */
    'withdraw-dispute': z.boolean(),
    review: z.boolean(),
    message: z.boolean(),
  }),
  /** The viewer's own review of the completed deal, if given. */
  myReview: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
  /** Every step from its sending on, oldest first; both parties see the same. */
  history: z.array(proposalStepSchema),
  /**
   * The cancellation asked for on an open deal, or the one that cancelled it: who started it, why and when; null
   * when there is none.
   */
  cancellation: z
    .object({ requestedBy: proposalPartySchema, reason: z.string().nullable(), requestedAt: z.string() })
    .nullable(),
  /** When a delivered deal completes by itself unless its payer confirms first; null in any other state. */
  autoCompletesAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

export const proposalPageSchema = z.object({
  items: z.array(proposalViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/conversations/:id/proposals: the dealings of the conversation's two members, oldest first. */
export const conversationProposalsSchema = z.object({ items: z.array(proposalViewSchema) });

/** GET /api/me/completed-deals: the member's completed deals and what they were paid in them (decision 011). */
export const completedDealsSchema = z.object({
  items: z.array(proposalViewSchema),
  earnedCashCents: z.number().int(),
  earnedCoins: z.number().int(),
});

export const cancellationLimits = { reasonMax: 500 } as const;

/** The reason a member gives to cancel a deal, or to ask the other party to; the other party reads it. */
export const cancellationReasonSchema = z.object({
  reason: z
    .string({ error: 'Please say why you want to cancel' })
    .trim()
    .min(1, 'Please say why you want to cancel')
    .max(cancellationLimits.reasonMax, `Reason must be at most ${cancellationLimits.reasonMax} characters`),
});
export type CancellationReasonInput = z.infer<typeof cancellationReasonSchema>;

/** The proposal page's message box: it writes into the two parties' conversation. */
export const proposalMessageSchema = z.object({
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(limits.messageMaxChars, `Message must be at most ${limits.messageMaxChars} characters`),
});
export type ProposalMessageInput = z.infer<typeof proposalMessageSchema>;

/** GET /api/offers/:id/my-proposal: the signed-in member's pending proposal on that listing, if any. */
export const myPendingProposalSchema = z.object({
  pending: z.object({ id: z.string(), createdAt: z.string() }).nullable(),
});
export type MyPendingProposal = z.infer<typeof myPendingProposalSchema>;

export const proposalMessageSentSchema = z.object({ conversationId: z.string(), messageId: z.string() });
