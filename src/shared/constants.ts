// Business constants from the spec (sections 9 of both documents) and DESIGN.md section 5.

export const paymentTypes = ['cash', 'coins', 'trade'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const offerKinds = ['service', 'request'] as const;
export type OfferKind = (typeof offerKinds)[number];

// 'expired': past its lifetime since it went live or was last renewed (issue 34); its owner renews it in one click.
export const offerStatuses = ['active', 'paused', 'pending', 'rejected', 'completed', 'cancelled', 'expired'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** An edit of an approved listing waiting for an admin, or turned down by one (decision 034). */
export const offerRevisionStatuses = ['pending', 'rejected'] as const;

export const proposalStatuses = [
  'pending',
  'accepted',
  'delivered',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];
/** What a step of a proposal's history did: it was sent, then each move of the deal process (deals/process.ts). */
export const proposalStepActions = [
  'send',
  'accept',
  'decline',
  'cancel',
  'expire',
  'deliver',
  'complete',
  'auto-complete',
  'request-cancellation',
  'decline-cancellation',
  'agree-cancellation',
  'cancel-deal',
  'counter',
  'open-dispute',
  'withdraw-dispute',
  'release-to-provider',
  'refund-to-payer',
  'split-coins',
] as const;
export type ProposalStepAction = (typeof proposalStepActions)[number];

/** Why a member opens a dispute on a deal. */
export const disputeReasons = ['not delivered', 'not as described', 'payer unresponsive', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];
export const disputeReasonLabels: Record<DisputeReason, string> = {
  'not delivered': 'Not delivered',
  'not as described': 'Not as described',
  'payer unresponsive': 'Payer unresponsive',
  other: 'Other',
};
export const disputeStatuses = ['open', 'withdrawn', 'resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
/** How an admin settles a dispute: the coins to the provider, back to the payer, or shared. */
export const disputeOutcomes = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];
/** What an entry of a dispute's case is: a party's statement, an admin's question to a party, its answer. */
export const disputeEntryKinds = ['statement', 'question', 'answer'] as const;

export const proposalCurrencies = ['cash', 'coins', 'trade', 'mixed'] as const;

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ['active', 'suspended'] as const;
/** The spec's reason for a suspension no admin worded: kept in English, shown in each reader's language. */
export const defaultSuspensionReason = 'Admin action';
export type UserStatus = (typeof userStatuses)[number];

/** How the public lists order: relevance needs a search; the others break ties by id, so paging is stable. */
export const offerSorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type OfferSort = (typeof offerSorts)[number];

export const notificationTypes = [
  'offer_received',
  'offer_accepted',
  'offer_declined',
  'proposal_expired',
  'message_received',
  'listing_approved',
  'listing_rejected',
  'deal_delivered',
  'completion_reminder',
  'deal_completed',
  'cancellation_requested',
  'cancellation_declined',
  'deal_cancelled',
  'coins_needed',
  'review_received',
  'payment_received',
  'withdrawal_updated',
  'category_available',
  'counter_offer',
  'proposal_reminder',
  'dispute_opened',
  'dispute_update',
  'favourite_changed',
  'saved_search_match',
  'request_match',
  'dispute_resolved',
  'listing_expiring',
  'listing_expired',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const feedbackTypes = ['bug', 'feature', 'general', 'other'] as const;
export const feedbackStatuses = ['pending', 'reviewed', 'resolved', 'rejected'] as const;

export const ledgerTypes = ['sent', 'received'] as const;
// 'held': coins set aside for an accepted coins deal, kept apart from the member's available 'coins'. 'debt': coins
// a ruling took back that the member no longer had (received: the debt grows; sent: a repayment shrinks it).
export const ledgerCurrencies = ['cash', 'coins', 'held', 'debt'] as const;
export const ledgerStatuses = ['completed', 'pending', 'failed'] as const;

export const orderStatuses = ['pending', 'paid', 'cancelled', 'failed'] as const;
export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export const supportRequestStatuses = ['open', 'in_progress', 'closed'] as const;
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
/** Every admin action the audit log records (Overview's Recent Activity words each one). */
export const auditActions = [
  'user.suspend',
  'user.reactivate',
  'user.role',
  'user.delete',
  'offer.approve',
  'offer.reject',
  'offer.status',
  'offer.delete',
  'transaction.reverse',
  'withdrawal.paid',
  'withdrawal.rejected',
  'feedback.status',
  'feedback.delete',
  'support_request.status',
  'report.dismiss',
  'report.act',
  'settings.update',
  'dispute.resolve',
  'dispute.ask',
  'currency.pin',
  'currency.unpin',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const helpTypes = [
  'General Question',
  'Technical Issue',
  'Payment Issue',
  'Service/Offer Dispute',
  'Wallet or Coin Issue',
  'Account Access',
  'Report a Bug',
  'Other',
] as const;

export const pageSizes = [25, 50, 75, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 50;

/**
 * The spec's face value of a coin (10 DC = $1): only what listings priced in coins sort and filter by. What coins
 * cost and convert for are platform settings (coin-rates.ts, decision 031).
 */
export const coinsPerDollar = 10;
/** Coins convert in these steps (the rate is a setting). */
export const conversionOptions = [100, 500] as const;
export const withdrawalOptionsCents = [2500, 5000] as const;

export const limits = {
  passwordMinModal: 6,
  passwordMin: 8,
  nameMin: 2,
  listingDescriptionMin: 20,
  feedbackMin: 10,
  uploadMaxBytes: 5 * 1024 * 1024,
  notificationListLimit: 50,
  messagePreviewChars: 50,
  messageMaxChars: 4000,
  badgeCap: 99,
  recentOrders: 5,
  recentTransactions: 10,
  recentWithdrawals: 5,
  /** A listing stays live this many days after it went live or was renewed (issue 34). */
  listingLifetimeDaysMin: 7,
  listingLifetimeDaysMax: 365,
  /** Its owner is told this many days before it expires. */
  listingExpiryNoticeDays: 7,
  proposalExpiryDaysMin: 1,
  proposalExpiryDaysMax: 90,
  autoCompleteDaysMin: 1,
  autoCompleteDaysMax: 30,
  disputeWindowDaysMin: 1,
  disputeWindowDaysMax: 90,
  /** The other party of a dispute adds their statement within this many days of its opening. */
  disputeResponseDays: 3,
  /** A proposal's versions: the first and its counter-offers. */
  proposalVersionsMax: 20,
  disputeImagesMax: 4,
  /** 'Your service matches a request' alerts a member gets in any 24 hours; the rest are dropped. */
  requestMatchAlertsPerDay: 5,
  /** A member's favourite listings: enough to shortlist, not a second copy of the marketplace. */
  favouritesMax: 500,
  savedSearchNameMax: 60,
  /** Saved searches one member may keep. */
  savedSearchesMax: 20,
  /** The best new matches of one saved search its daily digest lists. */
  digestMatchesPerSearch: 10,
} as const;

export const timings = {
  toastMs: 4000,
  toastSuccessMs: 2000,
  toastMax: 20,
  notificationToastMs: 5000,
  signInCloseMs: 800,
  signUpRedirectMs: 3000,
  successBannerMs: 3000,
  requestTimeoutMs: 30_000,
  inactivityLimitMs: 8 * 60 * 60 * 1000,
} as const;
