import { useCallback } from 'react';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutInput,
  ConvertCoinsInput,
  WalletBalances,
  WalletSummary,
  WithdrawalInput,
} from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { readSessionUser, sessionQueryKey, updateSessionUser } from '#web/lib/session.ts';
import { walletQueryKey } from './query-keys.ts';

// Apart from the wallet's key: refreshing the wallet after paying must not reread the order being left.
const testCheckoutKey = (orderId: string) => ['test-checkout', orderId] as const;

/**
 * Shows the balances a response carries at once, in the wallet and in the header (which reads the session
 * member), then rereads both: the wallet's lists changed too, and the session is the server's word.
 */
async function refreshBalances(queryClient: QueryClient, balances?: WalletBalances): Promise<void> {
  if (balances) {
    const { cashBalanceCents, dragonCoins } = balances;
    queryClient.setQueryData<WalletSummary>(walletQueryKey, (wallet) =>
      wallet ? { ...wallet, cashBalanceCents, dragonCoins } : wallet,
    );
    const user = readSessionUser(queryClient);
    if (user) updateSessionUser(queryClient, { ...user, cashBalanceCents, dragonCoins });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** For the payment success page, which learns of a purchase only from the address it was sent to. */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshBalances(queryClient), [queryClient]);
}

/** Balances, subscription, the 5 latest orders, the 10 latest transactions and the withdrawals. */
export function useWallet() {
  return useQuery({
    queryKey: walletQueryKey,
    queryFn: ({ signal }) => api.get('/wallet', { signal }),
  });
}

/** Returns where the browser goes to pay: the provider's page, or the built-in test checkout. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => api.post('/wallet/checkout', { body: input }),
  });
}

// The mutations below resolve once the balances are reread, so their buttons stay busy until the figures
// they are judged against are current.

export function useConvertCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertCoinsInput) => api.post('/wallet/convert', { body: input }),
    onSuccess: (balances) => refreshBalances(queryClient, balances),
  });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalInput) => api.post('/wallet/withdrawals', { body: input }),
    onSuccess: (created) => refreshBalances(queryClient, created),
  });
}

/** 404 when the order is not the member's, or when a real payment provider is configured. */
export function useTestCheckoutOrder(orderId: string) {
  return useQuery({
    queryKey: testCheckoutKey(orderId),
    queryFn: ({ signal }) => api.get('/wallet/test-checkout/:orderId', { params: { orderId }, signal }),
    retry: false,
  });
}

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post('/wallet/test-checkout/:orderId/pay', { params: { orderId } }),
    onSuccess: () => refreshBalances(queryClient),
  });
}

export function useCancelTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post('/wallet/test-checkout/:orderId/cancel', { params: { orderId } }),
    // The order now reads cancelled in the wallet's recent orders.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
