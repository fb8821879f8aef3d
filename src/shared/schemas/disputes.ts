// Disputes on deals gone wrong: opening one, the case's statements, questions and answers, an admin's ruling, and
// the shapes the server returns to the parties and to the admins' Disputes tab.
import { z } from 'zod';
import { disputeEntryKinds, disputeOutcomes, disputeReasons, disputeStatuses, limits } from '../constants.ts';
import { uploadedImageUrl } from './listings.ts';
import { pagingQuerySchema } from './paging.ts';
import { partySchema } from './party.ts';

export const disputeLimits = { statementMax: 4000, noteMax: 2000 } as const;

export const disputeMessages = {
  reason: 'Please choose why you open a dispute',
  statement: 'Please describe what went wrong',
  body: 'Please write something',
  note: 'Please write a note both members will read',
  notFound: 'Dispute not found',
  forbidden: 'You do not have permission to view this dispute',
  nothingToAdd: 'You have nothing to add to this dispute now',
  responseClosed: 'The time to answer this dispute has passed',
  noCoinsToSplit: 'Only a deal paid in Dragon Coins can be split',
  splitRange: "The provider gets between 0 and the deal's coins",
  statementPending:
    "The other member may still give their statement. Wait for it, or tick 'Rule without their statement' to rule now",
} as const;

const images = z
  .array(uploadedImageUrl)
  .max(limits.disputeImagesMax, `At most ${limits.disputeImagesMax} pictures`)
  .default([]);

const statement = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(disputeLimits.statementMax, `Statement must be at most ${disputeLimits.statementMax} characters`);

/** Opening a dispute: why, what happened, and pictures from the upload pipeline. */
export const openDisputeSchema = z.object({
  reason: z.enum(disputeReasons, { error: disputeMessages.reason }),
  statement: statement(disputeMessages.statement),
  images,
});
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

/** The other party's statement, or a party's answer to an admin's question. */
export const disputeEntrySchema = z.object({ body: statement(disputeMessages.body), images });
export type DisputeEntryInput = z.infer<typeof disputeEntrySchema>;

/** An admin's question to one party of the case. */
export const askDisputeQuestionSchema = z.object({
  toId: z.uuid('Choose which member to ask'),
  body: statement(disputeMessages.body),
});
export type AskDisputeQuestionInput = z.infer<typeof askDisputeQuestionSchema>;

/**
 * An admin's ruling: the coins to the provider, back to the payer, or split; `providerCoins` is the provider's part of
 * a split (the payer gets the rest). The note is what both parties read. `withoutStatement` is the admin's tick to
 * rule while the other party may still give their statement and has not.
 */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: 'Choose release, refund or split' }),
    providerCoins: z.number().int(disputeMessages.splitRange).min(0, disputeMessages.splitRange).optional(),
    note: z
      .string({ error: disputeMessages.note })
      .trim()
      .min(1, disputeMessages.note)
      .max(disputeLimits.noteMax, `Note must be at most ${disputeLimits.noteMax} characters`),
    withoutStatement: z.boolean({ error: 'Say whether you rule without their statement' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.outcome === 'split' && input.providerCoins === undefined) {
      ctx.addIssue({ code: 'custom', path: ['providerCoins'], message: disputeMessages.splitRange });
    }
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

const disputeEntryViewSchema = z.object({
  id: z.string(),
  kind: z.enum(disputeEntryKinds),
  author: partySchema,
  /** Whether an admin wrote it (a question); the parties see 'Admin', not who. */
  byAdmin: z.boolean(),
  /** The party a question is for. */
  addressedTo: partySchema,
  body: z.string(),
  images: z.array(z.string()),
  at: z.string(),
});
export type DisputeEntryView = z.infer<typeof disputeEntryViewSchema>;

/** A dispute as a party or an admin sees it; `can` says what the viewer may add now. */
export const disputeViewSchema = z.object({
  id: z.string(),
  status: z.enum(disputeStatuses),
  reason: z.enum(disputeReasons),
  openedBy: partySchema,
  respondent: partySchema,
  /** The other party adds their statement until then. */
  respondBy: z.string(),
  openedAt: z.string(),
  outcome: z.enum(disputeOutcomes).nullable(),
  providerCoins: z.number().int().nullable(),
  payerCoins: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Statements, questions and answers, oldest first. */
  entries: z.array(disputeEntryViewSchema),
  can: z.object({
    /** The respondent's statement (before respondBy) or an answer to a question put to the viewer. */
    addEntry: z.boolean(),
    withdraw: z.boolean(),
  }),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

export const adminDisputeListQuerySchema = z.object({
  status: z.enum(disputeStatuses, { error: 'Unknown status' }).default('open'),
  ...pagingQuerySchema.shape,
});
export type AdminDisputeListQuery = z.infer<typeof adminDisputeListQuerySchema>;

/** A row of the admins' Disputes tab: open cases oldest first. */
export const adminDisputeSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  listingTitle: z.string(),
  reason: z.enum(disputeReasons),
  status: z.enum(disputeStatuses),
  openedBy: partySchema,
  respondent: partySchema,
  coinAmount: z.number().int().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminDisputePageSchema = z.object({
  items: z.array(adminDisputeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A deal's terms and history as the admin reads them in a case. */
const caseDealSchema = z.object({
  id: z.string(),
  status: z.string(),
  listingTitle: z.string(),
  paymentMethods: z.array(z.string()),
  cashAmountCents: z.number().int().nullable(),
  offerAmount: z.string().nullable(),
  coinAmount: z.number().int().nullable(),
  tradeDescription: z.string().nullable(),
  version: z.number().int(),
  sender: partySchema,
  receiver: partySchema,
  payer: partySchema,
  provider: partySchema,
  /** The coins the deal holds now (0 once released or refunded). */
  heldCoins: z.number().int(),
  /** What the provider owes after a ruling took back coins they no longer had (decision 032). */
  providerDebtCoins: z.number().int(),
  history: z.array(
    z.object({
      action: z.string(),
      status: z.string(),
      actor: partySchema,
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** One case on the Disputes tab: the dispute, its deal, and the two members' conversation. */
export const adminDisputeCaseSchema = z.object({
  dispute: disputeViewSchema,
  deal: caseDealSchema,
  conversation: z.array(z.object({ id: z.string(), sender: partySchema, body: z.string(), at: z.string() })),
  /**
   * The other party may still give their statement (its window is open) and has not: a ruling now needs the admin's
   * 'Rule without their statement'.
   */
  awaitingStatement: z.boolean(),
  /** What the admin may do now. */
  can: z.object({ resolve: z.boolean(), ask: z.boolean(), split: z.boolean() }),
});
export type AdminDisputeCase = z.infer<typeof adminDisputeCaseSchema>;
