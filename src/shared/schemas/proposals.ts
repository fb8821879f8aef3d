// Proposals on a listing, the deal they become, and its reviews: the listing page's form, the decisions, and the
// shapes the server returns. The spec's messages live here, for the form and the route alike.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { limits, type PaymentType, paymentTypes, proposalStatuses, type ProposalStatus } from '../constants.ts';
import { pagingQuerySchema } from './paging.ts';

export const proposalMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  paymentMethodRequired: 'Please select at least one payment method',
  signInRequired: 'You must be logged in to submit a proposal. Please sign in and try again.',
  notFound: 'Proposal not found',
  forbidden: 'You do not have permission to view this proposal',
  submitFailed: 'There was an error submitting your proposal. Please try again.',
  submitRefused: (reason: string) => `Failed to submit proposal: ${reason}`,
  acceptFailed: 'Failed to accept offer. Please try again.',
  declineFailed: 'Failed to decline offer. Please try again.',
  coinAmountRequired: 'Enter a whole number of Dragon Coins',
  tradeRequired: 'Describe what you offer in exchange',
} as const;

/** The automatic message the receiver sends when accepting (spec: proposal transitions). */
export const acceptedMessage = (title: string) => `I've accepted your offer for "${title}". Let's discuss the details.`;

export const createProposalSchema = z
  .object({
    paymentMethods: z
      .array(z.enum(paymentTypes, { error: 'Payment method must be cash, coins or trade' }), {
        error: proposalMessages.paymentMethodRequired,
      })
      .min(1, proposalMessages.paymentMethodRequired)
      .transform((methods) => [...new Set(methods)]),
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
    /** Free text, as the spec's offerAmount ('$50', 'Negotiable'). */
    offerAmount: z.string().trim().max(100, 'Offer amount must be at most 100 characters').optional(),
    /** Whole Dragon Coins; required when paying in coins. */
    coinAmount: z
      .number({ error: proposalMessages.coinAmountRequired })
      .int(proposalMessages.coinAmountRequired)
      .min(1, proposalMessages.coinAmountRequired)
      .max(1_000_000, 'At most 1,000,000 Dragon Coins')
      .optional(),
    tradeDescription: z.string().trim().max(1000, 'Trade description must be at most 1000 characters').optional(),
    message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.paymentMethods.includes('coins') && input.coinAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['coinAmount'], message: proposalMessages.coinAmountRequired });
    }
    if (input.paymentMethods.includes('trade') && !input.tradeDescription) {
      ctx.addIssue({ code: 'custom', path: ['tradeDescription'], message: proposalMessages.tradeRequired });
    }
  });
export type CreateProposalInput = z.infer<typeof createProposalSchema>;

export const proposalIdParamsSchema = z.object({ id: z.uuid({ error: 'Proposal id must be a valid id' }) });

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

export type ProposalParty = { id: string; fullName: string; profilePictureUrl: string | null } | null;

/** One proposal as either party sees it. `role` says which side the viewer is on. */
export type ProposalView = {
  id: string;
  status: ProposalStatus;
  role: 'sender' | 'receiver';
  listing: { id: string | null; title: string; category: string | null; image: string | null; kind: string | null };
  paymentMethods: PaymentType[];
  currency: 'cash' | 'coins' | 'trade' | 'mixed';
  offerAmount: string | null;
  coinAmount: number | null;
  tradeDescription: string | null;
  message: string | null;
  contact: { name: string; email: string; phone: string | null };
  sender: ProposalParty;
  receiver: ProposalParty;
  /** Who pays (the sender on a service, the receiver on a request); null for an older proposal without one. */
  payerId: string | null;
  /** What the viewer may do now; the server checks each again. */
  /** What the viewer may do now, by the server's policy (proposals/policy.ts). */
  can: { accept: boolean; decline: boolean; cancel: boolean; complete: boolean; review: boolean; message: boolean };
  /** The viewer's own review of the completed deal, if given. */
  myReview: { rating: number; comment: string | null } | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ProposalPage = { items: ProposalView[]; total: number; page: number; pageSize: number };

/** GET /api/me/completed-deals: the member's completed deals and what they were paid in them (decision 011). */
export type CompletedDeals = { items: ProposalView[]; earnedCashCents: number; earnedCoins: number };

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
export type MyPendingProposal = { pending: { id: string; createdAt: string } | null };

export type ProposalMessageSent = { conversationId: string; messageId: string };
