// Where a notification leads, shared by the bell and the dashboard's Recent Activity.
import { paths } from '#web/app/paths.ts';
import type { NotificationType } from '#shared/constants.ts';
import type { Notification } from '#shared/schemas/notifications.ts';

type Target = (relatedId: string | null) => string;

// Every type opens what it is about (issue 20): relatedId is the proposal, conversation, listing, order or
// withdrawal the server wrote it for; without one, the list it belongs to. A Record, so a new type cannot be missed.
const targets: Record<NotificationType, Target> = {
  offer_received: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  offer_accepted: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  offer_declined: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  proposal_expired: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  deal_delivered: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  completion_reminder: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  cancellation_requested: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  cancellation_declined: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  deal_cancelled: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  deal_completed: (id) => (id ? paths.proposal(id) : paths.completedOffers()),
  review_received: (id) => (id ? paths.proposal(id) : paths.completedOffers()),
  message_received: (id) => (id ? paths.dashboard.messages({ conversation: id }) : paths.dashboard.messages()),
  listing_approved: (id) => (id ? paths.listing(id) : paths.dashboard.offers()),
  // A rejected listing is not public; My Offers shows it with the admin's reason.
  listing_rejected: () => paths.dashboard.offers(),
  category_available: (id) => (id ? paths.listing(id) : paths.exploreCategories()),
  payment_received: () => paths.dashboard.wallet(),
  // A payer short of coins for a deal being accepted: the wallet is where they top up.
  coins_needed: () => paths.dashboard.wallet(),
  withdrawal_updated: () => paths.dashboard.wallet(),
  counter_offer: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  proposal_reminder: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  // A dispute's case is read and answered on its deal's page.
  dispute_opened: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  dispute_update: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  dispute_resolved: (id) => (id ? paths.proposal(id) : paths.dashboard.myOffers()),
  // A favourite that changed or paused opens its page; one that went away has none, so the favourites list.
  favourite_changed: (id) => (id ? paths.listing(id) : paths.dashboard.favourites()),
  saved_search_match: (id) => (id ? paths.listing(id) : paths.browse()),
  request_match: (id) => (id ? paths.listing(id) : paths.requests()),
  // The owner renews from My Offers, where the listing shows when it expires.
  listing_expiring: () => paths.dashboard.offers(),
  listing_expired: () => paths.dashboard.offers({ status: 'expired' }),
};

const isKnownType = (type: string): type is NotificationType => Object.hasOwn(targets, type);

/** Where a click on a notification leads; null only for a type this build does not know (the bell just closes). */
export function findNotificationTarget({ type, relatedId }: Pick<Notification, 'type' | 'relatedId'>): string | null {
  return isKnownType(type) ? targets[type](relatedId) : null;
}
