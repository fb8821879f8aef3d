import { recordAdminEvent, recordEvent, type EventTransaction } from '../../platform/events/record.ts';

/**
 * Tells the owner's open tabs (My Offers, the dashboard) and the admins' (the Offers tab, the stats row) that a
 * listing changed. Call it last in the transaction: the owner's event lock then comes after any a category alert
 * took.
 */
export async function recordListingChange(tx: EventTransaction, offer: { id: string; userId: string }): Promise<void> {
  await recordEvent(tx, { userId: offer.userId, type: 'listing.changed', payload: { offerId: offer.id } });
  recordAdminEvent(tx, { type: 'admin.offers.changed', payload: {} });
}
