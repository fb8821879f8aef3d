import { z } from 'zod';
import {
  type CoinRateField,
  findCoinRateBreach,
  packPriceCentsMax,
  packPriceCentsMin,
  packPriceFields,
} from '../coin-rates.ts';
import {
  defaultSuspensionReason,
  feedbackStatuses,
  feedbackTypes,
  ledgerCurrencies,
  ledgerStatuses,
  ledgerTypes,
  limits,
  offerStatuses,
  reportStatuses,
  supportRequestStatuses,
  userRoles,
  userStatuses,
} from '../constants.ts';
import { priceSchema } from './listings.ts';
import { pagingQuerySchema } from './paging.ts';
import { adminWithdrawalSchema } from './wallet.ts';

export const proposalExpiryDaysMessage = `Proposal expiry must be between ${limits.proposalExpiryDaysMin} and ${limits.proposalExpiryDaysMax} days`;

export const autoCompleteDaysMessage = `Automatic completion must be between ${limits.autoCompleteDaysMin} and ${limits.autoCompleteDaysMax} days`;

export const listingLifetimeDaysMessage = `A listing's lifetime must be between ${limits.listingLifetimeDaysMin} and ${limits.listingLifetimeDaysMax} days`;

export const disputeWindowDaysMessage = `The dispute window must be between ${limits.disputeWindowDaysMin} and ${limits.disputeWindowDaysMax} days`;

const packPriceMessage = (coins: number) =>
  `The ${coins} DC pack's price must be between $${(packPriceCentsMin / 100).toFixed(2)} and $${(packPriceCentsMax / 100).toLocaleString('en-US')}, in whole cents`;
const packPrice = (coins: number) =>
  z
    .number({ error: packPriceMessage(coins) })
    .int(packPriceMessage(coins))
    .min(packPriceCentsMin, packPriceMessage(coins))
    .max(packPriceCentsMax, packPriceMessage(coins));
export const conversionRateMessage = 'The conversion rate must be a whole number of cents per 100 DC, at least 1';
const coinRateFields: CoinRateField[] = [...Object.values(packPriceFields), 'conversionCentsPer100Coins'];

/**
 * Platform Settings tab: each setting may be sent alone. Prices and the rate sent together are held to the cash-out
 * rule here; the service holds the saved settings with the change applied to it too (one sent alone).
 */
export const updatePlatformSettingsSchema = z
  .object({
    maintenanceMode: z.boolean(),
    autoApproveListings: z.boolean(),
    rateLimitProtection: z.boolean(),
    proposalExpiryDays: z
      .number({ error: proposalExpiryDaysMessage })
      .int(proposalExpiryDaysMessage)
      .min(limits.proposalExpiryDaysMin, proposalExpiryDaysMessage)
      .max(limits.proposalExpiryDaysMax, proposalExpiryDaysMessage),
    autoCompleteDays: z
      .number({ error: autoCompleteDaysMessage })
      .int(autoCompleteDaysMessage)
      .min(limits.autoCompleteDaysMin, autoCompleteDaysMessage)
      .max(limits.autoCompleteDaysMax, autoCompleteDaysMessage),
    listingLifetimeDays: z
      .number({ error: listingLifetimeDaysMessage })
      .int(listingLifetimeDaysMessage)
      .min(limits.listingLifetimeDaysMin, listingLifetimeDaysMessage)
      .max(limits.listingLifetimeDaysMax, listingLifetimeDaysMessage),
    disputeWindowDays: z
      .number({ error: disputeWindowDaysMessage })
      .int(disputeWindowDaysMessage)
      .min(limits.disputeWindowDaysMin, disputeWindowDaysMessage)
      .max(limits.disputeWindowDaysMax, disputeWindowDaysMessage),
    coinPack100PriceCents: packPrice(100),
    coinPack500PriceCents: packPrice(500),
    coinPack1000PriceCents: packPrice(1000),
    conversionCentsPer100Coins: z
      .number({ error: conversionRateMessage })
      .int(conversionRateMessage)
      .min(1, conversionRateMessage)
      .max(packPriceCentsMax, conversionRateMessage),
  })
  .partial()
  .strict()
  .superRefine((input, issues) => {
    const rates = Object.fromEntries(coinRateFields.map((field) => [field, input[field]]));
    if (coinRateFields.some((field) => rates[field] === undefined)) return;
    const breach = findCoinRateBreach(rates as Record<CoinRateField, number>);
    if (breach) issues.addIssue({ code: 'custom', path: [breach.field], message: breach.message });
  });
