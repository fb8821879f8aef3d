import type { DisputeReason, feedbackTypes, helpTypes } from '#shared/constants.ts';
import type { NotificationKind } from '#shared/notification-kinds.ts';
import type { PriceUnit } from '#shared/price.ts';
import type { RevisedField } from '#shared/schemas/listings.ts';

// The words src/shared's lists stand for (dispute reasons, notification kinds, ...) as message ids, for the screens to
// say in the page's language. Types only from src/shared, so a page's chunk does not bring the schemas (and zod).
// The payment types, which the public pages show, are payment-types.ts's, so that those pages load none of these.

/** Why a member opens a dispute. */
export const disputeReasonMessages = {
  'not delivered': 'components.disputeReason.notDelivered',
  'not as described': 'components.disputeReason.notAsDescribed',
  'payer unresponsive': 'components.disputeReason.payerUnresponsive',
  other: 'components.disputeReason.other',
} as const satisfies Record<DisputeReason, string>;

/** The feedback form's types, in the order the form offers them. */
export const feedbackTypeMessages = {
  general: 'components.feedbackType.general',
  bug: 'components.feedbackType.bug',
  feature: 'components.feedbackType.feature',
  other: 'components.feedbackType.other',
} as const satisfies Record<(typeof feedbackTypes)[number], string>;

/** Each kind of notification as the settings grid heads its row: 'Proposals and counter-offers'. */
export const notificationKindMessages = {
  messages: 'components.notificationKind.messages',
  proposals: 'components.notificationKind.proposals',
  deals: 'components.notificationKind.deals',
  disputes: 'components.notificationKind.disputes',
  reviews: 'components.notificationKind.reviews',
  saved: 'components.notificationKind.saved',
  listings: 'components.notificationKind.listings',
  wallet: 'components.notificationKind.wallet',
} as const satisfies Record<NotificationKind, string>;

/** Each kind within a sentence ('Stop emails about proposals and counter-offers?'). */
export const notificationKindInSentenceMessages = {
  messages: 'components.notificationKindInSentence.messages',
  proposals: 'components.notificationKindInSentence.proposals',
  deals: 'components.notificationKindInSentence.deals',
  disputes: 'components.notificationKindInSentence.disputes',
  reviews: 'components.notificationKindInSentence.reviews',
  saved: 'components.notificationKindInSentence.saved',
  listings: 'components.notificationKindInSentence.listings',
  wallet: 'components.notificationKindInSentence.wallet',
} as const satisfies Record<NotificationKind, string>;

/** What a listing's price is for: the listing form's choices. */
export const priceUnitMessages = {
  fixed: 'components.priceUnit.fixed',
  hour: 'components.priceUnit.hour',
  item: 'components.priceUnit.item',
  negotiable: 'components.priceUnit.negotiable',
} as const satisfies Record<PriceUnit, string>;

/** The fields an edit of a live listing can change, as the review shows them. */
export const revisedFieldMessages = {
  title: 'components.revisedField.title',
  category: 'components.revisedField.category',
  price: 'components.revisedField.price',
  description: 'components.revisedField.description',
  images: 'components.revisedField.images',
} as const satisfies Record<RevisedField, string>;

/** The support form's kinds of help; the form sends the English name, which the server keeps. */
export const helpTypeMessages = {
  'General Question': 'components.helpType.generalQuestion',
  'Technical Issue': 'components.helpType.technicalIssue',
  'Payment Issue': 'components.helpType.paymentIssue',
  'Service/Offer Dispute': 'components.helpType.serviceDispute',
  'Wallet or Coin Issue': 'components.helpType.walletIssue',
  'Account Access': 'components.helpType.accountAccess',
  'Report a Bug': 'components.helpType.reportBug',
  Other: 'components.helpType.other',
} as const satisfies Record<(typeof helpTypes)[number], string>;
