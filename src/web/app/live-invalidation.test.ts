import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtimeEventTypes } from '#shared/schemas/events.ts';
import { dashboardActionsQueryKey } from '#web/features/dashboard/query-keys.ts';
import { marketplaceKeys } from '#web/features/marketplace/api.ts';
import { findStaleKeys, invalidateForEvents, liveInvalidation } from './live-invalidation.ts';

describe('liveInvalidation', () => {
  it('has an entry for every event the stream carries, and nothing else', () => {
    expect(Object.keys(liveInvalidation).sort()).toEqual([...realtimeEventTypes].sort());
  });

  it('makes a money change stale in the wallet, the header, the dashboard and Completed Offers', () => {
    expect(findStaleKeys([{ type: 'wallet.changed' }])).toEqual([
      ['wallet'],
      ['session'],
      ['dashboard'],
      ['proposals', 'completed'],
    ]);
  });

  it("makes an admin's money lists and stats row stale, and no member's screens", () => {
    const keys = findStaleKeys([{ type: 'admin.wallets.changed' }]);
    expect(keys).toEqual([
      ['admin', 'stats'],
      ['admin', 'transactions'],
      ['admin', 'withdrawals'],
      ['admin', 'users'],
    ]);
  });

  it("makes a member's favourites stale in their other tabs, and a favourite's notification their list", () => {
    expect(findStaleKeys([{ type: 'favourites.changed' }])).toEqual([['favourites']]);
    expect(findStaleKeys([{ type: 'notification.created' }])).toContainEqual(['favourites', 'page']);
  });

  it("makes a proposal's change stale in the Messages list and the sidebar badge (decision 035)", () => {
    const keys = findStaleKeys([{ type: 'proposal.updated' }]);
    expect(keys).toContainEqual(['messaging', 'conversations']);
    expect(keys).toContainEqual(['notifications', 'unread-counts']);
  });

  it("rereads a listing's page on a proposal's change, for its `can.propose` (decision 040)", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(marketplaceKeys.offer('a'), { id: 'a' });
    queryClient.setQueryData(marketplaceKeys.matches('a'), { items: [] });
    invalidateForEvents(queryClient, [{ type: 'proposal.updated' }]);
    expect(queryClient.getQueryState(marketplaceKeys.offer('a'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(marketplaceKeys.matches('a'))?.isInvalidated).toBe(false);
  });

  it('names each key once for a batch of events', () => {
    const keys = findStaleKeys([{ type: 'wallet.changed' }, { type: 'proposal.updated' }, { type: 'wallet.changed' }]);
    expect(keys.map((key) => JSON.stringify(key))).toEqual([...new Set(keys.map((key) => JSON.stringify(key)))]);
    expect(keys).toContainEqual(['proposals']);
  });

  it('marks the cached queries under those keys stale and leaves the others', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['wallet'], { cashBalanceCents: 0 });
    queryClient.setQueryData(['admin', 'withdrawals', { page: 1 }], { items: [] });
    queryClient.setQueryData(['admin', 'audit'], { items: [] });
    invalidateForEvents(queryClient, [{ type: 'admin.wallets.changed' }]);
    expect(queryClient.getQueryState(['admin', 'withdrawals', { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['admin', 'audit'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(false);
  });

  it.each(['proposal.updated', 'notification.created', 'listing.changed'] as const)(
    "rereads the dashboard's 'Needs your action' on %s",
    (type) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(dashboardActionsQueryKey, { items: [] });
      invalidateForEvents(queryClient, [{ type }]);
      expect(queryClient.getQueryState(dashboardActionsQueryKey)?.isInvalidated).toBe(true);
    },
  );
});

describe('invalidateForEvents on a first read under way', () => {
  it('starts the read again, so an answer from before the change is not kept', async () => {
    const queryClient = new QueryClient();
    const answers: ((value: { balance: number }) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['wallet'],
      queryFn: () => new Promise<{ balance: number }>((resolve) => answers.push(resolve)),
    });
    const seen: ({ balance: number } | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    invalidateForEvents(queryClient, [{ type: 'wallet.changed' }]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!({ balance: 0 });
    answers[1]!({ balance: 100 });
    await vi.waitFor(() => expect(queryClient.getQueryData(['wallet'])).toEqual({ balance: 100 }));
    expect(seen.filter(Boolean)).toEqual([{ balance: 100 }]);
    stop();
  });
});
