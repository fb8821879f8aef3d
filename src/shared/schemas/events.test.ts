import { describe, expect, it } from 'vitest';
import { type RealtimeEventType, realtimeEventTypes } from './events.ts';

describe('realtimeEventTypes', () => {
  it('lists every event name of the map once', () => {
    // A name missing here would never reach a browser: EventSource dispatches only names it listens for.
    const everyName: Record<RealtimeEventType, true> = {
      'notification.created': true,
      'notification.updated': true,
      'notification.deleted': true,
      'notifications.read-all': true,
      'notifications.cleared': true,
      'session.revoked': true,
      'settings.changed': true,
      'currency-rates.changed': true,
      'listing.changed': true,
      'favourites.changed': true,
      'notification-preferences.changed': true,
      'proposal.updated': true,
      'message.created': true,
      'conversation.read': true,
      'wallet.changed': true,
      'admin.wallets.changed': true,
      'admin.offers.changed': true,
      'admin.disputes.changed': true,
    };
    expect([...realtimeEventTypes].sort()).toEqual(Object.keys(everyName).sort());
  });
});
