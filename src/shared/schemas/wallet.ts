// The wallet's forms and routes: buying a coin pack, converting coins to cash, requesting a withdrawal, and what
// GET /api/wallet returns. Amounts are integers: cash in USD cents, coins whole.
import { z } from 'zod';
import type { ledgerCurrencies, ledgerStatuses, ledgerTypes, orderStatuses } from '../constants.ts';
import { coinPacks, conversionOptions, withdrawalOptionsCents, withdrawalStatuses } from '../constants.ts';
import { pagingQuerySchema } from './paging.ts';

export const walletMessages = {
  purchaseTerms: 'You must agree to the Terms of Use before making a purchase.',
  withdrawTerms: 'You must agree to the Terms of Use before withdrawing.',
  convertTerms: 'You must agree to the Terms of Use before converting.',
  insufficientBalance: 'Insufficient balance',
  insufficientCoins: 'Insufficient coins',
  invalidCoinAmount: 'Invalid Dragon Coin amount',
  purchaseFailed: 'Failed to initiate purchase. Please try again.',
  withdrawFailed: 'Failed to process withdrawal. Please try again.',
  convertFailed: 'Failed to convert coins. Please try again.',
} as const;

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.number({ error: message }).refine((value): value is T => (values as readonly number[]).includes(value), message);

const termsAccepted = (message: string) => z.literal(true, { error: message });

// A key the client makes once per action, so a retried request (a lost response, a double click) changes nothing twice.
const requestId = z.uuid({ error: 'Request id must be a UUID' });

export const checkoutSchema = z.object({
  coins: oneOf(
    coinPacks.map((pack) => pack.coins),
    walletMessages.invalidCoinAmount,
  ),
  acceptTerms: termsAccepted(walletMessages.purchaseTerms),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const convertCoinsSchema = z.object({
  coins: oneOf(conversionOptions, 'Choose 100 or 500 Dragon Coins'),
  acceptTerms: termsAccepted(walletMessages.convertTerms),
  requestId,
});
export type ConvertCoinsInput = z.infer<typeof convertCoinsSchema>;

export const withdrawalSchema = z.object({
  amountCents: oneOf(withdrawalOptionsCents, 'Choose a withdrawal of $25 or $50'),
  acceptTerms: termsAccepted(walletMessages.withdrawTerms),
  requestId,
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

export type WalletBalances = { cashBalanceCents: number; dragonCoins: number };

export type WalletOrder = {
  id: string;
  coins: number;
  amountCents: number;
  currency: string;
  status: (typeof orderStatuses)[number];
  createdAt: string;
};

export type WalletTransaction = {
  id: string;
  type: (typeof ledgerTypes)[number];
  currency: (typeof ledgerCurrencies)[number];
  /** Cents for cash, whole coins for coins; always positive, `type` says which way. */
  amount: number;
  description: string;
  status: (typeof ledgerStatuses)[number];
  createdAt: string;
};

export type WalletWithdrawal = {
  id: string;
  amountCents: number;
  status: (typeof withdrawalStatuses)[number];
  createdAt: string;
  decidedAt: string | null;
};

/** POST /api/wallet/withdrawals: the held request and the balances after the hold. */
export type WithdrawalCreated = WalletBalances & { withdrawal: WalletWithdrawal };

/** GET /api/wallet. No payment provider reports subscriptions yet, so `subscription` is null. */
export type WalletSummary = WalletBalances & {
  subscription: { status: string; currentPeriodEnd: string | null } | null;
  orders: WalletOrder[];
  transactions: WalletTransaction[];
  withdrawals: WalletWithdrawal[];
};

/** POST /api/wallet/checkout: where the browser goes to pay. */
export type CheckoutSession = { url: string };

/** GET /api/wallet/test-checkout/:orderId, the built-in checkout used when no payment provider is configured. */
export type TestCheckoutOrder = WalletOrder;

/** Where the browser goes once the test checkout is paid or cancelled. */
export type CheckoutResult = { redirectUrl: string };

/** The success page's query: the pack's price in USD (10, 45 or 90) names the pack. */
export function successPath(priceCents: number): string {
  return `/success?product=dragon-coins&amount=${priceCents / 100}`;
}

/** The admin's withdrawal list, newest first; the payout queue is `status=pending`. */
export const adminWithdrawalListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(withdrawalStatuses, { error: 'Status must be pending, paid or rejected' }).optional(),
});
export type AdminWithdrawalListQuery = z.infer<typeof adminWithdrawalListQuerySchema>;

export type AdminWithdrawal = WalletWithdrawal & {
  user: { id: string; fullName: string; email: string } | null;
};

export const orderIdParamsSchema = z.object({ orderId: z.uuid({ error: 'Order id must be a valid id' }) });
export const withdrawalIdParamsSchema = z.object({ id: z.uuid({ error: 'Withdrawal id must be a valid id' }) });