export type UpdatePlatformSettingsInput = z.infer<typeof updatePlatformSettingsSchema>;

export const platformSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  autoApproveListings: z.boolean(),
  rateLimitProtection: z.boolean(),
  /** An unanswered proposal expires this many days after it was sent. */
  proposalExpiryDays: z.number().int(),
  /** A delivered deal the payer leaves unconfirmed completes by itself this many days after delivery. */
  autoCompleteDays: z.number().int(),
  /** Either party may open a dispute until this many days after a deal completed. */
  disputeWindowDays: z.number().int(),
  /** A listing expires this many days after it went live or was renewed. */
  listingLifetimeDays: z.number().int(),
  /** What each coin pack costs and what 100 DC convert for, in USD cents (decision 031). */
  coinPack100PriceCents: z.number().int(),
  coinPack500PriceCents: z.number().int(),
  coinPack1000PriceCents: z.number().int(),
  conversionCentsPer100Coins: z.number().int(),
  updatedAt: z.string(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsSchema>;

/**
 * A page of an admin list. A search counts its matches only up to a cap (as the public offer list does): past it,
 * `totalCapped` is true and `total` means "at least this many".
 */
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** What an admin sees of an offer in the list: its owner's contact included, for moderation. */
export const adminOfferSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: priceSchema,
  status: z.enum(offerStatuses),
  /** Why an admin rejected it, when they said; shown to the owner too. */
  rejectionReason: z.string().nullable(),
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** What the viewing admin may do now, by the server's policy (offers/policy.ts). */
  can: z.object({ approve: z.boolean(), reject: z.boolean() }),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const adminOfferPageSchema = page(adminOfferSchema);

/** An approval's response: the listing, now live, and how many category subscribers were alerted. */
export const offerApprovalSchema = z.object({
  id: z.string(),
  status: z.enum(offerStatuses),
  notifiedSubscribers: z.number().int(),
});
export type OfferApproval = z.infer<typeof offerApprovalSchema>;

// ---- Issue 10: the admin panel's lists and actions. Every list: ?q&status&page&pageSize, `status=all` (or
// none) means no filter, q is a case-insensitive substring (spec section 5, 'Admin search').

const q = z.string().trim().max(200, 'Search must be at most 200 characters').optional();
/** A status filter: one of the tab's statuses, or 'all' (the same as none). */
const statusFilter = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z
    .enum(['all', ...statuses] as [string, ...string[]], {
      error: `Status must be all or one of ${statuses.join(', ')}`,
    })
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number] | undefined)));

const person = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
/** A member a row points at; null once they deleted their account ('Deleted user'). */
const personOrGone = person.nullable();

/** The stats row. Total Revenue: the sum of completed cash ledger entries' amounts (spec section 9), in cents. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeOffers: z.number().int(),
  totalTransactions: z.number().int(),
  /** Money received for coin sales (paid orders). The three below are reported beside it, never in it. */
  totalRevenueCents: z.number().int(),
  /** Cash credited by coin conversions, not reversed. */
  conversionsCents: z.number().int(),
  withdrawalsPaidCents: z.number().int(),
  /** The price of coin sales whose coins an admin took back. */
  reversedSalesCents: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Overview: Recent Activity is the audit log of admin actions, newest first. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: personOrGone,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListQuerySchema = pagingQuerySchema;
export const auditPageSchema = page(auditEntrySchema);

// Users
export const adminUserListQuerySchema = z.object({
  q,
  status: statusFilter(userStatuses),
  ...pagingQuerySchema.shape,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  suspensionReason: z.string().nullable(),
  cashBalanceCents: z.number().int(),
  dragonCoins: z.number().int(),
  /** Deals the member called off after acceptance: asked to cancel (and the other agreed) or cancelled alone. */
  cancellations: z.number().int(),
  /** Disputes the member opened, and those ruled against them (the coins went wholly to the other party). */
  disputesOpened: z.number().int(),
  disputesLost: z.number().int(),
  createdAt: z.string(),
  /** What the viewing admin may do now, by the server's policy (accounts/policy.ts); changeRole: to the other role. */
  can: z.object({ suspend: z.boolean(), reactivate: z.boolean(), changeRole: z.boolean(), delete: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = page(adminUserSchema);
export const suspendUserSchema = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').default(defaultSuspensionReason),
});
export const setUserRoleSchema = z.object({ role: z.enum(userRoles, { error: 'Role must be user or admin' }) });

// Offers (extends the list above with search and 'all')
export const adminOfferSearchQuerySchema = z.object({
  q,
  status: statusFilter(offerStatuses),
  ...pagingQuerySchema.shape,
});
export type AdminOfferSearchQuery = z.infer<typeof adminOfferSearchQuerySchema>;
export const rejectOfferSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give the reason for rejecting this listing')
    .max(1000, 'Reason must be at most 1000 characters'),
});
/** The spec's admin status options; any may be set directly. */
export const adminSettableOfferStatuses = ['pending', 'active', 'rejected', 'completed'] as const;
export const setOfferStatusSchema = z.object({
  status: z.enum(adminSettableOfferStatuses, {
    error: `Status must be one of ${adminSettableOfferStatuses.join(', ')}`,
  }),
});

