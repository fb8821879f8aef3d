// The spec's messages for proposals and their negotiation, for the schemas in proposals.ts, the routes and the
// pages. Kept apart from the schemas and free of zod: the listing page reaches them (the proposals' calls word
// their errors with them), and zod is a download of its own that only a form needs.

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

export const negotiationMessages = {
  unchanged: 'A counter-offer must change at least one term',
  staleVersion: 'This proposal has a newer version; read it before answering',
} as const;
