// Where a notification leads, shared by the bell and the dashboard's Recent Activity.
import { paths } from '#web/app/paths.ts';
import type { Notification } from '#shared/schemas/notifications.ts';

/** Where a click on a notification leads (spec section 2's table); null: the bell just closes. */
export function findNotificationTarget({ type, relatedId }: Pick<Notification, 'type' | 'relatedId'>): string | null {
  switch (type) {
    case 'offer_received':
    case 'offer_accepted':
    case 'offer_declined':
      return relatedId ? paths.proposal(relatedId) : paths.dashboard.myOffers();
    case 'message_received':
      return relatedId ? paths.dashboard.messages({ conversation: relatedId }) : paths.dashboard.messages();
    case 'listing_approved':
    case 'listing_rejected':
      return paths.dashboard.offers();
    case 'category_available':
      return relatedId ? paths.listing(relatedId) : null;
    default:
      return null;
  }
}
