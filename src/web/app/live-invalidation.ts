// The one table of what each live event makes stale: every event name of the stream is here (the type and a test
// check it), so no screen can be forgotten. Rereads that are more than invalidation stay with their feature: the
// notifications cache writes its events in, messaging rereads one conversation's history, the session watch
// rechecks a revoked session, the public settings take maintenance mode from the event.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeEvent, RealtimeEventType } from '#shared/schemas/events.ts';
import { accountSessionsQueryKey } from '#web/features/accounts/query-keys.ts';
import { adminQueryKey } from '#web/lib/admin-query-key.ts';
import { currencyRatesQueryKey } from '#web/lib/currency-rates.ts';
import { dashboardQueryKey } from '#web/features/dashboard/query-keys.ts';
import { favouriteKeys, favouritesQueryKey } from '#web/features/favourites/query-keys.ts';
import { myListingsKey } from '#web/features/listings/query-keys.ts';
import { messagingKeys } from '#web/features/messaging/query-keys.ts';
import { notificationPreferencesQueryKey, unreadCountsQueryKey } from '#web/lib/notification-query-keys.ts';
import { listingPagesKey, proposalKeys } from '#web/lib/proposal-cache.ts';
import { walletQueryKey } from '#web/features/wallet/query-keys.ts';
import { sessionQueryKey } from '#web/lib/session.ts';

// What the dashboard counts arrives with a notification or a proposal change too (a listing decided, a deal).
// dashboardQueryKey is a prefix: it covers 'Needs your action' (dashboardActionsQueryKey) as well.
const notificationStale = [dashboardQueryKey];

// Money: the wallet, the header's balances (the session member), the dashboard's cards and charts, and Completed
// Offers' earnings.
const moneyStale = [walletQueryKey, sessionQueryKey, dashboardQueryKey, proposalKeys.completed];

// An admin's view of everyone's money: the lists that show it and the stats row.
const adminMoneyStale = ['stats', 'transactions', 'withdrawals', 'users'].map((name) => [...adminQueryKey, name]);

// The owner's listing as the public sees it too (its page, the lists, the category counts), in the owner's tabs.
const listingStale = [myListingsKey, dashboardQueryKey, ['offers'], ['categories']];

export const liveInvalidation = {
  // A favourite's new price or status comes with its notification.
  'notification.created': [...notificationStale, favouriteKeys.pages],
  'notification.updated': notificationStale,
  'notification.deleted': notificationStale,
  'notifications.read-all': notificationStale,
  'notifications.cleared': notificationStale,
  'session.revoked': [accountSessionsQueryKey],
  // Written into the public settings from the event (live-events.tsx), not reread.
  'settings.changed': [],
  // Every figure converts at them; an admin's Currency Rates panel lists them.
  'currency-rates.changed': [currencyRatesQueryKey, [...adminQueryKey, 'currencies']],
  'listing.changed': listingStale,
  'favourites.changed': [favouritesQueryKey],
  'notification-preferences.changed': [notificationPreferencesQueryKey],
  // A proposal's step is its conversation's preview, and a version waiting for an answer is unread (decision 035);
  // a decided one lets its sender propose on the listing again (decision 040).
  'proposal.updated': [
    proposalKeys.all,
    dashboardQueryKey,
    messagingKeys.conversations,
    unreadCountsQueryKey,
    listingPagesKey,
  ],
  // The Messages badge counts conversations with unread messages, as the list shows them.
  'message.created': [messagingKeys.conversations, unreadCountsQueryKey],
  'conversation.read': [messagingKeys.conversations, unreadCountsQueryKey],
  'wallet.changed': moneyStale,
  'admin.wallets.changed': adminMoneyStale,
  'admin.offers.changed': [
    [...adminQueryKey, 'offers'],
    [...adminQueryKey, 'stats'],
  ],
  'admin.disputes.changed': [
    [...adminQueryKey, 'disputes'],
    [...adminQueryKey, 'users'],
  ],
} as const satisfies Record<RealtimeEventType, readonly QueryKey[]>;

/** Every query key one batch of events makes stale, each once. */
export function findStaleKeys(events: readonly Pick<RealtimeEvent, 'type'>[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const event of events) {
    for (const key of liveInvalidation[event.type]) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}

/**
 * Marks what the events make stale; the queries on screen reread at once. A query's first read still under way is
 * started again: invalidation would join it, and it may have read before the change.
 */
export function invalidateForEvents(queryClient: QueryClient, events: readonly Pick<RealtimeEvent, 'type'>[]) {
  for (const queryKey of findStaleKeys(events)) {
    void queryClient.invalidateQueries({ queryKey });
    for (const query of queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' })) {
      if (query.state.data !== undefined) continue;
      void query
        .cancel({ revert: true })
        .then(() => queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }));
    }
  }
}

/** A (re)opened stream may have missed anything: everything the table covers is reread. */
export function invalidateEverythingLive(queryClient: QueryClient) {
  const every = Object.keys(liveInvalidation).map((type) => ({ type }) as Pick<RealtimeEvent, 'type'>);
  invalidateForEvents(queryClient, every);
}