// Transactions (the ledger)
export const adminTransactionListQuerySchema = z.object({
  q,
  status: statusFilter(ledgerStatuses),
  ...pagingQuerySchema.shape,
});
export type AdminTransactionListQuery = z.infer<typeof adminTransactionListQuerySchema>;
export const adminTransactionSchema = z.object({
  id: z.string(),
  user: personOrGone,
  type: z.enum(ledgerTypes),
  kind: z.string(),
  currency: z.enum(ledgerCurrencies),
  /** Cents for cash, whole coins for coins. */
  amount: z.number().int(),
  description: z.string(),
  status: z.enum(ledgerStatuses),
  /** The entry this one reverses, and the entry that reversed this one. */
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Every entry of the movement this row stands for (both legs of a transfer or a conversion, a hold's two sides):
   * the list shows each movement once, by its first entry, with all of its legs.
   */
  legs: z.array(
    z.object({
      user: personOrGone,
      type: z.enum(ledgerTypes),
      currency: z.enum(ledgerCurrencies),
      amount: z.number().int(),
    }),
  ),
  /** What the viewing admin may do now, by the server's policy (wallet/policy.ts). */
  can: z.object({ reverse: z.boolean() }),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export const adminTransactionPageSchema = page(adminTransactionSchema);

// Withdrawals (the payout queue; the row itself is the wallet's)
export const adminWithdrawalPageSchema = page(adminWithdrawalSchema);

// Feedback
export const adminFeedbackListQuerySchema = z.object({
  q,
  status: statusFilter(feedbackStatuses),
  ...pagingQuerySchema.shape,
});
export type AdminFeedbackListQuery = z.infer<typeof adminFeedbackListQuerySchema>;
export const adminFeedbackSchema = z.object({
  id: z.string(),
  user: personOrGone,
  type: z.enum(feedbackTypes),
  content: z.string(),
  rating: z.number().int().nullable(),
  status: z.enum(feedbackStatuses),
  createdAt: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackPageSchema = page(adminFeedbackSchema);
export const setFeedbackStatusSchema = z.object({
  status: z.enum(feedbackStatuses, { error: `Status must be one of ${feedbackStatuses.join(', ')}` }),
});
/** The deletion dialog names a feedback entry by its first 20 characters and '...' (spec section 9). */
export function feedbackDeletionTitle(content: string): string {
  return `${[...content].slice(0, 20).join('')}...`;
}

// Support requests
export const adminSupportListQuerySchema = z.object({
  status: statusFilter(supportRequestStatuses),
  ...pagingQuerySchema.shape,
});
export const adminSupportRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  helpType: z.string(),
  comments: z.string(),
  status: z.enum(supportRequestStatuses),
  createdAt: z.string(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
export const adminSupportPageSchema = page(adminSupportRequestSchema);
export const setSupportStatusSchema = z.object({
  status: z.enum(supportRequestStatuses, { error: `Status must be one of ${supportRequestStatuses.join(', ')}` }),
});

// Reports of messages
export const adminReportListQuerySchema = z.object({
  status: statusFilter(reportStatuses),
  ...pagingQuerySchema.shape,
});
export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(reportStatuses),
  reporter: personOrGone,
  message: z.object({ id: z.string(), body: z.string(), conversationId: z.string(), sentAt: z.string() }),
  /** The member who wrote the message; null once they deleted their account. An admin cannot be suspended here. */
  sender: person.extend({ status: z.enum(userStatuses), role: z.enum(userRoles) }).nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the admin may do now: an open report is dismissed, or acted on while its sender is a member. */
  can: z.object({ dismiss: z.boolean(), act: z.boolean() }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = page(adminReportSchema);
/**
 * Acting on a report suspends the message's sender with this reason and marks the report actioned.
 * @alias
 */
export const actOnReportSchema = suspendUserSchema;
