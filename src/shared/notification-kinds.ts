// What a member chooses about their notifications (issue 34): each type belongs to one kind, and each kind has a
// setting per channel (the app's list, email, push). Urgent kinds ask for a step soon, so their email goes at once
// or not at all; the others may wait for a daily or weekly digest.
import type { NotificationType } from './constants.ts';

export const notificationKinds = [
  'messages',
  'proposals',
  'deals',
  'disputes',
  'reviews',
  'saved',
  'listings',
  'wallet',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const emailFrequencies = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];

export const urgentKinds: readonly NotificationKind[] = ['messages', 'proposals', 'deals', 'disputes'];

/** A Record, so a new notification type cannot be left without a kind. */
export const kindOfNotification: Record<NotificationType, NotificationKind> = {
  message_received: 'messages',
  offer_received: 'proposals',
  offer_accepted: 'proposals',
  offer_declined: 'proposals',
  proposal_expired: 'proposals',
  counter_offer: 'proposals',
  proposal_reminder: 'proposals',
  deal_delivered: 'deals',
  completion_reminder: 'deals',
  deal_completed: 'deals',
  cancellation_requested: 'deals',
  cancellation_declined: 'deals',
  deal_cancelled: 'deals',
  coins_needed: 'deals',
  dispute_opened: 'disputes',
  dispute_update: 'disputes',
  dispute_resolved: 'disputes',
  review_received: 'reviews',
  favourite_changed: 'saved',
  saved_search_match: 'saved',
  request_match: 'saved',
  category_available: 'saved',
  listing_approved: 'listings',
  listing_rejected: 'listings',
  listing_expiring: 'listings',
  listing_expired: 'listings',
  payment_received: 'wallet',
  withdrawal_updated: 'wallet',
};

export type KindChannels = { inApp: boolean; email: EmailFrequency; push: boolean };

/**
 * What a member gets before they choose: everything in the app; email at once for what asks for a step, a daily
 * digest for reviews and saved-search news; push for all but reviews.
 */
export const defaultKindChannels: Record<NotificationKind, KindChannels> = {
  messages: { inApp: true, email: 'instant', push: true },
  proposals: { inApp: true, email: 'instant', push: true },
  deals: { inApp: true, email: 'instant', push: true },
  disputes: { inApp: true, email: 'instant', push: true },
  reviews: { inApp: true, email: 'daily', push: false },
  saved: { inApp: true, email: 'daily', push: true },
  listings: { inApp: true, email: 'instant', push: true },
  wallet: { inApp: true, email: 'instant', push: true },
};
